import { and, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  contactRequests,
  type DocumentFileRow,
  type DocumentRow,
  documentDownloads,
  documentFiles,
  documentLeads,
  documents,
} from "../db/schema";
import { documentAddress, type DocumentFormat, documentMessages } from "../shared/documents";
import type { DocumentInput, DocumentListQuery } from "../shared/schemas/documents";
import type { DocumentAdmin, DocumentVersion, PublicDocument } from "../shared/schemas/document-answers";
import { slugify } from "../shared/slug";
import { addDays, localDay } from "../stats/calendar";
import { publishedTranslationPages } from "./document-translation-pages";

/** A refused write: the slug is someone else's. */
export class DocumentConflict extends Error {}

const versionOf = (row: DocumentFileRow, currentId: number | null): DocumentVersion => ({
  id: row.id,
  original_name: row.original_name,
  format: row.format,
  mime: row.mime,
  size: row.size,
  sha256: row.sha256,
  uploaded_at: row.uploaded_at,
  uploaded_by: row.uploaded_by,
  download_url: `/api/documents/${row.document_id}/versions/${row.id}/file`,
  current: row.id === currentId,
});

function filesOf(db: Db, ids: number[]): Map<number, DocumentFileRow[]> {
  const byDocument = new Map<number, DocumentFileRow[]>();
  if (ids.length === 0) return byDocument;
  for (const row of db
    .select()
    .from(documentFiles)
    .where(inArray(documentFiles.document_id, ids))
    .orderBy(desc(documentFiles.id))
    .all()) {
    const list = byDocument.get(row.document_id) ?? [];
    list.push(row);
    byDocument.set(row.document_id, list);
  }
  return byDocument;
}

/** Contact requests (not possible spam) each document brought. */
function leadsOf(db: Db, ids: number[]): Map<number, number> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: documentLeads.document_id, n: count() })
    .from(documentLeads)
    .innerJoin(contactRequests, eq(contactRequests.id, documentLeads.contact_request_id))
    .where(and(inArray(documentLeads.document_id, ids), isNull(contactRequests.spam_reasons)))
    .groupBy(documentLeads.document_id)
    .all();
  return new Map(rows.map((r) => [r.id, r.n]));
}

function recentDownloadsOf(db: Db, ids: number[], now: Date): Map<number, number> {
  if (ids.length === 0) return new Map();
  const since = addDays(localDay(now), -29);
  const rows = db
    .select({ id: documentDownloads.document_id, n: count() })
    .from(documentDownloads)
    .where(and(inArray(documentDownloads.document_id, ids), gte(documentDownloads.day, since)))
    .groupBy(documentDownloads.document_id)
    .all();
  return new Map(rows.map((r) => [r.id, r.n]));
}

function toAdmin(row: DocumentRow, files: DocumentFileRow[], downloads: number, leads: number): DocumentAdmin {
  const versions = files.map((f) => versionOf(f, row.current_file_id));
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    kind: row.kind,
    products: row.products,
    sectors: row.sectors,
    version_label: row.version_label,
    document_date: row.document_date,
    gated: row.gated,
    status: row.status,
    is_example: row.is_example,
    address: documentAddress(row.slug),
    current: versions.find((v) => v.current) ?? null,
    versions,
    downloads_30_days: downloads,
    leads,
    created_at: row.created_at,
    updated_at: row.updated_at,
  } satisfies DocumentAdmin;
}

/** Every document, newest change first, with its files and figures. */
export function listDocuments(db: Db, now = new Date()): DocumentAdmin[] {
  const rows = db.select().from(documents).orderBy(desc(documents.updated_at), desc(documents.id)).all();
  const ids = rows.map((r) => r.id);
  const files = filesOf(db, ids);
  const downloads = recentDownloadsOf(db, ids, now);
  const leads = leadsOf(db, ids);
  return rows.map((r) => toAdmin(r, files.get(r.id) ?? [], downloads.get(r.id) ?? 0, leads.get(r.id) ?? 0));
}

export function getDocument(db: Db, id: number, now = new Date()): DocumentAdmin | null {
  const row = db.select().from(documents).where(eq(documents.id, id)).get();
  if (!row) return null;
  return toAdmin(
    row,
    filesOf(db, [id]).get(id) ?? [],
    recentDownloadsOf(db, [id], now).get(id) ?? 0,
    leadsOf(db, [id]).get(id) ?? 0,
  );
}

function uniqueSlug(db: Db, wanted: string, ownId: number | null): string {
  const taken = db.select({ id: documents.id }).from(documents).where(eq(documents.slug, wanted)).get();
  if (taken && taken.id !== ownId) throw new DocumentConflict(documentMessages.slugTaken(wanted));
  return wanted;
}

const slugOf = (input: DocumentInput) => input.slug || slugify(input.title) || "documento";

/** The columns staff describe a document with; its address must be free, but for the document `id` itself. */
function describedBy(db: Db, input: DocumentInput, id: number | null) {
  return {
    title: input.title,
    slug: uniqueSlug(db, slugOf(input), id),
    kind: input.kind,
    products: input.products,
    sectors: input.sectors,
    version_label: input.version_label,
    document_date: input.document_date,
    gated: input.gated,
  };
}

