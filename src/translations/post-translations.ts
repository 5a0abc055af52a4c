import { eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts } from "../db/schema";
import type { PostTranslation } from "../shared/blog";
import { TRANSLATED_FIELDS, type TranslatedField, translatedFieldLabels } from "../shared/post-translations";
import type { OutdatedTranslation } from "../shared/translations";
import { outdatedFieldsOf as outdatedFieldsOfFields, translatedFromOf as translatedFromOfFields } from "./field-fingerprints";

type TranslatedValues = Record<TranslatedField, string>;

const originalColumns = {
  title: posts.title,
  excerpt: posts.excerpt,
  content: posts.content,
  tags: posts.tags,
  seo_title: posts.seo_title,
  meta_description: posts.meta_description,
};

/** What a translation records when saved: the fingerprint of each of the original's fields as they are now. */
export const translatedFromOf = (original: TranslatedValues) => translatedFromOfFields(TRANSLATED_FIELDS, original);

/** The original's fields that changed after the translation recorded `translatedFrom`. */
const outdatedFieldsOf = (original: TranslatedValues, translatedFrom: Record<string, string>) =>
  outdatedFieldsOfFields(TRANSLATED_FIELDS, original, translatedFrom);

/** The translatable fields of a post, or undefined when it is gone. */
export function translatedValuesOf(db: Db, id: number): TranslatedValues | undefined {
  return db.select(originalColumns).from(posts).where(eq(posts.id, id)).get();
}

/** For a translation: its fields whose Italian changed since it was last saved. */
export function outdatedFields(db: Db, post: { translation_of: number | null; translated_from: Record<string, string> }) {
  if (post.translation_of === null) return [];
  const original = translatedValuesOf(db, post.translation_of);
  return original ? outdatedFieldsOf(original, post.translated_from) : [];
}

/** The translations of an original, one per language. */
export function translationsOf(db: Db, id: number): PostTranslation[] {
  return db
    .select({ id: posts.id, language: posts.language, status: posts.status })
    .from(posts)
    .where(eq(posts.translation_of, id))
    .orderBy(posts.language)
    .all();
}

/** Every article translation with a field out of date (the dashboard's list). */
export function outdatedPostTranslations(db: Db): OutdatedTranslation[] {
  const rows = db
    .select({
      id: posts.id,
      title: posts.title,
      language: posts.language,
      translation_of: posts.translation_of,
      translated_from: posts.translated_from,
    })
    .from(posts)
    .where(isNotNull(posts.translation_of))
    .all();
  return rows.flatMap((row) => {
    const fields = outdatedFields(db, row);
    if (fields.length === 0) return [];
    return [
      {
        what: "Articolo",
        title: row.title,
        language: row.language,
        fields: fields.map((field) => translatedFieldLabels[field]),
        href: `/admin/blog?edit=${row.id}`,
      },
    ];
  });
}
