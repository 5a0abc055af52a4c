import type { Context } from "hono";
import { draftSlugOf } from "./draft-slug";
import { readSessionCookie } from "../api/auth/session-cookie";
import { findPostBySlug } from "../api/blog/blog.service";
import type { ArticleReader } from "../api/blog/blog-reads";
import { isPreviewTokenFor, PREVIEW_PARAM } from "../api/blog/preview-links";
import type { AppEnv } from "../http/app-env";
import { LANGUAGES } from "../shared/languages";
import { readsAsStaff } from "../middleware/require-role";
import { sessionUser } from "../api/auth/session.middleware";

/** An article's address in each language's blog: /blog/{slug}, /en/blog/{slug}. */
const ARTICLE_PATHS = LANGUAGES.map((language) => ({
  language: language.code,
  path: new RegExp(`^${language.prefix}/blog/([^/]+)$`),
}));

/**
 * The blog's staff (Amministratore, Editor, with any required second factor), and holders of a
 * valid preview link, open an unpublished article at its own address and see it as visitors will.
 * Returns who reads it (staff see drafts; a link's holder reads with its token, which the page's
 * address carries); null for everyone and everything else.
 */
export function blogPreviewView(c: Context<AppEnv>): ArticleReader | null {
  const article = ARTICLE_PATHS.map(({ language, path }) => ({ language, slug: draftSlugOf(c, path) })).find(
    ({ slug }) => slug !== null,
  );
  if (!article?.slug) return null;
  const token = c.req.query(PREVIEW_PARAM);
  const sessionToken = readSessionCookie(c);
  if (!token && !sessionToken) return null;
  const { db } = c.var.ctx;
  const post = findPostBySlug(db, article.slug, article.language);
  if (!post || post.published) return null;
  if (token && isPreviewTokenFor(db, token, post.id)) return { seesDrafts: false, previewToken: token };
  if (sessionToken && readsAsStaff(sessionUser(db, sessionToken)?.user, "blog")) return { seesDrafts: true };
  return null;
}
