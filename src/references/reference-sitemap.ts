import type { Db } from "../db/client";
import { publishedTranslationStamps } from "./reference-translations";
import { referenceWords } from "./reference-words";
import { publishedReferenceStamps } from "./references.service";

/**
 * The references in the sitemap: each published Italian reference with its published translations as its
 * alternates (listed under each of them), and a translation published while its Italian is not, on its own.
 */
export function referenceSitemapEntries(db: Db) {
  const translations = publishedTranslationStamps(db);
  const italian = publishedReferenceStamps(db);
  const published = new Set(italian.map((r) => r.id));
  const translationsOf = (id: number) => translations.filter((t) => t.reference_id === id);
  const entries = italian.map((r) => ({
    path: referenceWords.it.path(r.slug),
    lastmod: r.updated_at,
    versions: [
      { language: "it", path: referenceWords.it.path(r.slug) },
      ...translationsOf(r.id).map((t) => ({ language: t.language, path: referenceWords[t.language].path(t.slug) })),
    ],
  }));
  const alone = translations
    .filter((t) => !published.has(t.reference_id))
    .map((t) => ({
      path: referenceWords[t.language].path(t.slug),
      lastmod: t.updated_at,
      versions: [{ language: t.language, path: referenceWords[t.language].path(t.slug) }],
    }));
  return [...entries, ...alone];
}
