import { DEFAULT_LANGUAGE, type LanguageCode, languageByCode } from "./languages";
import { slugify } from "./slug";

/** The blog of a language: /blog in Italian, under the language's prefix otherwise (/en/blog). */
export const blogPath = (language: LanguageCode = DEFAULT_LANGUAGE): string => `${languageByCode(language).prefix}/blog`;

/** Each language's RSS 2.0 feed of its published articles, beside its blog: /blog/rss.xml, /en/blog/rss.xml. */
export const blogFeedPath = (language: LanguageCode = DEFAULT_LANGUAGE): string => `${blogPath(language)}/rss.xml`;

/** An article's address: in its own language's blog. */
export const articlePath = (slug: string, language: LanguageCode = DEFAULT_LANGUAGE): string => `${blogPath(language)}/${slug}`;

export type {
  BlogImageAnswer,
  ImageInfo,
  PostAuthor,
  PostDetail,
  PostSummary,
  PostTranslation,
  PreviewAnswer,
  PreviewLinkAnswer,
  RevisionDetail,
  RevisionSummary,
  StaffPostDetail,
  TagAnswer,
} from "./schemas/post-answers";

/** The address of a tag's page, in a language's blog. */
export const tagPath = (tag: string, language: LanguageCode = DEFAULT_LANGUAGE) => `${blogPath(language)}/tag/${slugify(tag)}`;

/** The query parameter of a shareable preview link: /blog/{slug}?anteprima={token}. */
export const PREVIEW_PARAM = "anteprima";

/** The tags of a post, in order, without blanks or repeats. */
export function splitTags(tags: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

export const joinTags = (tags: readonly string[]): string => tags.join(", ");

/**
 * The name a staff account signs its articles with: its name when it has one, else the part of
 * its e-mail address before the @ (the one place that rule lives).
 */
export function staffDisplayName(account: { email: string; name?: string | null }): string {
  const name = account.name?.trim();
  if (name) return name;
  return account.email.split("@")[0] ?? account.email;
}
