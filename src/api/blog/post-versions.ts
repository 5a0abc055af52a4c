import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { posts } from "../../db/schema";
import { articlePath } from "../../shared/blog";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode, languageByCode } from "../../shared/languages";

/** One published version of an article: its language and its slug. */
interface ArticleVersion {
  language: LanguageCode;
  slug: string;
}

const inLanguageOrder = (a: { language: LanguageCode }, b: { language: LanguageCode }) =>
  LANGUAGE_CODES.indexOf(a.language) - LANGUAGE_CODES.indexOf(b.language);

const versionColumns = { id: posts.id, language: posts.language, slug: posts.slug, published: posts.published };

/**
 * An article's family, prepared once per database: the original by its id, its translation in each
 * language on the unique index of the translations (one row at most, whatever the statistics say of
 * the many originals without one). An article's page reads a handful of rows however many the blog has.
 */
const familyReads = perDatabase((db: Db) => ({
  byId: db
    .select(versionColumns)
    .from(posts)
    .where(eq(posts.id, sql.placeholder("id")))
    .prepare(),
  translationsOf: db
    .select(versionColumns)
    .from(posts)
    .where(and(eq(posts.translation_of, sql.placeholder("original")), eq(posts.language, sql.placeholder("language"))))
    .prepare(),
}));

/**
 * The article in the other languages, published ones only: an original's translations, or a
 * translation's original and the original's other translations. An article whose translation (or
 * original) is a draft or scheduled has none: no visitor or search engine is sent to it.
 */
export function publishedVersionsOf(db: Db, post: { id: number; translation_of: number | null }): ArticleVersion[] {
  const reads = familyReads(db);
  const original = post.translation_of ?? post.id;
  const family = [
    ...(post.translation_of === null ? [] : [reads.byId.get({ id: original })]),
    ...LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) =>
      reads.translationsOf.get({ original, language }),
    ),
  ];
  return family
    .flatMap((row) => (row?.published && row.id !== post.id ? [row] : []))
    .sort(inLanguageOrder)
    .map(({ language, slug }) => ({ language, slug }));
}

/** A published article as the sitemap lists it: its address, when it changed, and its versions in every language. */
export interface ArticleAddress {
  path: string;
  lastmod: string;
  /** Itself and its published translations (or original), when it has any: each with what `hreflang` says. */
  versions?: { hreflang: string; path: string; isDefault: boolean }[];
}

/** Every published article in every language, each with its published versions (the sitemap's articles). */
export function publishedArticleAddresses(db: Db): ArticleAddress[] {
  const rows = db
    .select({
      id: posts.id,
      slug: posts.slug,
      language: posts.language,
      translation_of: posts.translation_of,
      updated_at: posts.updated_at,
    })
    .from(posts)
    .where(eq(posts.published, true))
    .all();
  const families = new Map<number, typeof rows>();
  for (const row of rows) {
    const key = row.translation_of ?? row.id;
    families.set(key, [...(families.get(key) ?? []), row]);
  }
  return rows.map((row) => {
    const path = articlePath(row.slug, row.language);
    const family = families.get(row.translation_of ?? row.id) ?? [];
    if (family.length < 2) return { path, lastmod: row.updated_at };
    return {
      path,
      lastmod: row.updated_at,
      versions: [...family].sort(inLanguageOrder).map((version) => ({
        hreflang: languageByCode(version.language).htmlLang,
        path: articlePath(version.slug, version.language),
        isDefault: version.language === DEFAULT_LANGUAGE,
      })),
    };
  });
}
