import { Hono, type Context } from "hono";
import { recordAudit } from "../../http/audit-request";
import { binPost } from "../../recycle-bin/recycle-bin.service";
import { deletedBy } from "../../http/deleted-by";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { readsAsStaff, requireRole } from "../../middleware/require-role";
import { readImageUpload, storeImage } from "../../images";
import {
  articlePath,
  type BlogImageAnswer,
  type PostDetail,
  type PreviewAnswer,
  type PreviewLinkAnswer,
  staffDisplayName,
  type TagAnswer,
} from "../../shared/blog";
import { EDIT_VERSION_FIELD, type EditConflictAnswer, editConflictMessage } from "../../shared/edit-conflict";
import { blogMessages, previewSchema } from "../../shared/schemas/blog";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "../../shared/languages";
import { translationMessages } from "../../shared/post-translations";
import { translationRequestSchema } from "../../shared/schemas/post-translation";
import {
  createPost,
  findPostById,
  listStaffAuthors,
  toDetail,
  updatePost,
  type DescribeImage,
  type PostValues,
} from "./blog.service";
import { type ArticleReader, blogReads, imageDescriber } from "./blog-reads";
import { renderMarkdown } from "./markdown";
import { recordRevision } from "./revisions";
import { revisionRoutes } from "./revisions.routes";
import { isFullForm, readPostForm, type PostForm } from "./post-form";
import { authorChangeOf, coverAddressOf, fieldsOf, seoOf, statusRequestOf } from "./post-input";
import { resolveStatus, type StatusOutcome } from "./post-schedule";
import { createPreviewLink, PREVIEW_HEADER, PREVIEW_PARAM } from "./preview-links";
import { BLOG_FOLDER, releaseUnusedImages, resolveCover } from "./post-images";
import { imageTextsOf, keepImageTexts, requireArticleTexts } from "./post-image-texts";
import { createTranslation, staffDetailOf, translatedFromOnSave } from "./post-translations";

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

const describer = (c: Context<AppEnv>): DescribeImage =>
  imageDescriber(c.var.ctx.config.uploadsDir, (url) => c.var.ctx.media.textOf(url));

const readsOf = (c: Context<AppEnv>) => blogReads(c.var.ctx.db, describer(c));

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

/** The language a new article is written in: Italian unless the form names another. */
function languageOf(form: PostForm): LanguageCode {
  const value = form.fields.get("language")?.trim() || "it";
  if (!isLanguageCode(value)) throw new HttpError(400, translationMessages.language);
  return value;
}

