import { and, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { galleryImages, postRedirects, posts, users, type Post } from "../../db/schema";
import {
  articlePath,
  staffDisplayName,
  type ImageInfo,
  type PostAuthor,
  type PostDetail,
  type PostSummary,
} from "../../shared/blog";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../shared/languages";
import { CHARACTERS_PER_MINUTE, readingTime } from "../../shared/reading-time";
import { fillMarkdownAlts } from "../../shared/alt-text";
import { renderMarkdown } from "./markdown";
import { isImageInRevisions } from "./revisions";

/** What the answers add about pictures (sizes and renditions), read from the stored files. */
export type DescribeImage = (url: string) => ImageInfo;

/** A list row before its cover is described. */
export type PostRow = Omit<PostSummary, "cover_image_info">;

/** The database or a transaction on it: reads work the same in both. */
type Reader = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A post as stored, with its author's name. */
export type PostWithAuthor = Post & { author: PostAuthor | null };

/** The editable fields of a post (the row without its id and times), as the editor sends them once validated. */
export type PostValues = Omit<
  Post,
  "id" | "created_at" | "updated_at" | "updated_by" | "language" | "translation_of" | "translated_from"
> &
  Partial<Pick<Post, "language" | "translation_of" | "translated_from">> & {
    /** Who saved it, as staff see them. */
    updated_by?: string | null;
  };

/** Newest first by the date visitors read (publication, else writing). */
const byPublicDate = [desc(sql`coalesce(${posts.published_at}, ${posts.created_at})`), desc(posts.id)];

/** The author as an answer carries it; the account's name, when it has one, comes from staffDisplayName. */
export function authorOf(id: number | null, email: string | null, name: string | null): PostAuthor | null {
  return id !== null && email !== null ? { id, name: staffDisplayName({ email, name }) } : null;
}

export const summaryColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  excerpt: posts.excerpt,
  tags: posts.tags,
  published: posts.published,
  status: posts.status,
  published_at: posts.published_at,
  cover_image: posts.cover_image,
  article_images: posts.article_images,
  author_id: posts.author_id,
  author_email: users.email,
  author_name: users.name,
  created_at: posts.created_at,
  updated_at: posts.updated_at,
  language: posts.language,
  translation_of: posts.translation_of,
  // SQLite's length() of a text counts characters, as readingTime() does.
  reading_time: sql<number>`(length(${posts.content}) + ${CHARACTERS_PER_MINUTE - 1}) / ${CHARACTERS_PER_MINUTE}`,
};

const summaries = (db: Db, condition?: SQL) =>
  db
    .select(summaryColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.author_id))
    .where(condition)
    .orderBy(...byPublicDate);

/**
 * The author's e-mail and name, each looked up by the account's id. Joined instead, the staff
 * table of a site with a few accounts is scanned for every post read (SQLite's statistics make
 * a scan of one row look cheaper than a lookup), costing an article's page more than its own row.
 */
const authorById = {
  author_email: sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${posts.author_id})`,
  author_name: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${posts.author_id})`,
};

const postQuery = (db: Reader, condition: ReturnType<typeof eq>) =>
  db
    .select({ post: posts, ...authorById })
    .from(posts)
    .where(condition);

/**
 * The reads every uncached article page makes, prepared once per database: building the SQL and
 * preparing the statement each time cost more than running it.
 */
function preparedReads(db: Db) {
  return {
    published: summaries(db, and(eq(posts.language, sql.placeholder("language")), eq(posts.published, true))).prepare(),
    everyPost: summaries(db).prepare(),
    bySlug: db
      .select({ post: posts, ...authorById })
      .from(posts)
      .where(and(eq(posts.slug, sql.placeholder("slug")), eq(posts.language, sql.placeholder("language"))))
      .prepare(),
    summaryById: db
      .select({ ...summaryColumns, ...authorById })
      .from(posts)
      .where(eq(posts.id, sql.placeholder("id")))
      .prepare(),
    publishedTags: db
      .select({ id: posts.id, tags: posts.tags, updated_at: posts.updated_at })
      .from(posts)
      .where(and(eq(posts.language, sql.placeholder("language")), eq(posts.published, true)))
      .orderBy(...byPublicDate)
      .prepare(),
  };
}
const reads = perDatabase(preparedReads);

