import type { Context } from "hono";
import { draftSlugOf } from "./draft-slug";
import { readSessionCookie } from "../api/auth/session-cookie";
import { sessionUser } from "../api/auth/session.middleware";
import type { ArticleReader } from "../api/blog/blog-reads";
import type { AppEnv } from "../http/app-env";
import { readsAsStaff } from "../middleware/require-role";
import { findReferenceRowBySlug } from "../references/references.service";
import { translationBySlug } from "../references/reference-translations";

const REFERENCE_PATH = /^\/referenze\/([^/]+)$/;
const ENGLISH_REFERENCE_PATH = /^\/en\/references\/([^/]+)$/;

/**
 * Editor and Amministratore open a draft reference at its own address and see it as visitors will
 * ('Anteprima' in the editor); never cached. Null for everyone and everything else.
 */
export function referencePreviewView(c: Context<AppEnv>): ArticleReader | null {
  const italianSlug = draftSlugOf(c, REFERENCE_PATH);
  const englishSlug = italianSlug === null ? draftSlugOf(c, ENGLISH_REFERENCE_PATH) : null;
  if (italianSlug === null && englishSlug === null) return null;
  const sessionToken = readSessionCookie(c);
  if (!sessionToken) return null;
  const { db } = c.var.ctx;
  const draft = italianSlug !== null ? findReferenceRowBySlug(db, italianSlug) : translationBySlug(db, "en", englishSlug ?? "");
  if (!draft || draft.status === "published") return null;
  return readsAsStaff(sessionUser(db, sessionToken)?.user, "references") ? { seesDrafts: true } : null;
}
