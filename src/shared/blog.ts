import type { PostStatus } from "./blog-status";
import { slugify } from "./slug";

/** The blog's RSS 2.0 feed of published articles. */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** What a responsive <img> needs to know about one picture; width, height and srcset are unknown for an image added by address. */
export interface ImageInfo {
  url: string;
  width: number | null;
  height: number | null;
  /** "url 320w, url 640w, …" for a picture stored by this site, "" otherwise. */
  srcset: string;
  /** The alt text written for the picture in the media library, when there is one. */
  alt?: string;
  /** Marked as decoration in the library: shown with alt="". */
  decorative?: boolean;
}

/** A post as the lists of GET /api/blog answer it (no body). */
export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** Comma-separated, as the editor writes them. */
  tags: string;
  /** True only while the post is live: a scheduled post reads false until its time. */
  published: boolean;
  status: PostStatus;
  /** ISO-8601: when the post went live (or, scheduled, will go live); null for a draft never published. */
  published_at: string | null;
  cover_image: string | null;
  article_images: string[];
  /** The staff account that wrote it; null when that account no longer exists. */
  author: PostAuthor | null;
  created_at: string;
  updated_at: string;
  /** Minutes: ceil(characters of the content / 1000) (decision 7). */
  reading_time: number;
  /** The cover's size and renditions (null without a cover). */
  cover_image_info: ImageInfo | null;
}

/** Who wrote a post, as visitors read it. */
export interface PostAuthor {
  id: number;
  name: string;
}

/** The search and sharing fields of a post (empty: the title, excerpt, cover and own address are used). */
interface PostSeoFields {
  seo_title: string;
  meta_description: string;
  social_image: string | null;
  canonical_url: string;
  noindex: boolean;
}

/** One post with its body: the Markdown and the sanitized HTML visitors see. */
export interface PostDetail extends PostSummary, PostSeoFields {
  content: string;
  content_html: string;
  /** article_images with their sizes and renditions, in the same order. */
  article_images_info: ImageInfo[];
  /** The social image's size and alt text (null without one). */
  social_image_info: ImageInfo | null;
  /** Up to three published posts with the same tags (the public read by slug only). */
  related?: PostSummary[];
}

/** GET /api/blog/tag/{tag}: the published posts of one tag. */
export interface TagAnswer {
  /** The tag as written in its newest post. */
  tag: string;
  /** Its address: /blog/tag/{slug}. */
  slug: string;
  /** What staff wrote about it ('' when nothing). */
  description: string;
  posts: PostSummary[];
}

/** One revision in the editor's list: a save, a restore, or the editor's autosave. */
export interface RevisionSummary {
  id: number;
  kind: "save" | "autosave" | "restore";
  title: string;
  /** Who saved it (null once that account is gone). */
  author: string | null;
  user_id: number | null;
  created_at: string;
}

/** A revision with the text it kept. */
export interface RevisionDetail extends RevisionSummary {
  slug: string;
  excerpt: string;
  content: string;
  tags: string;
  cover_image: string | null;
  article_images: string[];
}

/** The address of a tag's page. */
export const tagPath = (tag: string) => `/blog/tag/${slugify(tag)}`;

/** POST /api/blog/preview: the HTML visitors would see for a Markdown text. */
export interface PreviewAnswer {
  html: string;
}

/** The query parameter of a shareable preview link: /blog/{slug}?anteprima={token}. */
export const PREVIEW_PARAM = "anteprima";

/** POST /api/blog/{id}/preview-link: a link that shows the post as visitors will see it, for 7 days. */
export interface PreviewLinkAnswer {
  /** /blog/{slug}?anteprima={token} */
  path: string;
  expires_at: string;
}

/** POST /api/blog/upload-image (spec §7: imageUrl), with the stored picture's size. */
export interface BlogImageAnswer {
  imageUrl: string;
  width: number;
  height: number;
}

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