/** The language a public read asks for (`?language=en`): Italian unless it names another of the site's. */
function readLanguage(c: Context<AppEnv>): LanguageCode {
  const value = c.req.query("language") ?? DEFAULT_LANGUAGE;
  if (!isLanguageCode(value)) throw new HttpError(400, translationMessages.language);
  return value;
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
        return c.json(readsOf(c).published(readLanguage(c)));
      },
      requireRole("blog"),
      (c) => c.json(readsOf(c).all()),
    )
    .get("/slug/:slug", (c) => {
      // Drafts exist only for the blog's staff and for holders of a preview link: to anyone else
      // (a Commerciale, a session that still owes its second factor) they are not there at all.
      const reader: ArticleReader = {
        seesDrafts: readsAsStaff(c.var.user, "blog"),
        previewToken: c.req.header(PREVIEW_HEADER) ?? c.req.query(PREVIEW_PARAM),
      };
      const post = readsOf(c).bySlug(c.req.param("slug"), reader, readLanguage(c));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      return c.json<PostDetail>(post);
    })
    .get("/tag/:tag", (c) => {
      const answer = readsOf(c).byTag(c.req.param("tag"), readLanguage(c));
      if (!answer) throw new HttpError(404, blogMessages.tagNotFound);
      return c.json<TagAnswer>(answer);
    })
    .post("/:id/preview-link", requireRole("blog"), (c) => {
      const { db } = c.var.ctx;
      const post = findPostById(db, idOf(c));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      const link = createPreviewLink(db, post.id, c.var.user?.id ?? null);
      const path = `${articlePath(post.slug, post.language)}?${PREVIEW_PARAM}=${link.token}`;
      recordAudit(c, {
        event: "post.preview_link_created",
        target: `articolo ${post.id}`,
        details: { title: post.title, expires_at: link.expires_at },
      });
      return c.json<PreviewLinkAnswer>({ path, expires_at: link.expires_at }, 201);
    })
    .post("/preview", requireRole("blog"), async (c) => {
      const { content } = await readJson(c, previewSchema);
      return c.json<PreviewAnswer>({ html: renderMarkdown(content) });
    })
    .post("/upload-image", requireRole("blog"), async (c) => {
      const { bytes } = await readImageUpload(c.req.raw, "image");
      const stored = await storeImage(c.var.ctx.config, bytes, BLOG_FOLDER);
      return c.json<BlogImageAnswer>({ imageUrl: stored.url, width: stored.width, height: stored.height }, 201);
    })
    .get("/authors", requireRole("blog"), (c) => c.json(listStaffAuthors(c.var.ctx.db)))
    .route("/", revisionRoutes())
    .get("/:id", requireRole("blog"), (c) => {
      const post = findPostById(c.var.ctx.db, idOf(c));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      return c.json(staffDetailOf(c, post, describer(c)));
    })
    .post("/:id/translations", requireRole("blog"), async (c) => {
      const original = findPostById(c.var.ctx.db, idOf(c));
      if (!original) throw new HttpError(404, blogMessages.notFound);
      const { language } = await readJson(c, translationRequestSchema);
      const post = createTranslation(c, original, language);
      recordRevision(c.var.ctx.db, post.id, post, c.var.user?.id ?? null, "save");
      recordAudit(c, {
        event: "post.translation_created",
        target: `articolo ${post.id}`,
        details: { title: post.title },
      });
      return c.json(staffDetailOf(c, post, describer(c)), 201);
    })
    .post("/", requireRole("blog"), async (c) => {
      const form = await readPostForm(c);
      const state = statusOf(form, null) ?? { status: "draft", published: false, published_at: null };
      const language = languageOf(form);
      const fields = fieldsOf(c, form, undefined, language);
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
        language,
        author_id: authorChangeOf(c, form, c.var.user?.id ?? null) ?? c.var.user?.id ?? null,
        cover_image: cover ?? null,
        updated_by: c.var.user ? staffDisplayName(c.var.user) : null,
      };
      const texts = imageTextsOf(form.fields);
      const post = commit(c, values.slug, stored, () => {
        if (texts && keepImageTexts(c, texts, values)) c.var.ctx.changes.announce("all");
        // Public or on its way there from the editor (which sends the texts): every picture described or decorative.
        if (texts !== null && values.status !== "draft") requireArticleTexts(c, values);
        return createPost(c.var.ctx.db, values);
      });
      recordRevision(c.var.ctx.db, post.id, post, c.var.user?.id ?? null, "save");
      c.var.ctx.changes.announce("blog");
      recordAudit(c, {
        event: "post.created",
        target: `articolo ${post.id}`,
        details: { title: post.title, published: post.published },
      });
      return c.json(staffDetailOf(c, post, describer(c)), 201);
    })
    .put("/:id", requireRole("blog"), async (c) => {
      const id = idOf(c);
      const { db } = c.var.ctx;
      const before = findPostById(db, id);
      if (!before) throw new HttpError(404, blogMessages.notFound);
      const form = await readPostForm(c);
      const version = form.fields.get(EDIT_VERSION_FIELD);
      if (version !== undefined && version !== before.updated_at) {
        const changedBy = before.updated_by ?? before.author?.name ?? "";
        return c.json<EditConflictAnswer<PostDetail>>(
          {
            message: editConflictMessage("articolo", changedBy, before.updated_at),
            conflict: {
              changedBy,
              changedAt: before.updated_at,
              theirs: toDetail(before, describer(c)),
              version: before.updated_at,
            },
          },
          409,
        );
      }
      const state = statusOf(form, before);
      const seo = seoOf(c, form);
      const author = authorChangeOf(c, form, before.author_id);
      let changes: Partial<PostValues> = { ...seo, ...state };
      const editor = c.var.user ? staffDisplayName(c.var.user) : null;
      if (author !== undefined) changes.author_id = author;
      let stored: string | null = null;
      if (isFullForm(form)) {
        // Decision 5: the full form replaces the editable fields; an absent cover or status stays.
        const fields = fieldsOf(c, form, id, before.language);
        const choice = await resolveCover(c, form, coverAddressOf(c, form));
        stored = choice.stored;
        changes = { ...changes, ...fields, ...translatedFromOnSave(c, before) };
        if (choice.cover !== undefined) changes.cover_image = choice.cover;
      } else if (Object.keys(changes).length === 0) {
        // Decision 5: `published` alone (or the state, search or author fields) is a partial update.
        throw new HttpError(400, blogMessages.titleAndContentRequired);
      }
      const texts = imageTextsOf(form.fields);
      const post = commit(c, changes.slug ?? "", stored, () => {
        const after = { ...before, ...changes };
        if (texts && keepImageTexts(c, texts, after)) c.var.ctx.changes.announce("all");
        // Public or on its way there from the editor (which sends the texts): every picture described or decorative.
        if (texts !== null && after.status !== "draft") requireArticleTexts(c, after);
        return updatePost(db, id, { ...changes, updated_by: editor });
      });
      if (!post) throw new HttpError(404, blogMessages.notFound);
      if (isFullForm(form)) recordRevision(db, id, post, c.var.user?.id ?? null, "save");
      releaseUnusedImages(c, [before.cover_image, before.social_image, ...before.article_images]);
      c.var.ctx.changes.announce("blog");
      const target = `articolo ${post.id}`;
      if (isFullForm(form)) recordAudit(c, { event: "post.updated", target, details: { title: post.title } });
      else {
        // A partial save of the search fields or the author is an edit too.
        const fields = (Object.keys(changes) as (keyof PostValues)[]).filter(
          (key) =>
            !["status", "published", "published_at"].includes(key) && JSON.stringify(before[key]) !== JSON.stringify(post[key]),
        );
        if (fields.length > 0) recordAudit(c, { event: "post.seo_changed", target, details: { title: post.title, fields } });
      }
      if (post.published !== before.published) {
        recordAudit(c, { event: post.published ? "post.published" : "post.unpublished", target, details: { title: post.title } });
      }
      return c.json(staffDetailOf(c, post, describer(c)));
    })
    .delete("/:id", requireRole("blog"), (c) => {
      const id = idOf(c);
      // Into the bin, with its revisions and pictures, for 30 days.
      const post = binPost(c.var.ctx.db, id, deletedBy(c));
      if (!post) throw new HttpError(404, blogMessages.notFound);
      c.var.ctx.changes.announce("blog");
      recordAudit(c, { event: "post.deleted", target: `articolo ${post.id}`, details: { title: post.title } });
      return c.json({ ok: true });
    });
}
