import { and, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { postRevisions, users, type PostRevision } from "../../db/schema";
import { staffDisplayName, type RevisionDetail, type RevisionSummary } from "../../shared/blog";

/** Saves kept per post (autosaves and the current text aside). */
export const REVISIONS_KEPT = 50;

/** What a revision holds of a post. */
export interface RevisionText {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  tags: string;
  cover_image: string | null;
  article_images: string[];
}

const textOf = (post: RevisionText): RevisionText => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.content,
  tags: post.tags,
  cover_image: post.cover_image,
  article_images: post.article_images,
});

/**
 * Keeps the text a save (or a restore) left, drops the saver's autosave it supersedes, and
 * keeps the newest REVISIONS_KEPT saves of the post.
 */
export function recordRevision(
  db: Db,
  postId: number,
  post: RevisionText & { translated_from?: Record<string, string> },
  userId: number | null,
  kind: "save" | "restore",
) {
  db.transaction((tx) => {
    tx.insert(postRevisions)
      .values({ post_id: postId, kind, user_id: userId, ...textOf(post), translated_from: post.translated_from ?? null })
      .run();
    if (userId !== null) {
      tx.delete(postRevisions)
        .where(and(eq(postRevisions.post_id, postId), eq(postRevisions.kind, "autosave"), eq(postRevisions.user_id, userId)))
        .run();
    }
    const kept = tx
      .select({ id: postRevisions.id })
      .from(postRevisions)
      .where(and(eq(postRevisions.post_id, postId), ne(postRevisions.kind, "autosave")))
      .orderBy(desc(postRevisions.id))
      .limit(REVISIONS_KEPT)
      .all()
      .map((row) => row.id);
    tx.delete(postRevisions)
      .where(and(eq(postRevisions.post_id, postId), ne(postRevisions.kind, "autosave"), notInArray(postRevisions.id, kept)))
      .run();
  });
}

/**
 * The open editor's text, every 30 s: one autosave per post and person, replaced each time. A translation's
 * autosave records the Italian it was being written beside (`translatedFrom`), as a save would.
 */
export function autosave(
  db: Db,
  postId: number,
  userId: number,
  text: RevisionText,
  translatedFrom: Record<string, string> | null = null,
): RevisionSummary {
  return db.transaction((tx) => {
    tx.delete(postRevisions)
      .where(and(eq(postRevisions.post_id, postId), eq(postRevisions.kind, "autosave"), eq(postRevisions.user_id, userId)))
      .run();
    const row = tx
      .insert(postRevisions)
      .values({ post_id: postId, kind: "autosave", user_id: userId, ...textOf(text), translated_from: translatedFrom })
      .returning()
      .get();
    const email = tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).get()?.email ?? null;
    return summaryOf(row, email);
  });
}

function summaryOf(row: PostRevision, email: string | null): RevisionSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    author: email ? staffDisplayName({ email }) : null,
    user_id: row.user_id,
    created_at: row.created_at,
  };
}

/** The person chose not to keep what the editor autosaved. */
export function discardAutosave(db: Db, postId: number, userId: number): void {
  db.delete(postRevisions)
    .where(and(eq(postRevisions.post_id, postId), eq(postRevisions.kind, "autosave"), eq(postRevisions.user_id, userId)))
    .run();
}

const withEmail = (db: Db) =>
  db
    .select({ revision: postRevisions, email: users.email })
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.user_id));

/** The revisions of a post, newest first (autosaves included, marked as such). */
export function listRevisions(db: Db, postId: number): RevisionSummary[] {
  return withEmail(db)
    .where(eq(postRevisions.post_id, postId))
    .orderBy(desc(postRevisions.id))
    .all()
    .map((row) => summaryOf(row.revision, row.email));
}

export function findRevision(db: Db, postId: number, revisionId: number): RevisionDetail | undefined {
  const row = withEmail(db)
    .where(and(eq(postRevisions.post_id, postId), eq(postRevisions.id, revisionId)))
    .get();
  return row ? { ...summaryOf(row.revision, row.email), ...textOf(row.revision) } : undefined;
}

/** The fingerprints of the Italian a translation's revision was written from; null when it recorded none. */
export function revisionTranslatedFrom(db: Db, revisionId: number): Record<string, string> | null {
  return (
    db.select({ translatedFrom: postRevisions.translated_from }).from(postRevisions).where(eq(postRevisions.id, revisionId)).get()
      ?.translatedFrom ?? null
  );
}

/** This person's autosave of the post, when it is newer than the post's last save. */
export function pendingAutosave(db: Db, postId: number, userId: number, savedAt: string): RevisionDetail | undefined {
  const row = withEmail(db)
    .where(
      and(
        eq(postRevisions.post_id, postId),
        eq(postRevisions.kind, "autosave"),
        eq(postRevisions.user_id, userId),
        sql`${postRevisions.created_at} > ${savedAt}`,
      ),
    )
    .get();
  return row ? { ...summaryOf(row.revision, row.email), ...textOf(row.revision) } : undefined;
}

const UPLOAD_IN_TEXT = /\/uploads\/[A-Za-z0-9/_.-]+/g;

/**
 * Every upload path an older revision (or an autosave) still shows, of every post or of one:
 * the cover, the extra pictures and the pictures in the text. A sweeper of unreferenced
 * uploads keeps these.
 */
export function revisionUploadPaths(db: Db, postId?: number): string[] {
  const paths = new Set<string>();
  for (const row of db
    .select({ cover: postRevisions.cover_image, images: postRevisions.article_images, content: postRevisions.content })
    .from(postRevisions)
    .where(postId === undefined ? undefined : eq(postRevisions.post_id, postId))
    .all()) {
    for (const url of [row.cover, ...row.images]) if (url?.startsWith("/uploads/")) paths.add(url);
    for (const match of row.content.matchAll(UPLOAD_IN_TEXT)) paths.add(match[0]);
  }
  return [...paths].sort();
}

/** True while a revision shows the picture at `url` (so deleting a post's picture waits for its revisions). */
export function isImageInRevisions(db: Db, url: string): boolean {
  return (
    db
      .select({ id: postRevisions.id })
      .from(postRevisions)
      .where(
        sql`${postRevisions.cover_image} = ${url} or instr(${postRevisions.article_images}, ${url}) > 0 or instr(${postRevisions.content}, ${url}) > 0`,
      )
      .limit(1)
      .get() !== undefined
  );
}