/** Newest first (spec §2); one language's published posts, unless asked for every post (staff). */
export function listPosts(db: Db, options: { publishedOnly: boolean; language?: LanguageCode }): PostRow[] {
  const rows = options.publishedOnly
    ? reads(db).published.all({ language: options.language ?? DEFAULT_LANGUAGE })
    : reads(db).everyPost.all();
  return rows.map(({ author_id, author_email, author_name, ...row }) => ({
    ...row,
    author: authorOf(author_id, author_email, author_name),
  }));
}

/** The tags of every published post in a language, newest first: what choosing among the posts by tag reads of each. */
export function publishedPostTags(
  db: Db,
  language: LanguageCode = DEFAULT_LANGUAGE,
): { id: number; tags: string; updated_at: string }[] {
  return reads(db).publishedTags.all({ language });
}

/**
 * The list rows of the published posts `ids` names, in that order. Each is looked up by its id, one
 * statement per post: with a list of ids, or a filter on `published`, SQLite may walk an index of
 * every post instead (it does while its statistics date from a smaller blog).
 */
export function publishedPostsAmong(db: Db, ids: number[], language: LanguageCode = DEFAULT_LANGUAGE): PostRow[] {
  const statement = reads(db).summaryById;
  return ids.flatMap((id) => {
    const found = statement.get({ id });
    if (!found?.published || found.language !== language) return [];
    const { author_id, author_email, author_name, ...row } = found;
    return [{ ...row, author: authorOf(author_id, author_email, author_name) }];
  });
}

type PostAndAuthor = { post: Post; author_email: string | null; author_name: string | null };
const withAuthor = (row: PostAndAuthor | undefined): PostWithAuthor | undefined =>
  row ? { ...row.post, author: authorOf(row.post.author_id, row.author_email, row.author_name) } : undefined;

function findPost(db: Reader, condition: ReturnType<typeof eq>): PostWithAuthor | undefined {
  return withAuthor(postQuery(db, condition).get());
}

/** The article at /blog/<slug> (or its address in another language): a post of another language is not there. */
export function findPostBySlug(db: Db, slug: string, language: LanguageCode = DEFAULT_LANGUAGE): PostWithAuthor | undefined {
  return withAuthor(reads(db).bySlug.get({ slug, language }));
}

export function findPostById(db: Reader, id: number): PostWithAuthor | undefined {
  return findPost(db, eq(posts.id, id));
}

/** The language of another post (not `exceptId`) that already uses the slug, or undefined when it is free. */
export function slugTakenBy(db: Db, slug: string, exceptId?: number): LanguageCode | undefined {
  const condition = exceptId === undefined ? eq(posts.slug, slug) : and(eq(posts.slug, slug), ne(posts.id, exceptId));
  return db.select({ language: posts.language }).from(posts).where(condition).get()?.language;
}

/** True when another post (not `exceptId`) already uses the slug. */
export function isSlugTaken(db: Db, slug: string, exceptId?: number): boolean {
  return slugTakenBy(db, slug, exceptId) !== undefined;
}

export function createPost(db: Db, values: PostValues): PostWithAuthor {
  const now = new Date().toISOString();
  return db.transaction((tx) => {
    const post = tx
      .insert(posts)
      .values({ ...values, created_at: now, updated_at: now })
      .returning()
      .get();
    // A live article now owns this address: an old one pointing elsewhere gives way.
    tx.delete(postRedirects)
      .where(eq(postRedirects.path, articlePath(post.slug, post.language)))
      .run();
    return findPostById(tx, post.id) as PostWithAuthor;
  });
}

/**
 * Replaces the editable fields (or only those given); created_at is kept, updated_at moves. When
 * a published post changes slug, its old address is kept as a redirect to it.
 */
