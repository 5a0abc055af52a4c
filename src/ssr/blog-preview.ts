import type { Context } from "hono";
import { readSessionCookie } from "../api/auth/session-cookie";
import { findPostBySlug } from "../api/blog/blog.service";
import { isPreviewTokenFor, PREVIEW_HEADER, PREVIEW_PARAM } from "../api/blog/preview-links";
import type { AppEnv } from "../http/app-env";
import { readsAsStaff } from "../middleware/require-role";
import { sessionUser } from "../middleware/session";

const ARTICLE_PATH = /^\/blog\/([^/]+)$/;

/**
 * The blog's staff (Amministratore, Editor, with any required second factor), and holders of a valid preview link, open an unpublished article at its own address
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
  if (sessionToken && readsAsStaff(sessionUser(db, sessionToken)?.user, "blog")) return { cookie: c.req.header("cookie") ?? "" };
  return null;
}
