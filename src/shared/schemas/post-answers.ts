import { z } from "zod";
import { POST_STATUSES } from "../blog-status";
import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import { TRANSLATED_FIELDS } from "../post-translations";
import { listPageSchema } from "./list-page";

const languageSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

// What the blog's API answers (spec §7), one schema each with its type beside it. The services
// return these types; src/api/answers.test.ts reads every answer back through its schema, strictly,
// so a field the service adds or drops without the schema following fails there.
// The browser imports the types only: nothing here runs in a visitor's page.

/** What a responsive <img> needs to know about one picture; width, height and srcset are unknown for an image added by address. */
const imageInfoSchema = z.strictObject({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** "url 320w, url 640w, …" for a picture stored by this site, "" otherwise. */
  srcset: z.string(),
  /** The alt text written for the picture in the media library, when there is one. */
  alt: z.string().optional(),
  /** Marked as decoration in the library: shown with alt="". */
  decorative: z.boolean().optional(),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;

/** Who wrote a post, as visitors read it. */
export const postAuthorSchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** A post as the lists of GET /api/blog answer it (no body). */
export const postSummarySchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** Comma-separated, as the editor writes them. */
  tags: z.string(),
  /** True only while the post is live: a scheduled post reads false until its time. */
  published: z.boolean(),
  status: z.enum(POST_STATUSES),
  /** ISO-8601: when the post went live (or, scheduled, will go live); null for a draft never published. */
  published_at: z.string().nullable(),
  cover_image: z.string().nullable(),
  article_images: z.array(z.string()),
  /** The staff account that wrote it; null when that account no longer exists. */
  author: postAuthorSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Minutes: ceil(characters of the content / 1000) (decision 7). */
  reading_time: z.number().int(),
  /** The cover's size and renditions (null without a cover). */
  cover_image_info: imageInfoSchema.nullable(),
  /** The language it is written in. */
  language: languageSchema,
  /** The id of the Italian article it translates; null for an original (or an English-only article). */
  translation_of: z.number().int().nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/** The search and sharing fields of a post (empty: the title, excerpt, cover and own address are used). */
const postSeoFieldsShape = {
  seo_title: z.string(),
  meta_description: z.string(),
  social_image: z.string().nullable(),
  canonical_url: z.string(),
  noindex: z.boolean(),
};

/** One post with its body: the Markdown and the sanitized HTML visitors see. */
export const postDetailSchema = postSummarySchema.extend({
  ...postSeoFieldsShape,
  content: z.string(),
  content_html: z.string(),
  /** article_images with their sizes and renditions, in the same order. */
  article_images_info: z.array(imageInfoSchema),
  /** The social image's size and alt text (null without one). */
  social_image_info: imageInfoSchema.nullable(),
  /** Up to three published posts with the same tags (the public read by slug only). */
  related: z.array(postSummarySchema).optional(),
  /**
   * The same article in the other languages, published ones only: an original's translations, a
   * translation's original and its siblings (the public read by slug only).
   */
  versions: z.array(z.strictObject({ language: languageSchema, slug: z.string() })).optional(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/** A translation of an article, as its original lists it. */
const postTranslationSchema = z.strictObject({
  id: z.number().int(),
  language: languageSchema,
  status: z.enum(POST_STATUSES),
});
export type PostTranslation = z.infer<typeof postTranslationSchema>;

/** GET /api/blog/{id} and the staff's writes: the post with its translations and, for a translation, what fell out of date. */
export const staffPostDetailSchema = postDetailSchema.extend({
  /** Its translations (an original's), one per language. */
  translations: z.array(postTranslationSchema),
  /** For a translation: the fields whose Italian changed after the translation was last saved ('Da aggiornare'). */
  outdated_fields: z.array(z.enum(TRANSLATED_FIELDS)),
});
export type StaffPostDetail = z.infer<typeof staffPostDetailSchema>;

/** GET /api/blog/tag/{tag}: the published posts of one tag. */
export const tagAnswerSchema = z.strictObject({
  /** The tag as written in its newest post. */
  tag: z.string(),
  /** Its address: /blog/tag/{slug}. */
  slug: z.string(),
  /** What staff wrote about it ('' when nothing). */
  description: z.string(),
  posts: z.array(postSummarySchema),
});
export type TagAnswer = z.infer<typeof tagAnswerSchema>;

/** One revision in the editor's list: a save, a restore, or the editor's autosave. */
export const revisionSummarySchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(["save", "autosave", "restore"]),
  title: z.string(),
  /** Who saved it (null once that account is gone). */
  author: z.string().nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** A revision with the text it kept. */
export const revisionDetailSchema = revisionSummarySchema.extend({
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  tags: z.string(),
  cover_image: z.string().nullable(),
  article_images: z.array(z.string()),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

/** GET /api/blog/{id}/autosave: the editor's unsaved text newer than the post, if any. */
export const pendingAutosaveSchema = z.strictObject({ autosave: revisionDetailSchema.nullable() });
export type PendingAutosave = z.infer<typeof pendingAutosaveSchema>;

/** POST /api/blog/preview: the HTML visitors would see for a Markdown text. */
export const previewAnswerSchema = z.strictObject({ html: z.string() });
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;

/** POST /api/blog/{id}/preview-link: a link that shows the post as visitors will see it, for 7 days. */
export const previewLinkAnswerSchema = z.strictObject({
  /** /blog/{slug}?anteprima={token} */
  path: z.string(),
  expires_at: z.string(),
});
export type PreviewLinkAnswer = z.infer<typeof previewLinkAnswerSchema>;

/** POST /api/blog/upload-image (spec §7: imageUrl), with the stored picture's size. */
export const blogImageAnswerSchema = z.strictObject({
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type BlogImageAnswer = z.infer<typeof blogImageAnswerSchema>;

/** A tag as the tags page lists it. */
export const tagSummarySchema = z.strictObject({
  name: z.string(),
  slug: z.string(),
  posts: z.number().int(),
  published: z.number().int(),
  description: z.string(),
});
export type TagSummary = z.infer<typeof tagSummarySchema>;

/** GET /api/blog/admin/list: one page of the staff's list of articles, snake_case like the posts it lists. */
export const blogListPageSchema = listPageSchema(
  /** Each with the message naming its first picture without alt text (null when all have one). */
  postSummarySchema.extend({ missing_alt: z.string().nullable() }),
).extend({
  /** Every article, whatever the filters: the counters above the list. */
  counts: z.strictObject({ total: z.number().int(), published: z.number().int(), drafts: z.number().int() }),
});
export type BlogListPage = z.infer<typeof blogListPageSchema>;
