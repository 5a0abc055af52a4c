import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { galleryImages, posts, type Post } from "../../db/schema";
import type { ImageInfo, PostDetail, PostSummary } from "../../shared/blog";
import { CHARACTERS_PER_MINUTE, readingTime } from "../../shared/reading-time";
import { renderMarkdown } from "./markdown";

/** What the answers add about pictures (sizes and renditions), read from the stored files. */
export type DescribeImage = (url: string) => ImageInfo;

/** A list row before its cover is described. */
export type PostRow = Omit<PostSummary, "cover_image_info">;

/** The editable fields of a post, as the editor sends them once validated. */
export interface PostValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  tags: string;
  published: boolean;
  cover_image: string | null;
  article_images: string[];
}

const summaryColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  excerpt: posts.excerpt,
  tags: posts.tags,
  published: posts.published,
  cover_image: posts.cover_image,
  article_images: posts.article_images,
  created_at: posts.created_at,
  updated_at: posts.updated_at,
  // SQLite's length() of a text counts characters, as readingTime() does.
  reading_time: sql<number>`(length(${posts.content}) + ${CHARACTERS_PER_MINUTE - 1}) / ${CHARACTERS_PER_MINUTE}`,
};

/** Newest first (spec §2); published only unless asked for every post (staff). */
export function listPosts(db: Db, options: { publishedOnly: boolean }): PostRow[] {
  return db
    .select(summaryColumns)
    .from(posts)
    .where(options.publishedOnly ? eq(posts.published, true) : undefined)
    .orderBy(desc(posts.created_at), desc(posts.id))
    .all();
}

export function findPostBySlug(db: Db, slug: string): Post | undefined {
  return db.select().from(posts).where(eq(posts.slug, slug)).get();
}

export function findPostById(db: Db, id: number): Post | undefined {
  return db.select().from(posts).where(eq(posts.id, id)).get();
}

/** True when another post (not `exceptId`) already uses the slug. */
export function isSlugTaken(db: Db, slug: string, exceptId?: number): boolean {
  const condition = exceptId === undefined ? eq(posts.slug, slug) : and(eq(posts.slug, slug), ne(posts.id, exceptId));
  return db.select({ id: posts.id }).from(posts).where(condition).get() !== undefined;
}

export function createPost(db: Db, values: PostValues): Post {
  const now = new Date().toISOString();
  return db
    .insert(posts)
    .values({ ...values, created_at: now, updated_at: now })
    .returning()
    .get();
}

/** Replaces the editable fields (or only those given); created_at is kept, updated_at moves. */
export function updatePost(db: Db, id: number, values: Partial<PostValues>): Post | undefined {
  return db
    .update(posts)
    .set({ ...values, updated_at: new Date().toISOString() })
    .where(eq(posts.id, id))
    .returning()
    .get();
}

export function deletePost(db: Db, id: number): Post | undefined {
  return db.delete(posts).where(eq(posts.id, id)).returning().get();
}

/** Published posts for the sitemap and the feed, newest first. */
export function publishedPosts(db: Db, limit?: number): Post[] {
  const query = db.select().from(posts).where(eq(posts.published, true)).orderBy(desc(posts.created_at), desc(posts.id));
  return (limit === undefined ? query : query.limit(limit)).all();
}

/** True while a post (cover, extra pictures or text) or a gallery still shows the picture at `url`. */
export function isImageUsed(db: Db, url: string): boolean {
  const post = db
    .select({ id: posts.id })
    .from(posts)
    .where(
      or(eq(posts.cover_image, url), sql`instr(${posts.article_images}, ${url}) > 0`, sql`instr(${posts.content}, ${url}) > 0`),
    )
    .limit(1)
    .get();
  if (post) return true;
  return (
    db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.image_url, url)).limit(1).get() !== undefined
  );
}

export function withCoverInfo(row: PostRow, describe: DescribeImage): PostSummary {
  return { ...row, cover_image_info: row.cover_image ? describe(row.cover_image) : null };
}

/** The same post as a list answers it. */
function toSummary(post: Post, describe: DescribeImage): PostSummary {
  const { content, ...rest } = post;
  return withCoverInfo({ ...rest, reading_time: readingTime(content) }, describe);
}

/** The post with its body, the sanitized HTML visitors see and its pictures described. */
export function toDetail(post: Post, describe: DescribeImage): PostDetail {
  return {
    ...toSummary(post, describe),
    content: post.content,
    content_html: renderMarkdown(post.content),
    article_images_info: post.article_images.map(describe),
  };
}
