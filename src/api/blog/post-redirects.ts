import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { postRedirects, posts } from "../../db/schema";
import { articlePath } from "../../shared/blog";

/** What an old article address answers: moved to the post's current address, or gone for good. */
export type OldAddress = { kind: "moved"; location: string } | { kind: "gone" };

/** Longest path kept as an old address. */
const MAX_PATH = 500;

/**
 * The lookup every would-be 404 makes, prepared once per database: building the query each time
 * cost a flood of unknown addresses more than running it.
 */
const prepareOldAddressLookup = (db: Db) =>
  db
    .select({ post_id: postRedirects.post_id, slug: posts.slug, published: posts.published, language: posts.language })
    .from(postRedirects)
    .leftJoin(posts, eq(posts.id, postRedirects.post_id))
    .where(eq(postRedirects.path, sql.placeholder("path")))
    .prepare();
const oldAddressLookup = perDatabase(prepareOldAddressLookup);

/**
 * The answer for a path that is no page: an old slug (or imported permalink) of a live post
 * moves to its current address in one hop, whatever the chain of renames; the address of a
 * deleted post is gone. Null when the path was never an article's, or its post is not public.
 */
export function resolveOldAddress(db: Db, path: string): OldAddress | null {
  if (path.length > MAX_PATH) return null;
  const row = oldAddressLookup(db).get({ path });
  if (!row) return null;
  if (row.post_id === null) return { kind: "gone" };
  if (!row.published || row.slug === null || row.language === null) return null;
  const location = articlePath(row.slug, row.language);
  return location === path ? null : { kind: "moved", location };
}

/** Keeps `path` as an old address of the post (an import's permalinks); a live post's own address is never shadowed. */
export function addOldAddress(db: Db, path: string, postId: number): void {
  db.insert(postRedirects)
    .values({ path, post_id: postId })
    .onConflictDoUpdate({ target: postRedirects.path, set: { post_id: postId } })
    .run();
}
