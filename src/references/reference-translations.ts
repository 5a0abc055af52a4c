import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { perDatabase } from "../db/per-database";
import {
  type ReferenceProject,
  type ReferenceTranslationRow,
  referenceProjects,
  referenceRedirects,
  referenceTranslations,
} from "../db/schema";
import { LANGUAGE_CODES, type LanguageCode } from "../shared/languages";
import type { ReferenceDetail } from "../shared/schemas/reference-answers";
import { referenceWords } from "./reference-words";

/**
 * The references' translations as visitors read them: a translation's texts over its original's facts,
 * the references published in a language, and where a reference lives in the other languages.
 */

/** A reference with its texts in the translation's language: the facts stay the original's. */
export function localize(row: ReferenceProject, translation: ReferenceTranslationRow): ReferenceProject {
  return {
    ...row,
    title: translation.title,
    slug: translation.slug,
    challenge: translation.challenge,
    solution: translation.solution,
    result: translation.result,
    quote_text: translation.quote_text,
    quote_role: translation.quote_role,
    // A figure or photo added to the Italian after the translation was saved keeps its Italian text until then.
    figures: row.figures.map((figure, i) => ({ ...figure, label: translation.figure_labels[i] || figure.label })),
    photos: row.photos.map((photo, i) => ({ ...photo, alt: translation.photo_alts[i] || photo.alt })),
    status: translation.status,
    published_at: translation.published_at,
    updated_at: translation.updated_at > row.updated_at ? translation.updated_at : row.updated_at,
  };
}

/** These references with their texts in `language`: those without a published translation there are left out. */
export function localizedRows(db: Db, rows: ReferenceProject[], language: LanguageCode): ReferenceProject[] {
  const translations = new Map(
    db
      .select()
      .from(referenceTranslations)
      .where(and(eq(referenceTranslations.language, language), eq(referenceTranslations.status, "published")))
      .all()
      .map((translation) => [translation.reference_id, translation]),
  );
  return rows.flatMap((row) => {
    const translation = translations.get(row.id);
    return translation ? [localize(row, translation)] : [];
  });
}

type IndexRowStored = {
  id: number;
  slug: string;
  title: string;
  client: string;
  client_public: number;
  sector: string;
  region: string;
  comune_code: string;
  lat: number;
  lng: number;
  spaces: number | null;
  products: string;
};

/** What the list needs of every reference published in a language, its title and address the translation's. */
export const translationIndexQuery = perDatabase((db: Db) =>
  db.$client.query<IndexRowStored, [string]>(
    `SELECT r.id, t.slug, t.title, r.client, r.client_public, r.sector, r.region, r.comune_code, r.lat, r.lng, r.spaces, r.products
     FROM reference_projects r JOIN reference_translations t ON t.reference_id = r.id
     WHERE t.language = ?1 AND t.status = 'published'
     ORDER BY r.featured DESC, r.display_order ASC, r.year DESC, r.id ASC`,
  ),
);

const versionQuery = perDatabase((db: Db) =>
  db.$client.query<{ version: string }, []>(
    `SELECT count(*) || '|' || coalesce(max(updated_at), '') || '|' || coalesce(sum(id), 0) AS version
     FROM reference_translations WHERE status = 'published'`,
  ),
);

/** What identifies the published translations as they are now: any publication, withdrawal or edit changes it. */
export const translationsVersion = (db: Db): string => versionQuery(db).get()?.version ?? "";

/** A translation by its language and address. */
export function translationBySlug(db: Db, language: LanguageCode, slug: string): ReferenceTranslationRow | null {
  return (
    db
      .select()
      .from(referenceTranslations)
      .where(and(eq(referenceTranslations.language, language), eq(referenceTranslations.slug, slug)))
      .get() ?? null
  );
}

/** Where the reference lives in the languages other than `own` that visitors may read it in. */
export function versionsOf(db: Db, row: ReferenceProject, own: LanguageCode): ReferenceDetail["versions"] {
  const versions: ReferenceDetail["versions"] = [];
  if (own !== "it" && row.status === "published") versions.push({ language: "it", path: referenceWords.it.path(row.slug) });
  const translations = db
    .select({ language: referenceTranslations.language, slug: referenceTranslations.slug })
    .from(referenceTranslations)
    .where(and(eq(referenceTranslations.reference_id, row.id), eq(referenceTranslations.status, "published")))
    .all();
  for (const translation of translations) {
    if (translation.language !== own) {
      versions.push({ language: translation.language, path: referenceWords[translation.language].path(translation.slug) });
    }
  }
  return versions;
}

/** The published translations' addresses and when they changed, for the sitemap. */
export function publishedTranslationStamps(db: Db) {
  return db
    .select({
      reference_id: referenceTranslations.reference_id,
      language: referenceTranslations.language,
      slug: referenceTranslations.slug,
      updated_at: referenceTranslations.updated_at,
    })
    .from(referenceTranslations)
    .innerJoin(referenceProjects, eq(referenceProjects.id, referenceTranslations.reference_id))
    .where(eq(referenceTranslations.status, "published"))
    .all();
}

/**
 * What an old address of a reference's translation answers: moved to the translation's address now, or gone
 * once the reference was deleted; null for any other address.
 */
export function resolveOldTranslatedReferenceAddress(
  db: Db,
  path: string,
): { kind: "moved"; location: string } | { kind: "gone" } | null {
  const language = LANGUAGE_CODES.find((code) => code !== "it" && path.startsWith(referenceWords[code].path("")));
  if (!language || path.length > 500) return null;
  const row = db
    .select({ reference_id: referenceRedirects.reference_id })
    .from(referenceRedirects)
    .where(eq(referenceRedirects.path, path))
    .get();
  if (!row) return null;
  if (row.reference_id === null) return { kind: "gone" };
  const translation = db
    .select({ slug: referenceTranslations.slug, status: referenceTranslations.status })
    .from(referenceTranslations)
    .where(and(eq(referenceTranslations.reference_id, row.reference_id), eq(referenceTranslations.language, language)))
    .get();
  if (translation?.status !== "published") return null;
  const location = referenceWords[language].path(translation.slug);
  return location === path ? null : { kind: "moved", location };
}
