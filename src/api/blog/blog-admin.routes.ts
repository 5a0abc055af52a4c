import { inArray } from "drizzle-orm";
import { Hono } from "hono";
import { posts } from "../../db/schema";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { splitTags } from "../../shared/blog";
import {
  type BlogListPage,
  type BulkAnswer,
  blogBulkSchema,
  blogListQuerySchema,
  tagMergeSchema,
  tagMessages,
  tagUpdateSchema,
} from "../../shared/schemas/blog-admin";
import { slugify } from "../../shared/slug";
import { imageInfo } from "./post-images";
import { resolveStatus } from "./post-schedule";
import { listAdminPosts } from "./blog-admin-list";
import { missingArticleText } from "./post-image-texts";
import { binPost } from "../../recycle-bin/recycle-bin.service";
import { deletedBy } from "../../http/deleted-by";
import { findPostById, updatePost, withCoverInfo } from "./blog.service";
import { listTags, mergeTags, renameTag } from "./blog-tag-admin";

/** /api/blog/admin/…: the staff's list of articles (server side), bulk actions and the tags page. */
export function blogAdminRoutes() {
  return new Hono<AppEnv>()
    .get("/admin/list", requireRole("blog"), (c) => {
      const query = blogListQuerySchema.parse(c.req.query());
      const page = listAdminPosts(c.var.ctx.db, query);
      const describe = (url: string) => imageInfo(c.var.ctx.config.uploadsDir, url);
      // The text and social image are not in the list's rows: read for this page only, to flag pictures without alt text.
      const ids = page.items.map((row) => row.id);
      const extra = new Map(
        (ids.length === 0
          ? []
          : c.var.ctx.db
              .select({ id: posts.id, content: posts.content, social_image: posts.social_image })
              .from(posts)
              .where(inArray(posts.id, ids))
              .all()
        ).map((row) => [row.id, row]),
      );
      const items = page.items.map((row) => ({
        ...withCoverInfo(row, describe),
        missing_alt: missingArticleText(c, {
          ...row,
          content: extra.get(row.id)?.content ?? "",
          social_image: extra.get(row.id)?.social_image ?? null,
        }),
      }));
      return c.json<BlogListPage>({ ...page, items });
    })
    .post("/admin/bulk", requireRole("blog"), async (c) => {
      const bulk = await readJson(c, blogBulkSchema);
      const { db } = c.var.ctx;
      const now = new Date();
      let changed = 0;
      const missingAlt: string[] = [];
      for (const id of new Set(bulk.ids)) {
        const before = findPostById(db, id);
        if (!before) continue;
        const target = `articolo ${id}`;
        if (bulk.action === "delete") {
          // Into the bin, with its revisions and pictures, for 30 days.
          const post = binPost(db, id, deletedBy(c));
          if (!post) continue;
          recordAudit(c, { event: "post.deleted", target, details: { title: post.title } });
          changed++;
        } else if (bulk.action === "add-tag") {
          const tags = splitTags(`${before.tags},${bulk.tag}`).join(", ");
          if (splitTags(before.tags).some((t) => slugify(t) === slugify(bulk.tag))) continue;
          updatePost(db, id, { tags });
          recordAudit(c, { event: "post.updated", target, details: { title: before.title, tag: bulk.tag } });
          changed++;
        } else {
          const publish = bulk.action === "publish";
          if (before.published === publish && before.status !== "scheduled") continue;
          const state = resolveStatus(before, { published: publish }, now);
          if (!state || typeof state === "string") continue;
          // Public only with every picture described or marked decorative.
          if (publish && missingArticleText(c, before)) {
            missingAlt.push(before.title);
            continue;
          }
          updatePost(db, id, state);
          recordAudit(c, { event: publish ? "post.published" : "post.unpublished", target, details: { title: before.title } });
          changed++;
        }
      }
      if (changed > 0) c.var.ctx.changes.announce("blog");
      return c.json<BulkAnswer>(missingAlt.length > 0 ? { changed, missingAlt } : { changed });
    })
    .get("/admin/tags", requireRole("blog"), (c) => c.json(listTags(c.var.ctx.db)))
    .post("/admin/tags/merge", requireRole("blog"), async (c) => {
      const input = await readJson(c, tagMergeSchema);
      if (input.from.every((slug) => slugify(slug) === slugify(input.into))) throw new HttpError(400, tagMessages.mergeSame);
      const result = mergeTags(c.var.ctx.db, input.from, input.into);
      recordAudit(c, { event: "tag.merged", target: input.into, details: { from: input.from, posts: result.posts } });
      c.var.ctx.changes.announce("blog");
      return c.json(result);
    })
    .put("/admin/tags/:slug", requireRole("blog"), async (c) => {
      const slug = c.req.param("slug");
      const input = await readJson(c, tagUpdateSchema);
      const result = renameTag(c.var.ctx.db, slug, input);
      if (!result) throw new HttpError(404, tagMessages.notFound);
      recordAudit(c, { event: "tag.changed", target: slug, details: { name: input.name, posts: result.posts } });
      c.var.ctx.changes.announce("blog");
      return c.json(result);
    });
}
