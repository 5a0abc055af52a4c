import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  type ReferenceProject,
  type ReferenceTranslationRow,
  referenceProjects,
  referenceRedirects,
  referenceTranslations,
} from "../db/schema";
import type { LanguageCode } from "../shared/languages";
import type { ReferenceStatus } from "../shared/references/reference-fields";
import type {
  ReferenceTranslationAdmin,
  ReferenceTranslationInput,
  ReferenceTranslationState,
} from "../shared/references/reference-translations";
import { slugify } from "../shared/slug";
import { outdatedReferenceFields, referenceTranslatedFrom } from "../translations/reference-translations";
import { referenceWords } from "./reference-words";

/** How staff create, save and publish a reference's translation: its own state, never the original's. */

const ofReference = (referenceId: number, language: LanguageCode) =>
  and(eq(referenceTranslations.reference_id, referenceId), eq(referenceTranslations.language, language));

export function findTranslation(db: Db, referenceId: number, language: LanguageCode): ReferenceTranslationRow | null {
  return db.select().from(referenceTranslations).where(ofReference(referenceId, language)).get() ?? null;
}

/** The translation as the side-by-side editor reads it, with the fields whose Italian changed since it was saved. */
export function translationAdmin(original: ReferenceProject, row: ReferenceTranslationRow): ReferenceTranslationAdmin {
  return {
    reference_id: row.reference_id,
    language: row.language,
    title: row.title,
    slug: row.slug,
    challenge: row.challenge,
    solution: row.solution,
    result: row.result,
    quote_text: row.quote_text,
    quote_role: row.quote_role,
    figure_labels: row.figure_labels,
    photo_alts: row.photo_alts,
    status: row.status,
    published_at: row.published_at,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
    address: referenceWords[row.language].path(row.slug),
    outdated_fields: outdatedReferenceFields(original, row.translated_from),
  } satisfies ReferenceTranslationAdmin;
}

export function isTranslationSlugTaken(db: Db, language: LanguageCode, slug: string, exceptReferenceId?: number): boolean {
  const sameSlug = and(eq(referenceTranslations.language, language), eq(referenceTranslations.slug, slug));
  const where =
    exceptReferenceId === undefined ? sameSlug : and(sameSlug, ne(referenceTranslations.reference_id, exceptReferenceId));
  return db.select({ id: referenceTranslations.id }).from(referenceTranslations).where(where).get() !== undefined;
}

/** A slug not yet used in the language, from the Italian one: `<slug>`, `<slug>-2`… */
function freeSlug(db: Db, language: LanguageCode, base: string): string {
  if (!isTranslationSlugTaken(db, language, base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTranslationSlugTaken(db, language, candidate)) return candidate;
  }
}

/**
 * A draft translation: it starts with the Italian texts, which the translator writes over beside them.
 * Nothing is recorded as translated yet, so no field is 'Da aggiornare' before the first save.
 */
export function createTranslation(
  db: Db,
  original: ReferenceProject,
  language: LanguageCode,
  editor: string,
): ReferenceTranslationRow {
  return db
    .insert(referenceTranslations)
    .values({
      reference_id: original.id,
      language,
      title: original.title,
      slug: freeSlug(db, language, original.slug),
      challenge: original.challenge,
      solution: original.solution,
      result: original.result,
      quote_text: original.quote_text,
      quote_role: original.quote_role,
      figure_labels: original.figures.map((figure) => figure.label),
      photo_alts: original.photos.map((photo) => photo.alt),
      translated_from: {},
      updated_by: editor,
    })
    .returning()
    .get();
}

/**
 * Saves the translated texts and records the Italian they were written beside: its fields are up to date again.
 * A published translation whose slug changes leaves its old address behind, answering 301 to the new one.
 */
export function saveTranslation(
  db: Db,
  original: ReferenceProject,
  row: ReferenceTranslationRow,
  input: ReferenceTranslationInput,
  editor: string,
): ReferenceTranslationRow {
  const slug = input.slug || slugify(input.title);
  const pathOf = referenceWords[row.language].path;
  return db.transaction((tx) => {
    if (row.status === "published" && row.slug !== slug) {
      tx.insert(referenceRedirects)
        .values({ path: pathOf(row.slug), reference_id: original.id })
        .onConflictDoUpdate({ target: referenceRedirects.path, set: { reference_id: original.id } })
        .run();
    }
    // Its own new address is never shadowed by an old one.
    tx.delete(referenceRedirects)
      .where(eq(referenceRedirects.path, pathOf(slug)))
      .run();
    return (
      tx
        .update(referenceTranslations)
        .set({
          ...input,
          slug,
          translated_from: referenceTranslatedFrom(original),
          updated_by: editor,
          updated_at: new Date().toISOString(),
        })
        .where(eq(referenceTranslations.id, row.id))
        .returning()
        .get() ?? row
    );
  });
}

export function setTranslationStatus(db: Db, row: ReferenceTranslationRow, status: ReferenceStatus, editor: string) {
  const now = new Date().toISOString();
  return (
    db
      .update(referenceTranslations)
      .set({
        status,
        published_at: status === "published" ? (row.published_at ?? now) : row.published_at,
        updated_by: editor,
        updated_at: now,
      })
      .where(eq(referenceTranslations.id, row.id))
      .returning()
      .get() ?? row
  );
}

/** Every reference's translations as the admin's list shows them: language, state, whether one is out of date. */
export function translationStates(db: Db): ReferenceTranslationState[] {
  return db
    .select({ translation: referenceTranslations, original: referenceProjects })
    .from(referenceTranslations)
    .innerJoin(referenceProjects, eq(referenceProjects.id, referenceTranslations.reference_id))
    .all()
    .map(({ translation, original }) => ({
      reference_id: translation.reference_id,
      language: translation.language,
      status: translation.status,
      outdated: outdatedReferenceFields(original, translation.translated_from).length > 0,
    }));
}
