import { slugify } from "./slug";

/** The blog's RSS 2.0 feed of published articles. */
export const BLOG_FEED_PATH = "/blog/rss.xml";

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

/** The address of a tag's page. */
export const tagPath = (tag: string) => `/blog/tag/${slugify(tag)}`;

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