export function updatePost(db: Db, id: number, values: Partial<PostValues>): PostWithAuthor | undefined {
  return db.transaction((tx) => {
    const before = tx
      .select({ slug: posts.slug, status: posts.status, language: posts.language })
      .from(posts)
      .where(eq(posts.id, id))
      .get();
    if (!before) return undefined;
    tx.update(posts)
      .set({ ...values, updated_at: new Date().toISOString() })
      .where(eq(posts.id, id))
      .run();
    if (values.slug !== undefined && values.slug !== before.slug) {
      tx.delete(postRedirects)
        .where(eq(postRedirects.path, articlePath(values.slug, before.language)))
        .run();
      if (before.status === "published") {
        tx.insert(postRedirects)
          .values({ path: articlePath(before.slug, before.language), post_id: id })
          .onConflictDoUpdate({ target: postRedirects.path, set: { post_id: id } })
          .run();
      }
    }
    return findPostById(tx, id);
  });
}

/** One language's published posts for the sitemap and the feed, newest first. */
export function publishedPosts(db: Db, limit?: number, language: LanguageCode = DEFAULT_LANGUAGE): PostWithAuthor[] {
  const query = db
    .select({ post: posts, author_email: users.email, author_name: users.name })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.author_id))
    .where(and(eq(posts.language, language), eq(posts.published, true)))
    .orderBy(...byPublicDate);
  return (limit === undefined ? query : query.limit(limit))
    .all()
    .map((row) => ({ ...row.post, author: authorOf(row.post.author_id, row.author_email, row.author_name) }));
}

/** True while a post (cover, extra pictures or text) or a gallery still shows the picture at `url`. */
export function isImageUsed(db: Db, url: string): boolean {
  const post = db
    .select({ id: posts.id })
    .from(posts)
    .where(
      or(
        eq(posts.cover_image, url),
        eq(posts.social_image, url),
        sql`instr(${posts.article_images}, ${url}) > 0`,
        sql`instr(${posts.content}, ${url}) > 0`,
      ),
    )
    .limit(1)
    .get();
  if (post || isImageInRevisions(db, url)) return true;
  return (
    db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.image_url, url)).limit(1).get() !== undefined
  );
}

export function withCoverInfo(row: PostRow, describe: DescribeImage): PostSummary {
  return { ...row, cover_image_info: row.cover_image ? describe(row.cover_image) : null } satisfies PostSummary;
}

/** The same post as a list answers it. */
function toSummary(post: PostWithAuthor, describe: DescribeImage): PostSummary {
  const {
    content,
    author_id: _authorId,
    // Who last saved it is for staff's eyes in the editor's history, not for a visitor's answer.
    updated_by: _updatedBy,
    seo_title: _seoTitle,
    meta_description: _metaDescription,
    social_image: _socialImage,
    canonical_url: _canonicalUrl,
    noindex: _noindex,
    translated_from: _translatedFrom,
    ...rest
  } = post;
  return withCoverInfo({ ...rest, reading_time: readingTime(content) }, describe) satisfies PostSummary;
}

/** The post with its body, the sanitized HTML visitors see and its pictures described. */
export function toDetail(post: PostWithAuthor, describe: DescribeImage): PostDetail {
  return {
    ...toSummary(post, describe),
    seo_title: post.seo_title,
    meta_description: post.meta_description,
    social_image: post.social_image,
    canonical_url: post.canonical_url,
    noindex: post.noindex,
    content: post.content,
    // A picture written `![]` in the text is described by the library's alt text.
    content_html: renderMarkdown(fillMarkdownAlts(post.content, (url) => describe(url).alt)),
    article_images_info: post.article_images.map(describe),
    social_image_info: post.social_image ? describe(post.social_image) : null,
  } satisfies PostDetail;
}

/** Every staff account that can sign an article, by name (the author picker of an Amministratore). */
export function listStaffAuthors(db: Db): PostAuthor[] {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .orderBy(users.email)
    .all()
    .map((row) => ({ id: row.id, name: staffDisplayName(row) }) satisfies PostAuthor)
    .sort((a, b) => a.name.localeCompare(b.name, "it"));
}
