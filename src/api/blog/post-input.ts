import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { isStoredImageUrl } from "../../images";
import { POST_STATUSES, romeLocalToIso, type PostStatus } from "../../shared/blog-status";
import { blogMessages, coverUrlSchema, parsePublishedText, postFieldsSchema, seoFieldsSchema } from "../../shared/schemas/blog";
import { firstIssueMessage } from "../../shared/schemas/validation";
import { slugify } from "../../shared/slug";
import type { LanguageCode } from "../../shared/languages";
import { postLanguageLabels } from "../../shared/post-translations";
import { slugTakenBy, type PostValues } from "./blog.service";
import { parseArticleImages, type PostForm } from "./post-form";
import { imageInfo } from "./post-images";
import type { StatusRequest } from "./post-schedule";

/** Decision 4: 'true'/'false' (or '1'/'0'); absent is undefined; anything else a 400. */
function publishedOf(form: PostForm): boolean | undefined {
  const value = form.fields.get("published");
  if (value === undefined) return undefined;
  const parsed = parsePublishedText(value);
  if (parsed === null) throw new HttpError(400, blogMessages.published);
  return parsed;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** published_at: an ISO-8601 instant, or a "YYYY-MM-DDTHH:mm" read as Italian time; '' says nothing. */
function instantOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const iso = INSTANT.test(text) ? new Date(text).toISOString() : romeLocalToIso(text);
  if (!iso || Number.isNaN(Date.parse(iso))) throw new HttpError(400, blogMessages.scheduleDate);
  return iso;
}

/** What the form asks about the post's state: `status` (draft/scheduled/published), `published`, `published_at`. */
export function statusRequestOf(form: PostForm): StatusRequest {
  const raw = form.fields.get("status")?.trim();
  if (raw !== undefined && raw !== "" && !POST_STATUSES.includes(raw as PostStatus)) {
    throw new HttpError(400, blogMessages.status);
  }
  return {
    status: raw ? (raw as PostStatus) : undefined,
    published: publishedOf(form),
    published_at: instantOf(form.fields.get("published_at")),
  };
}

/** A picture of this site's uploads must still be there: a save never points a page at a missing file. */
function requireStoredFiles(c: Context<AppEnv>, urls: readonly string[]) {
  for (const url of urls) {
    if (isStoredImageUrl(url) && imageInfo(c.var.ctx.config.uploadsDir, url).width === null) {
      throw new HttpError(400, blogMessages.missingUpload);
    }
  }
}

/** The editable fields of a full form, validated with the editor's rules; the slug is made from the title when empty. */
export function fieldsOf(c: Context<AppEnv>, form: PostForm, exceptId?: number, language: LanguageCode = "it") {
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
  const takenBy = slugTakenBy(c.var.ctx.db, slug, exceptId);
  if (takenBy !== undefined) {
    // One set of slugs for every language: say when the other article is in another language, where staff may not look.
    const message =
      takenBy === language
        ? blogMessages.slugTaken(slug)
        : blogMessages.slugTakenInLanguage(slug, postLanguageLabels[takenBy].toLowerCase());
    throw new HttpError(409, message);
  }
  return { ...parsed.data, slug };
}

type SeoValues = Pick<PostValues, "seo_title" | "meta_description" | "social_image" | "canonical_url" | "noindex">;

/** The search and sharing fields present in the form (each optional: an absent one stays as it is). */
export function seoOf(c: Context<AppEnv>, form: PostForm): Partial<SeoValues> {
  const names = ["seo_title", "meta_description", "social_image", "canonical_url"] as const;
  const given = names.filter((name) => form.fields.has(name));
  const result: Partial<SeoValues> = {};
  if (given.length > 0) {
    const parsed = seoFieldsSchema
      .pick({ seo_title: true, meta_description: true, social_image: true, canonical_url: true })
      .partial()
      .safeParse(Object.fromEntries(given.map((name) => [name, form.fields.get(name)])));
    if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
    Object.assign(result, parsed.data);
    if (parsed.data.social_image) requireStoredFiles(c, [parsed.data.social_image]);
  }
  const noindex = form.fields.get("noindex");
  if (noindex !== undefined) {
    const parsed = parsePublishedText(noindex);
    if (parsed === null) throw new HttpError(400, blogMessages.noindex);
    result.noindex = parsed;
  }
  return result;
}

/** author_id: another staff account, chosen by an Amministratore only; undefined when absent or unchanged. */
export function authorChangeOf(c: Context<AppEnv>, form: PostForm, current: number | null): number | undefined {
  const raw = form.fields.get("author_id")?.trim();
  if (raw === undefined || raw === "") return undefined;
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (id === current) return undefined;
  if (c.var.user?.role !== "amministratore") throw new HttpError(403, blogMessages.authorForbidden);
  const exists = c.var.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id)).get();
  if (!exists) throw new HttpError(400, blogMessages.authorUnknown);
  return id;
}

/** A cover given as an address (the file case is handled by resolveCover). */
export function coverAddressOf(c: Context<AppEnv>, form: PostForm): string | null | undefined {
  const value = form.fields.get("cover_image");
  if (value === undefined) return undefined;
  const parsed = coverUrlSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  if (parsed.data) requireStoredFiles(c, [parsed.data]);
  return parsed.data;
}