/** A new document, in draft until it has a file and staff publish it. */
export function createDocument(db: Db, input: DocumentInput, options: { isExample?: boolean; now?: Date } = {}): DocumentAdmin {
  const at = (options.now ?? new Date()).toISOString();
  const row = db
    .insert(documents)
    .values({
      ...describedBy(db, input, null),
      is_example: options.isExample ?? false,
      created_at: at,
      updated_at: at,
    })
    .returning()
    .get();
  return toAdmin(row, [], 0, 0);
}

export function updateDocument(db: Db, id: number, input: DocumentInput): DocumentAdmin | null {
  const found = db.select({ id: documents.id }).from(documents).where(eq(documents.id, id)).get();
  if (!found) return null;
  db.update(documents)
    .set({
      ...describedBy(db, input, id),
      updated_at: new Date().toISOString(),
    })
    .where(eq(documents.id, id))
    .run();
  return getDocument(db, id);
}

export interface NewVersion {
  url: string;
  original_name: string;
  format: DocumentFormat;
  mime: string;
  size: number;
  sha256: string;
  uploaded_by: string;
}

/** Stores a new file for the document and makes it the one its address serves; the earlier ones stay. */
export function addVersion(db: Db, id: number, file: NewVersion, now = new Date()): DocumentAdmin | null {
  const at = now.toISOString();
  const done = db.transaction((tx) => {
    const found = tx.select({ id: documents.id }).from(documents).where(eq(documents.id, id)).get();
    if (!found) return false;
    const stored = tx
      .insert(documentFiles)
      .values({ ...file, document_id: id, uploaded_at: at })
      .returning({ id: documentFiles.id })
      .get();
    tx.update(documents).set({ current_file_id: stored.id, updated_at: at }).where(eq(documents.id, id)).run();
    return true;
  });
  return done ? getDocument(db, id, now) : null;
}

/** Publishing needs a file: a document without one stays in draft. */
export function setDocumentStatus(db: Db, id: number, status: DocumentRow["status"]): DocumentAdmin | "no-file" | null {
  const row = db.select().from(documents).where(eq(documents.id, id)).get();
  if (!row) return null;
  if (status === "published" && row.current_file_id === null) return "no-file";
  db.update(documents).set({ status, updated_at: new Date().toISOString() }).where(eq(documents.id, id)).run();
  return getDocument(db, id);
}

export function versionFile(db: Db, id: number, fileId: number): DocumentFileRow | null {
  return (
    db
      .select()
      .from(documentFiles)
      .where(and(eq(documentFiles.id, fileId), eq(documentFiles.document_id, id)))
      .get() ?? null
  );
}

/** A published document with the file its address serves, or null (a draft, a binned or unknown slug). */
export function publishedDocument(db: Db, slug: string): { document: DocumentRow; file: DocumentFileRow } | null {
  const row = db
    .select({ document: documents, file: documentFiles })
    .from(documents)
    .innerJoin(documentFiles, eq(documentFiles.id, documents.current_file_id))
    .where(and(eq(documents.slug, slug), eq(documents.status, "published")))
    .get();
  return row ?? null;
}

/**
 * A published document as visitors read it; `translation` gives its title and page in another language
 * (the file and its address stay the document's own).
 */
export const toPublic = (
  document: DocumentRow,
  file: DocumentFileRow,
  otherLanguages: PublicDocument["other_languages"] = [],
  translation?: { title: string; slug: string; page: string },
): PublicDocument =>
  ({
    title: translation?.title ?? document.title,
    slug: translation?.slug ?? document.slug,
    kind: document.kind,
    products: document.products,
    version_label: document.version_label,
    document_date: document.document_date,
    gated: document.gated,
    format: file.format,
    size: file.size,
    address: documentAddress(document.slug),
    page: translation?.page ?? `/documentazione/${document.slug}`,
    other_languages: otherLanguages,
  }) satisfies PublicDocument;

/** A published document as its page shows it, or null. */
export function publicDocumentBySlug(db: Db, slug: string): PublicDocument | null {
  const found = publishedDocument(db, slug);
  return found ? toPublic(found.document, found.file, publishedTranslationPages(db, found.document.id)) : null;
}

/** The published documents, by title, of a product and a kind when asked. */
export function publishedDocuments(db: Db, query: DocumentListQuery = {}): PublicDocument[] {
  const conditions = [eq(documents.status, "published")];
  if (query.tipo) conditions.push(eq(documents.kind, query.tipo));
  if (query.prodotto) {
    conditions.push(sql`exists (select 1 from json_each(${documents.products}) where value = ${query.prodotto})`);
  }
  return db
    .select({ document: documents, file: documentFiles })
    .from(documents)
    .innerJoin(documentFiles, eq(documentFiles.id, documents.current_file_id))
    .where(and(...conditions))
    .orderBy(sql`${documents.title} collate nocase`)
    .all()
    .map((r) => toPublic(r.document, r.file));
}

/**
 * The brochure a product's 'Scarica la brochure' button downloads: the newest published document
 * of kind brochure for that product key (web2park, pay2park…), or null when staff have uploaded none.
 */
export function currentBrochureOf(db: Db, productKey: string): PublicDocument | null {
  return (
    publishedDocuments(db, {})
      .filter((d) => d.kind === "brochure" && d.products.includes(productKey))
      .sort((a, b) => (b.document_date ?? "").localeCompare(a.document_date ?? ""))[0] ?? null
  );
}
