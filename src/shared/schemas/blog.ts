import { z } from "zod";
import { joinTags, splitTags } from "../blog";
import { isAllowedImageUrl } from "../image-url";
import { slugify } from "../slug";
import { blogMessages, POST_LIMITS } from "../blog-messages";

// The limits and messages live apart, without zod: the blog's list page reads them alone.
export { blogMessages, POST_LIMITS, SEO_ADVICE } from "../blog-messages";

/** A Markdown image whose address starts with http:// (decision 28: refused with a clear message). */
const HTTP_IMAGE = /!\[[^\]]*\]\(\s*<?\s*http:\/\//i;
const hasHttpImage = (markdown: string) => HTTP_IMAGE.test(markdown);

const imageUrlSchema = z
  .string({ error: blogMessages.imageUrl })
  .trim()
  .refine(isAllowedImageUrl, { error: blogMessages.imageUrl });

const tagsSchema = z
  .string()
  .transform(splitTags)
  .refine((tags) => tags.length <= POST_LIMITS.tags, { error: blogMessages.tooManyTags })
  .refine((tags) => tags.every((tag) => tag.length <= POST_LIMITS.tagLength), { error: blogMessages.tagTooLong })
  .transform(joinTags);

/**
 * The fields of the editor and of POST/PUT /api/blog. The slug comes out normalised (spec §5) and
 * may be empty: it is then made from the title.
 */
export const postFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: blogMessages.titleRequired })
    .max(POST_LIMITS.title, { error: blogMessages.titleTooLong }),
  slug: z.string().max(POST_LIMITS.slugInput, { error: blogMessages.slugTooLong }).transform(slugify),
  excerpt: z.string().trim().max(POST_LIMITS.excerpt, { error: blogMessages.excerptTooLong }),
  content: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n"))
    .refine((text) => text.trim().length > 0, { error: blogMessages.contentRequired })
    .refine((text) => text.length <= POST_LIMITS.content, { error: blogMessages.contentTooLong })
    .refine((text) => !hasHttpImage(text), { error: blogMessages.httpImage }),
  tags: tagsSchema,
  article_images: z
    .array(imageUrlSchema, { error: blogMessages.articleImagesFormat })
    .max(POST_LIMITS.articleImages, { error: blogMessages.tooManyImages }),
});

/** A cover given as an address: one of the site's images or https; empty removes it. */
export const coverUrlSchema = z.union([z.literal(""), imageUrlSchema]).transform((v) => (v === "" ? null : v));

/** The search and sharing fields of the editor and of POST/PUT /api/blog (each optional in a form). */
export const seoFieldsSchema = z.object({
  seo_title: z.string().trim().max(POST_LIMITS.seoTitle, { error: blogMessages.seoTitleTooLong }),
  meta_description: z
    .string()
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(POST_LIMITS.metaDescription, { error: blogMessages.metaDescriptionTooLong })),
  social_image: z.union([z.literal(""), imageUrlSchema]).transform((v) => (v === "" ? null : v)),
  canonical_url: z
    .string()
    .trim()
    .max(POST_LIMITS.canonicalUrl, { error: blogMessages.canonicalUrl })
    .refine((v) => v === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: blogMessages.canonicalUrl }),
});

/**
 * PUT /api/blog/{id}/autosave: the open editor's text as it is, complete or not (only sizes are
 * checked; the rules apply when it is saved).
 */
export const autosaveSchema = z.object({
  title: z.string().max(POST_LIMITS.title, { error: blogMessages.titleTooLong }),
  slug: z.string().max(POST_LIMITS.slugInput, { error: blogMessages.slugTooLong }),
  excerpt: z.string().max(POST_LIMITS.excerpt, { error: blogMessages.excerptTooLong }),
  content: z.string().max(POST_LIMITS.content, { error: blogMessages.contentTooLong }),
  tags: z.string().max(POST_LIMITS.tags * (POST_LIMITS.tagLength + 2), { error: blogMessages.tooManyTags }),
  cover_image: z.string().max(2000).nullable(),
  article_images: z.array(z.string().max(2000)).max(POST_LIMITS.articleImages, { error: blogMessages.tooManyImages }),
});

/** POST /api/blog/preview. */
export const previewSchema = z.object({
  content: z.string().max(POST_LIMITS.content, { error: blogMessages.contentTooLong }),
});

/** Decision 4: `published` travels as the text 'true' or 'false' ('1'/'0' too); anything else is refused. */
export function parsePublishedText(value: string): boolean | null {
  switch (value.trim()) {
    case "true":
    case "1":
      return true;
    case "false":
    case "0":
      return false;
    default:
      return null;
  }
}
