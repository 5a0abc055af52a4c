import { Hono, type Context } from "hono";
import { recordAudit } from "../../audit/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { readImageUpload, storeImage } from "../../images";
import type { BlogImageAnswer, PostDetail, PreviewAnswer, PreviewLinkAnswer, TagAnswer } from "../../shared/blog";
import { blogMessages, previewSchema } from "../../shared/schemas/blog";
import {
  createPost,
  deletePost,
  findPostById,
  findPostBySlug,
  listPosts,
  listStaffAuthors,
  toDetail,
  updatePost,
  withCoverInfo,
  type DescribeImage,
  type PostValues,
} from "./blog.service";
import { postsWithTag, relatedPosts } from "./blog-tags";
import { renderMarkdown } from "./markdown";
import { recordRevision, revisionUploadPaths } from "./revisions";
import { tagDescription } from "./blog-tag-admin";
import { revisionRoutes } from "./revisions.routes";
import { isFullForm, readPostForm, type PostForm } from "./post-form";
import { authorChangeOf, coverAddressOf, fieldsOf, seoOf, statusRequestOf } from "./post-input";
import { resolveStatus, type StatusOutcome } from "./post-schedule";
import { createPreviewLink, isPreviewTokenFor, PREVIEW_HEADER, PREVIEW_PARAM } from "./preview-links";
import { BLOG_FOLDER, imageInfo, releaseUnusedImages, resolveCover } from "./post-images";

function idOf(c: Context<AppEnv>): number {
  const raw = c.req.param("id") ?? "";
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, blogMessages.notFound);
  return id;
}

/** The state a save leaves the post in, or a 400 with the shared message. */
function statusOf(form: PostForm, before: StatusOutcome | null) {
  const outcome = resolveStatus(before, statusRequestOf(form), new Date());
  if (outcome === "scheduleDate" || outcome === "scheduleInPast") throw new HttpError(400, blogMessages[outcome]);
  return outcome;
}

/** A picture's size and renditions, with the alt text the media library has for it (shown where the place has none). */
const describer =
  (c: Context<AppEnv>): DescribeImage =>
  (url) => {
    const info = imageInfo(c.var.ctx.config.uploadsDir, url);
    const alt = c.var.ctx.media.altOf(url);
    return alt ? { ...info, alt } : info;
  };

/** SQLite refuses a second post with the same slug even when two saves race: still a 409. */
function isUniqueSlugError(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: posts\.slug/.test(`${error.message} ${String(error.cause ?? "")}`);
}

/** Runs the database write; a picture this save stored is removed again if it fails. */
function commit<T>(c: Context<AppEnv>, slug: string, storedImage: string | null, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (storedImage) releaseUnusedImages(c, [storedImage]);
    if (isUniqueSlugError(error)) throw new HttpError(409, blogMessages.slugTaken(slug));
    throw error;
  }
}

/**
 * /api/blog (spec §7): visitors read published posts; staff read everything and write. Every
 * write announces "blog", which drops the cached blog pages.
 */
