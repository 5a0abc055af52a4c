import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import { posts } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { type StaffPostDetail, staffDisplayName } from "../../shared/blog";
import type { LanguageCode } from "../../shared/languages";
import { type TranslatedField, translationMessages } from "../../shared/post-translations";
import { POST_LIMITS } from "../../shared/blog-messages";
import { outdatedFields, translatedFromOf, translatedValuesOf, translationsOf } from "../../translations/post-translations";
import { createPost, type DescribeImage, isSlugTaken, type PostWithAuthor, toDetail } from "./blog.service";

/** The post as the editor reads it: with its translations and, for a translation, the fields out of date. */
export function staffDetailOf(c: Context<AppEnv>, post: PostWithAuthor, describe: DescribeImage): StaffPostDetail {
  const { db } = c.var.ctx;
  return {
    ...toDetail(post, describe),
    translations: translationsOf(db, post.id),
    outdated_fields: outdatedFields(db, post),
  } satisfies StaffPostDetail;
}

/** What a full save of a translation records: the original's fields as the translator had them beside the English. */
export function translatedFromOnSave(c: Context<AppEnv>, post: PostWithAuthor): { translated_from?: Record<string, string> } {
  if (post.translation_of === null) return {};
  const original = translatedValuesOf(c.var.ctx.db, post.translation_of);
  return original ? { translated_from: translatedFromOf(original) } : {};
}

/** The translated fields a revision holds: restoring one brings back their text, the others stay as they are. */
const RESTORED_FIELDS = ["title", "excerpt", "content", "tags"] as const satisfies readonly TranslatedField[];

/**
 * What a translation records when an older revision of it comes back: that text was written from the Italian
 * of its day, so each restored field takes the fingerprint that revision recorded (a field whose Italian changed
 * since is 'Da aggiornare' again); a field the revision recorded nothing for keeps the current record.
 */
export function translatedFromOnRestore(
  post: PostWithAuthor,
  recorded: Record<string, string> | null,
): { translated_from?: Record<string, string> } {
  if (post.translation_of === null || recorded === null) return {};
  const translatedFrom = { ...post.translated_from };
  for (const field of RESTORED_FIELDS) {
    const fingerprint = recorded[field];
    if (fingerprint !== undefined) translatedFrom[field] = fingerprint;
  }
  return { translated_from: translatedFrom };
}

/** A slug not yet used, made from the original's and the language's code: `<slug>-en`, `<slug>-en-2`… */
function translationSlug(c: Context<AppEnv>, slug: string, language: LanguageCode): string {
  const base = `${slug}-${language}`.slice(0, POST_LIMITS.slugInput);
  if (!isSlugTaken(c.var.ctx.db, base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isSlugTaken(c.var.ctx.db, candidate)) return candidate;
  }
}

/**
 * A draft translation of an Italian original: its own status, schedule, revisions, slug and SEO. It starts
 * with the original's text and pictures, which the translator writes over beside the Italian.
 */
export function createTranslation(c: Context<AppEnv>, original: PostWithAuthor, language: LanguageCode): PostWithAuthor {
  const { db } = c.var.ctx;
  if (original.language !== "it" || original.translation_of !== null) throw new HttpError(400, translationMessages.notOriginal);
  const existing = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.translation_of, original.id), eq(posts.language, language)))
    .get();
  if (existing) throw new HttpError(409, translationMessages.exists);
  try {
    return createPost(db, {
      title: original.title,
      slug: translationSlug(c, original.slug, language),
      excerpt: original.excerpt,
      content: original.content,
      tags: original.tags,
      published: false,
      status: "draft",
      published_at: null,
      cover_image: original.cover_image,
      article_images: original.article_images,
      author_id: c.var.user?.id ?? null,
      seo_title: "",
      meta_description: "",
      social_image: original.social_image,
      canonical_url: "",
      noindex: false,
      updated_by: c.var.user ? staffDisplayName(c.var.user) : null,
      language,
      translation_of: original.id,
      translated_from: {},
    });
  } catch (error) {
    // Two requests at once: the unique index keeps one translation per language.
    if (
      error instanceof Error &&
      /UNIQUE constraint failed: posts\.translation_of/.test(`${error.message} ${String(error.cause ?? "")}`)
    ) {
      throw new HttpError(409, translationMessages.exists);
    }
    throw error;
  }
}
