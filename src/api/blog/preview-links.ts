import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { postPreviewLinks } from "../../db/schema";

export { PREVIEW_PARAM } from "../../shared/blog";

/** A shareable preview link works this long. */
const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The header the server's own page render uses to pass the link's token to the API. */
export const PREVIEW_HEADER = "x-preview-token";

const hashOf = (token: string) => new Bun.CryptoHasher("sha256").update(token).digest("hex");

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Buffer.from(bytes).toString("base64url");
}

/** Makes a link for a colleague without an account; expired links are cleared on the way. */
export function createPreviewLink(db: Db, postId: number, userId: number | null, now = new Date()) {
  const token = newToken();
  const expires_at = new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS).toISOString();
  db.delete(postPreviewLinks).where(lte(postPreviewLinks.expires_at, now.toISOString())).run();
  db.insert(postPreviewLinks)
    .values({ token_hash: hashOf(token), post_id: postId, created_by: userId, expires_at })
    .run();
  return { token, expires_at };
}

/** True while `token` is an unexpired preview link of the post. */
export function isPreviewTokenFor(db: Db, token: string, postId: number, now = new Date()): boolean {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return false;
  return (
    db
      .select({ post_id: postPreviewLinks.post_id })
      .from(postPreviewLinks)
      .where(
        and(
          eq(postPreviewLinks.token_hash, hashOf(token)),
          eq(postPreviewLinks.post_id, postId),
          gt(postPreviewLinks.expires_at, now.toISOString()),
        ),
      )
      .get() !== undefined
  );
}