export function blogRoutes() {
  return new Hono<AppEnv>()
    .get(
      "/",
      async (c, next) => {
        if (c.req.query("published") !== "true") return next();
        const describe = describer(c);
        return c.json(listPosts(c.var.ctx.db, { publishedOnly: true }).map((row) => withCoverInfo(row, describe)));
      },
      requireRole("blog"),
      (c) => {
        const describe = describer(c);
        return c.json(listPosts(c.var.ctx.db, { publishedOnly: false }).map((row) => withCoverInfo(row, describe)));
      },
    )
    .get("/slug/:slug", (c) => {
      const { db } = c.var.ctx;
      const post = findPostBySlug(db, c.req.param("slug"));
      // Drafts exist only for staff and for holders of a preview link: to anyone else they are not there at all.
      const token = c.req.header(PREVIEW_HEADER) ?? c.req.query(PREVIEW_PARAM) ?? "";
      if (!post || (!post.published && !c.var.user && !isPreviewTokenFor(db, token, post.id))) {
        throw new HttpError(404, blogMessages.notFound);
      }
      const describe = describer(c);
      const related = relatedPosts(db, post).map((row) => withCoverInfo(row, describe));
      return c.json<PostDetail>({ ...toDetail(post, describe), related });
    })
    .get("/tag/:tag", (c) => {
      const found = postsWithTag(c.var.ctx.db, c.req.param("tag"));
      if (!found) throw new HttpError(404, blogMessages.tagNotFound);
      const describe = describer(c);
      return c.json<TagAnswer>({
        tag: found.tag,
        slug: found.slug,
        description: tagDescription(c.var.ctx.db, found.slug),
        posts: found.posts.map((row) => withCoverInfo(row, describe)),
      });
    })
    .post("/:id/preview-link", requireRole("blog"), (c) => {
      const { db } = c.var.ctx;
      const post = findPostById(db, idOf(c));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      const link = createPreviewLink(db, post.id, c.var.user?.id ?? null);
      const path = `/blog/${post.slug}?${PREVIEW_PARAM}=${link.token}`;
      return c.json<PreviewLinkAnswer>({ path, expires_at: link.expires_at }, 201);
    })
    .post("/preview", requireRole("blog"), async (c) => {
      const { content } = await readJson(c, previewSchema);
      return c.json<PreviewAnswer>({ html: renderMarkdown(content) });
    })
    .post("/upload-image", requireRole("blog"), async (c) => {
      const { bytes } = await readImageUpload(c, "image");
      const stored = await storeImage(c.var.ctx.config, bytes, BLOG_FOLDER);
      return c.json<BlogImageAnswer>({ imageUrl: stored.url, width: stored.width, height: stored.height }, 201);
    })
    .get("/authors", requireRole("blog"), (c) => c.json(listStaffAuthors(c.var.ctx.db)))
    .route("/", revisionRoutes())
    .get("/:id", requireRole("blog"), (c) => {
      const post = findPostById(c.var.ctx.db, idOf(c));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      return c.json(toDetail(post, describer(c)));
    })
    .post("/", requireRole("blog"), async (c) => {
      const form = await readPostForm(c);
      const state = statusOf(form, null) ?? { status: "draft", published: false, published_at: null };
      const fields = fieldsOf(c, form);
      const seo = seoOf(c, form);
      const { cover, stored } = await resolveCover(c, form, coverAddressOf(c, form));
      const values: PostValues = {
        seo_title: "",
        meta_description: "",
        social_image: null,
        canonical_url: "",
        noindex: false,
        ...fields,
        ...seo,
        ...state,
        author_id: authorChangeOf(c, form, c.var.user?.id ?? null) ?? c.var.user?.id ?? null,
        cover_image: cover ?? null,
      };
      const post = commit(c, values.slug, stored, () => createPost(c.var.ctx.db, values));
      recordRevision(c.var.ctx.db, post.id, post, c.var.user?.id ?? null, "save");
      c.var.ctx.changes.announce("blog");
      recordAudit(c, {
        event: "post.created",
        target: `articolo ${post.id}`,
        details: { title: post.title, published: post.published },
      });
      return c.json(toDetail(post, describer(c)), 201);
    })
    .put("/:id", requireRole("blog"), async (c) => {
      const id = idOf(c);
      const { db } = c.var.ctx;
      const before = findPostById(db, id);
      if (!before) throw new HttpError(404, blogMessages.notFound);
      const form = await readPostForm(c);
      const state = statusOf(form, before);
      const seo = seoOf(c, form);
      const author = authorChangeOf(c, form, before.author_id);
      let changes: Partial<PostValues> = { ...seo, ...state };
      if (author !== undefined) changes.author_id = author;
      let stored: string | null = null;
      if (isFullForm(form)) {
        // Decision 5: the full form replaces the editable fields; an absent cover or status stays.
        const fields = fieldsOf(c, form, id);
        const choice = await resolveCover(c, form, coverAddressOf(c, form));
        stored = choice.stored;
        changes = { ...changes, ...fields };
        if (choice.cover !== undefined) changes.cover_image = choice.cover;
      } else if (Object.keys(changes).length === 0) {
        // Decision 5: `published` alone (or the state, search or author fields) is a partial update.
        throw new HttpError(400, blogMessages.titleAndContentRequired);
      }
      const post = commit(c, changes.slug ?? "", stored, () => updatePost(db, id, changes));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      if (isFullForm(form)) recordRevision(db, id, post, c.var.user?.id ?? null, "save");
      releaseUnusedImages(c, [before.cover_image, before.social_image, ...before.article_images]);
      c.var.ctx.changes.announce("blog");
      const target = `articolo ${post.id}`;
      if (isFullForm(form)) recordAudit(c, { event: "post.updated", target, details: { title: post.title } });
      if (post.published !== before.published) {
        recordAudit(c, { event: post.published ? "post.published" : "post.unpublished", target, details: { title: post.title } });
      }
      return c.json(toDetail(post, describer(c)));
    })
    .delete("/:id", requireRole("blog"), (c) => {
      const id = idOf(c);
      // The post's revisions go with it: the pictures only they showed go too.
      const fromRevisions = revisionUploadPaths(c.var.ctx.db, id);
      const post = deletePost(c.var.ctx.db, id);
      if (!post) throw new HttpError(404, blogMessages.notFound);
      releaseUnusedImages(c, [post.cover_image, post.social_image, ...post.article_images, ...fromRevisions]);
      c.var.ctx.changes.announce("blog");
      recordAudit(c, { event: "post.deleted", target: `articolo ${post.id}`, details: { title: post.title } });
      return c.json({ ok: true });
    });
}
