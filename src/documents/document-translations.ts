import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type DocumentRow, type DocumentTranslationRow, documentFiles, documents, documentTranslations } from "../db/schema";
import type { DocumentTranslationAdmin, DocumentTranslationStates } from "../shared/document-translations";
import type { LanguageCode } from "../shared/languages";
import type { DocumentListQuery } from "../shared/schemas/documents";
import type { PublicDocument } from "../shared/schemas/document-answers";
import { slugify } from "../shared/slug";
import { outdatedDocumentFields, documentTranslatedFrom } from "../translations/document-translations";
import { documentPageIn } from "./document-translation-pages";
import { toPublic } from "./documents.service";

/**
 * A document in another language: its translated title and page over the document's own file. Visitors see it
 * while both the translation and the document are published (the file is served only while the document is);
 * publishing the translation never publishes the document, nor the reverse.
 */

const englishRows = (db: Db, language: LanguageCode, where: ReturnType<typeof and>) =>
  db
    .select({ translation: documentTranslations, document: documents, file: documentFiles })
    .from(documentTranslations)
    .innerJoin(documents, eq(documents.id, documentTranslations.document_id))
    .innerJoin(documentFiles, eq(documentFiles.id, documents.current_file_id))
    .where(
      and(
        eq(documentTranslations.language, language),
        eq(documentTranslations.status, "published"),
        eq(documents.status, "published"),
        where,
      ),
    );

const italianPage = (document: DocumentRow) => [{ language: "it" as const, path: documentPageIn("it", document.slug) }];

const publicOf = (row: { translation: DocumentTranslationRow; document: DocumentRow; file: typeof documentFiles.$inferSelect }) =>
  toPublic(row.document, row.file, italianPage(row.document), {
    title: row.translation.title,
    slug: row.translation.slug,
    page: documentPageIn(row.translation.language, row.translation.slug),
  });

/** The documents published in `language`, by title, of a product and a kind when asked. */
export function translatedDocuments(db: Db, language: LanguageCode, query: DocumentListQuery = {}): PublicDocument[] {
  const conditions = [];
  if (query.tipo) conditions.push(eq(documents.kind, query.tipo));
  if (query.prodotto) {
    conditions.push(sql`exists (select 1 from json_each(${documents.products}) where value = ${query.prodotto})`);
  }
  return englishRows(db, language, and(...conditions))
    .orderBy(sql`${documentTranslations.title} collate nocase`)
    .all()
    .map(publicOf);
}

/** A document published in `language`, by its address there, or null. */
export function translatedDocumentBySlug(db: Db, language: LanguageCode, slug: string): PublicDocument | null {
  const row = englishRows(db, language, and(eq(documentTranslations.slug, slug))).get();
  return row ? publicOf(row) : null;
}

export function findDocumentTranslation(db: Db, documentId: number, language: LanguageCode): DocumentTranslationRow | null {
  return (
    db
      .select()
      .from(documentTranslations)
      .where(and(eq(documentTranslations.document_id, documentId), eq(documentTranslations.language, language)))
      .get() ?? null
  );
}

export function documentTranslationAdmin(original: DocumentRow, row: DocumentTranslationRow): DocumentTranslationAdmin {
  return {
    document_id: row.document_id,
    language: row.language,
    title: row.title,
    slug: row.slug,
    status: row.status,
    published_at: row.published_at,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
    address: documentPageIn(row.language, row.slug),
    outdated_fields: outdatedDocumentFields(original, row.translated_from),
  } satisfies DocumentTranslationAdmin;
}

export function isDocumentTranslationSlugTaken(db: Db, language: LanguageCode, slug: string, exceptDocumentId?: number) {
  const same = and(eq(documentTranslations.language, language), eq(documentTranslations.slug, slug));
  const where = exceptDocumentId === undefined ? same : and(same, ne(documentTranslations.document_id, exceptDocumentId));
  return db.select({ id: documentTranslations.id }).from(documentTranslations).where(where).get() !== undefined;
}

/** A draft translation, starting from the Italian title; nothing is out of date before its first save. */
export function createDocumentTranslation(db: Db, original: DocumentRow, language: LanguageCode, editor: string) {
  let slug = original.slug;
  for (let n = 2; isDocumentTranslationSlugTaken(db, language, slug); n++) slug = `${original.slug}-${n}`;
  return db
    .insert(documentTranslations)
    .values({ document_id: original.id, language, title: original.title, slug, translated_from: {}, updated_by: editor })
    .returning()
    .get();
}

/** Saves the translated title and records the Italian it was written beside. */
export function saveDocumentTranslation(
  db: Db,
  original: DocumentRow,
  row: DocumentTranslationRow,
  input: { title: string; slug: string },
  editor: string,
): DocumentTranslationRow {
  return (
    db
      .update(documentTranslations)
      .set({
        title: input.title,
        slug: input.slug || slugify(input.title),
        translated_from: documentTranslatedFrom(original),
        updated_by: editor,
        updated_at: new Date().toISOString(),
      })
      .where(eq(documentTranslations.id, row.id))
      .returning()
      .get() ?? row
  );
}

export function setDocumentTranslationStatus(db: Db, row: DocumentTranslationRow, status: DocumentRow["status"], editor: string) {
  const now = new Date().toISOString();
  return (
    db
      .update(documentTranslations)
      .set({
        status,
        published_at: status === "published" ? (row.published_at ?? now) : row.published_at,
        updated_by: editor,
        updated_at: now,
      })
      .where(eq(documentTranslations.id, row.id))
      .returning()
      .get() ?? row
  );
}

/** Every document's translations as the admin's list shows them. */
export function documentTranslationStates(db: Db): DocumentTranslationStates["items"] {
  return db
    .select({ translation: documentTranslations, original: documents })
    .from(documentTranslations)
    .innerJoin(documents, eq(documents.id, documentTranslations.document_id))
    .all()
    .map(({ translation, original }) => ({
      document_id: translation.document_id,
      language: translation.language,
      status: translation.status,
      outdated: outdatedDocumentFields(original, translation.translated_from).length > 0,
    }));
}

/** The document's title as its page in `language` shows it (the Italian one while it has no translation there). */
export function translatedTitleOf(db: Db, documentId: number, language: LanguageCode): string | undefined {
  return findDocumentTranslation(db, documentId, language)?.title;
}
