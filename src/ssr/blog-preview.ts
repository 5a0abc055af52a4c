import type { Context } from "hono";
import { resolveSession } from "../api/auth/auth.service";
import { readSessionCookie } from "../api/auth/session-cookie";
import { findPostBySlug } from "../api/blog/blog.service";
import { isPreviewTokenFor, PREVIEW_HEADER, PREVIEW_PARAM } from "../api/blog/preview-links";
import type { AppEnv } from "../http/app-env";

const ARTICLE_PATH = /^\/blog\/([^/]+)$/;

/**
 * Staff, and holders of a valid preview link, open an unpublished article at its own address
 * and see it as visitors will. Returns the headers that let the page's API reads answer for
 * them (the session cookie or the link's token); null for everyone and everything else.
 */
export function blogPreviewView(c: Context<AppEnv>): Record<string, string> | null {
  const match = ARTICLE_PATH.exec(new URL(c.req.url).pathname);
  if (!match?.[1]) return null;
  const token = c.req.query(PREVIEW_PARAM);
  const sessionToken = readSessionCookie(c);
  if (!token && !sessionToken) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const { db } = c.var.ctx;
  const post = findPostBySlug(db, slug);
  if (!post || post.published) return null;
  if (token && isPreviewTokenFor(db, token, post.id)) return { [PREVIEW_HEADER]: token };
  if (sessionToken && resolveSession(db, sessionToken)) return { cookie: c.req.header("cookie") ?? "" };
  return null;
}
