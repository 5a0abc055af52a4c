import { Hono, type Context } from "hono";
import { recordAudit } from "../../audit/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { isStoredImageUrl, readImageUpload, storeImage } from "../../images";
import type { BlogImageAnswer, PreviewAnswer } from "../../shared/blog";
import { blogMessages, coverUrlSchema, parsePublishedText, postFieldsSchema, previewSchema } from "../../shared/schemas/blog";
import { firstIssueMessage } from "../../shared/schemas/validation";
import { slugify } from "../../shared/slug";
import {
  createPost,
  deletePost,
  findPostById,
  findPostBySlug,
  isSlugTaken,
  listPosts,
  toDetail,
  updatePost,
  withCoverInfo,
  type DescribeImage,
  type PostValues,
} from "./blog.service";
import { renderMarkdown } from "./markdown";
import { isFullForm, parseArticleImages, readPostForm, type PostForm } from "./post-form";
import { BLOG_FOLDER, imageInfo, releaseUnusedImages, resolveCover } from "./post-images";

function idOf(c: Context<AppEnv>): number {
  const raw = c.req.param("id") ?? "";
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, blogMessages.notFound);
  return id;
}

/** Decision 4: 'true'/'false' (or '1'/'0'); absent is undefined; anything else a 400. */
function publishedOf(form: PostForm): boolean | undefined {
  const value = form.fields.get("published");
  if (value === undefined) return undefined;
  const parsed = parsePublishedText(value);
  if (parsed === null) throw new HttpError(400, blogMessages.published);
  return parsed;
}

/** The editable fields of a full form, validated with the editor's rules; the slug is made from the title when empty. */
function fieldsOf(c: Context<AppEnv>, form: PostForm, exceptId?: number) {
  const title = form.fields.get("title") ?? "";
  const content = form.fields.get("content") ?? "";
  if (!title.trim() || !content.trim()) throw new HttpError(400, blogMessages.titleAndContentRequired);
  const parsed = postFieldsSchema.safeParse({
    title,
    content,
    slug: form.fields.get("slug") ?? "",
    excerpt: form.fields.get("excerpt") ?? "",
    tags: form.fields.get("tags") ?? "",
    article_images: parseArticleImages(form.fields.get("article_images")),
  });
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  requireStoredFiles(c, parsed.data.article_images);
  const slug = parsed.data.slug || slugify(parsed.data.title);
  if (!slug) throw new HttpError(400, blogMessages.slugEmpty);
  if (isSlugTaken(c.var.ctx.db, slug, exceptId)) throw new HttpError(409, blogMessages.slugTaken(slug));
  return { ...parsed.data, slug };
}

/** A picture of this site's uploads must still be there: a save never points a page at a missing file. */
function requireStoredFiles(c: Context<AppEnv>, urls: readonly string[]) {
  for (const url of urls) {
    if (isStoredImageUrl(url) && imageInfo(c.var.ctx.config.uploadsDir, url).width === null) {
      throw new HttpError(400, blogMessages.missingUpload);
    }
  }
}

/** A cover given as an address (the file case is handled by resolveCover). */
function coverAddressOf(c: Context<AppEnv>, form: PostForm): string | null | undefined {
  const value = form.fields.get("cover_image");
  if (value === undefined) return undefined;
  const parsed = coverUrlSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  if (parsed.data) requireStoredFiles(c, [parsed.data]);
  return parsed.data;
}

const describer =
  (c: Context<AppEnv>): DescribeImage =>
  (url) =>
    imageInfo(c.var.ctx.config.uploadsDir, url);

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
      const post = findPostBySlug(c.var.ctx.db, c.req.param("slug"));
      // Drafts exist only for staff: to anyone else they are not there at all.
      if (!post || (!post.published && !c.var.user)) throw new HttpError(404, blogMessages.notFound);
      return c.json(toDetail(post, describer(c)));
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
    .get("/:id", requireRole("blog"), (c) => {
      const post = findPostById(c.var.ctx.db, idOf(c));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      return c.json(toDetail(post, describer(c)));
    })
    .post("/", requireRole("blog"), async (c) => {
      const form = await readPostForm(c);
      const published = publishedOf(form) ?? false;
      const fields = fieldsOf(c, form);
      const { cover, stored } = await resolveCover(c, form, coverAddressOf(c, form));
      const values: PostValues = { ...fields, published, cover_image: cover ?? null };
      const post = commit(c, values.slug, stored, () => createPost(c.var.ctx.db, values));
      c.var.ctx.changes.announce("blog");
      recordAudit(c, { event: "post.created", target: `articolo ${post.id}`, details: { title: post.title, published } });
      return c.json(toDetail(post, describer(c)), 201);
    })
    .put("/:id", requireRole("blog"), async (c) => {
      const id = idOf(c);
      const { db } = c.var.ctx;
      const before = findPostById(db, id);
      if (!before) throw new HttpError(404, blogMessages.notFound);
      const form = await readPostForm(c);
      const published = publishedOf(form);
      let changes: Partial<PostValues>;
      let stored: string | null = null;
      if (isFullForm(form)) {
        // Decision 5: the full form replaces the editable fields; an absent cover or status stays.
        const fields = fieldsOf(c, form, id);
        const choice = await resolveCover(c, form, coverAddressOf(c, form));
        stored = choice.stored;
        changes = { ...fields };
        if (choice.cover !== undefined) changes.cover_image = choice.cover;
        if (published !== undefined) changes.published = published;
      } else {
        // Decision 5: only `published` is a partial update.
        if (published === undefined) throw new HttpError(400, blogMessages.titleAndContentRequired);
        changes = { published };
      }
      const post = commit(c, changes.slug ?? "", stored, () => updatePost(db, id, changes));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      releaseUnusedImages(c, [before.cover_image, ...before.article_images]);
      c.var.ctx.changes.announce("blog");
      const target = `articolo ${post.id}`;
      if (isFullForm(form)) recordAudit(c, { event: "post.updated", target, details: { title: post.title } });
      if (post.published !== before.published) {
        recordAudit(c, { event: post.published ? "post.published" : "post.unpublished", target, details: { title: post.title } });
      }
      return c.json(toDetail(post, describer(c)));
    })
    .delete("/:id", requireRole("blog"), (c) => {
      const post = deletePost(c.var.ctx.db, idOf(c));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      releaseUnusedImages(c, [post.cover_image, ...post.article_images]);
      c.var.ctx.changes.announce("blog");
      recordAudit(c, { event: "post.deleted", target: `articolo ${post.id}`, details: { title: post.title } });
      return c.json({ ok: true });
    });
}
