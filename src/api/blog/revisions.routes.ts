import { Hono, type Context } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import type { RevisionDetail, RevisionSummary, StaffPostDetail } from "../../shared/blog";
import type { PendingAutosave } from "../../shared/schemas/post-answers";
import { autosaveSchema, blogMessages } from "../../shared/schemas/blog";
import { findPostById, isSlugTaken, updatePost } from "./blog.service";
import { imageInfo } from "./post-images";
import {
  autosave,
  discardAutosave,
  findRevision,
  listRevisions,
  pendingAutosave,
  recordRevision,
  revisionTranslatedFrom,
} from "./revisions";
import { staffDetailOf, translatedFromOnRestore, translatedFromOnSave } from "./post-translations";

function numberParam(c: Context<AppEnv>, name: string, message: string): number {
  const raw = c.req.param(name) ?? "";
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, message);
  return id;
}

function postOf(c: Context<AppEnv>) {
  const post = findPostById(c.var.ctx.db, numberParam(c, "id", blogMessages.notFound));
  if (!post) throw new HttpError(404, blogMessages.notFound);
  return post;
}

/** /api/blog/{id}/revisions and /autosave: the history of a post, its diffable texts, restore and autosave. */
export function revisionRoutes() {
  return new Hono<AppEnv>()
    .get("/:id/revisions", requireRole("blog"), (c) => {
      const post = postOf(c);
      return c.json<RevisionSummary[]>(listRevisions(c.var.ctx.db, post.id));
    })
    .get("/:id/revisions/:rev", requireRole("blog"), (c) => {
      const post = postOf(c);
      const revision = findRevision(c.var.ctx.db, post.id, numberParam(c, "rev", blogMessages.revisionNotFound));
      if (!revision) throw new HttpError(404, blogMessages.revisionNotFound);
      return c.json<RevisionDetail>(revision);
    })
    .post("/:id/revisions/:rev/restore", requireRole("blog"), (c) => {
      const { db } = c.var.ctx;
      const post = postOf(c);
      const revision = findRevision(db, post.id, numberParam(c, "rev", blogMessages.revisionNotFound));
      if (!revision) throw new HttpError(404, blogMessages.revisionNotFound);
      if (isSlugTaken(db, revision.slug, post.id)) throw new HttpError(409, blogMessages.slugTaken(revision.slug));
      const { title, slug, excerpt, content, tags, cover_image, article_images } = revision;
      const restored = updatePost(db, post.id, {
        title,
        slug,
        excerpt,
        content,
        tags,
        cover_image,
        article_images,
        ...translatedFromOnRestore(post, revisionTranslatedFrom(db, revision.id)),
      });
      if (!restored) throw new HttpError(404, blogMessages.notFound);
      recordRevision(db, post.id, restored, c.var.user?.id ?? null, "restore");
      c.var.ctx.changes.announce("blog");
      recordAudit(c, {
        event: "post.revision_restored",
        target: `articolo ${post.id}`,
        details: { title: restored.title, revision: revision.id, savedAt: revision.created_at },
      });
      return c.json<StaffPostDetail>(staffDetailOf(c, restored, (url) => imageInfo(c.var.ctx.config.uploadsDir, url)));
    })
    .put("/:id/autosave", requireRole("blog"), async (c) => {
      const post = postOf(c);
      const text = await readJson(c, autosaveSchema);
      const user = c.var.user;
      if (!user) throw new HttpError(401, blogMessages.notFound);
      return c.json<RevisionSummary>(
        autosave(c.var.ctx.db, post.id, user.id, text, translatedFromOnSave(c, post).translated_from ?? null),
      );
    })
    .delete("/:id/autosave", requireRole("blog"), (c) => {
      const post = postOf(c);
      if (c.var.user) discardAutosave(c.var.ctx.db, post.id, c.var.user.id);
      return c.json({ ok: true });
    })
    .get("/:id/autosave", requireRole("blog"), (c) => {
      const post = postOf(c);
      const user = c.var.user;
      const pending = user ? pendingAutosave(c.var.ctx.db, post.id, user.id, post.updated_at) : undefined;
      return c.json<PendingAutosave>({ autosave: pending ?? null });
    });
}
