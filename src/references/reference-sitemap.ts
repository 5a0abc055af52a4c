import type { Db } from "../db/client";
import { DEFAULT_LANGUAGE, languageByCode, type LanguageCode } from "../shared/languages";
import { publishedTranslationStamps } from "./reference-translations";
import { referenceWords } from "./reference-words";
import { publishedReferenceStamps } from "./references.service";

interface Version {
  language: LanguageCode;
  path: string;
  lastmod: string;
}

/**
 * The references in the sitemap: each published version (the Italian and its published translations) is an
 * entry of its own, with every version of its family as alternates; a translation published while its
 * Italian is not stands alone.
 */
export function referenceSitemapEntries(db: Db) {
  const translations = publishedTranslationStamps(db);
  const italian = publishedReferenceStamps(db);
  const published = new Set(italian.map((r) => r.id));
  const pathOf = (language: LanguageCode, slug: string) => referenceWords[language].path(slug);
  const families: Version[][] = [
    ...italian.map((r) => [
      { language: DEFAULT_LANGUAGE, path: pathOf(DEFAULT_LANGUAGE, r.slug), lastmod: r.updated_at },
      ...translations
        .filter((t) => t.reference_id === r.id)
        .map((t) => ({ language: t.language, path: pathOf(t.language, t.slug), lastmod: t.updated_at })),
    ]),
    ...translations
      .filter((t) => !published.has(t.reference_id))
      .map((t) => [{ language: t.language, path: pathOf(t.language, t.slug), lastmod: t.updated_at }]),
  ];
  return families.flatMap((family) => {
    if (family.length < 2) return family.map(({ path, lastmod }) => ({ path, lastmod }));
    const versions = family.map((version) => ({
      hreflang: languageByCode(version.language).htmlLang,
      path: version.path,
      isDefault: version.language === DEFAULT_LANGUAGE,
    }));
    return family.map(({ path, lastmod }) => ({ path, lastmod, versions }));
  });
}
