/** The blog's RSS 2.0 feed of published articles. */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** What a responsive <img> needs to know about one picture; width, height and srcset are unknown for an image added by address. */
export interface ImageInfo {
  url: string;
  width: number | null;
  height: number | null;
  /** "url 320w, url 640w, …" for a picture stored by this site, "" otherwise. */
  srcset: string;
}

/** A post as the lists of GET /api/blog answer it (no body). */
export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** Comma-separated, as the editor writes them. */
  tags: string;
  published: boolean;
  cover_image: string | null;
  article_images: string[];
  created_at: string;
  updated_at: string;
  /** Minutes: ceil(characters of the content / 1000) (decision 7). */
  reading_time: number;
  /** The cover's size and renditions (null without a cover). */
  cover_image_info: ImageInfo | null;
}

/** One post with its body: the Markdown and the sanitized HTML visitors see. */
export interface PostDetail extends PostSummary {
  content: string;
  content_html: string;
  /** article_images with their sizes and renditions, in the same order. */
  article_images_info: ImageInfo[];
}

/** POST /api/blog/preview: the HTML visitors would see for a Markdown text. */
export interface PreviewAnswer {
  html: string;
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
