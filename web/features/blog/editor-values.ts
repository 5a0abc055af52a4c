import { z } from "zod";
import { isoToRomeLocal, romeLocalToIso } from "../../../src/shared/blog-status";
import { articlePictures, altMessages, hasImageText, type ImageText, type PlacedPicture } from "../../../src/shared/alt-text";
import type { PostDetail } from "../../../src/shared/blog";
import { blogMessages, postFieldsSchema, seoFieldsSchema } from "../../../src/shared/schemas/blog";
import { imageAddressProblem } from "./image-address";

export const emptyPost: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  tags: "",
  published: false,
  schedule: "",
  cover_image: "",
  article_images: [],
  seo_title: "",
  meta_description: "",
  social_image: "",
  canonical_url: "",
  noindex: false,
  author_id: "",
  image_texts: {},
};

/** The alt texts the library has for the article's pictures (the editor shows and edits them in place). */
function textsOf(post: PostDetail): Record<string, ImageText> {
  const texts: Record<string, ImageText> = {};
  const infos = [post.cover_image_info, post.social_image_info, ...post.article_images_info];
  for (const info of infos) if (info) texts[info.url] = { alt: info.alt ?? "", decorative: info.decorative ?? false };
  return texts;
}

export function valuesOf(post: PostDetail): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    tags: post.tags,
    published: post.published,
    schedule: post.status === "scheduled" && post.published_at ? isoToRomeLocal(post.published_at) : "",
    cover_image: post.cover_image ?? "",
    article_images: post.article_images,
    seo_title: post.seo_title,
    meta_description: post.meta_description,
    social_image: post.social_image ?? "",
    canonical_url: post.canonical_url,
    noindex: post.noindex,
    author_id: post.author ? String(post.author.id) : "",
    image_texts: textsOf(post),
  };
}

/** The pictures an article shows outside its text, and whether it is about to go public. */
type PlacedPictures = Pick<PostFormValues, "published" | "schedule" | "cover_image" | "article_images" | "image_texts"> & {
  social_image: string | null;
};

/**
 * The first picture of an article about to go public (cover, extra images, social image) that has
 * neither an alt text nor the decorative mark; null for a draft or when all have one. Pictures inside
 * the text are checked by the server, which knows the library's texts.
 */
export function pictureWithoutText(values: PlacedPictures): PlacedPicture | null {
  if (!values.published && !values.schedule) return null;
  const pictures = articlePictures({ ...values, content: "" }, (url) => values.image_texts[url.trim()]);
  return pictures.find((picture) => !hasImageText(picture.text)) ?? null;
}

/** Why a publication date cannot be used, or null when it can (none is fine: the article is not scheduled). */
function scheduleProblem(schedule: string, now = Date.now()): string | null {
  if (!schedule) return null;
  const at = romeLocalToIso(schedule);
  if (!at) return blogMessages.scheduleDate;
  return Date.parse(at) <= now ? blogMessages.scheduleInPast : null;
}

/** A cover given by address: none, or one the site can show (with the editor's plain words for http://). */
const coverAddressSchema = z.string().superRefine((address, ctx) => {
  const problem = address.trim() ? imageAddressProblem(address) : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/**
 * The editor's checks: the server's rules for an article (one zod schema, the messages of spec §5),
 * then what only the editor can tell before saving: a picture going public without an alt text,
 * a publication date that is not a future one.
 */
export const editorSchema = postFieldsSchema
  .extend({ cover_image: coverAddressSchema })
  .extend(seoFieldsSchema.shape)
  .extend({
    published: z.boolean(),
    /** "YYYY-MM-DDTHH:mm" in Italian time when the post is to go live then; '' otherwise. */
    schedule: z.string(),
    noindex: z.boolean(),
    /** The author's account id ('' when unknown); only an Amministratore's change is accepted. */
    author_id: z.string(),
    /** The alt texts typed for the article's pictures, by address: they are kept with each picture in the library. */
    image_texts: z.custom<Record<string, ImageText>>(),
  })
  .superRefine((post, ctx) => {
    const undescribed = pictureWithoutText(post);
    if (undescribed) ctx.addIssue({ code: "custom", path: ["image_texts"], message: altMessages.missing(undescribed.what) });
    const problem = scheduleProblem(post.schedule);
    if (problem) ctx.addIssue({ code: "custom", path: ["schedule"], message: problem });
  });

/**
 * The editor's values, as the multipart form of POST/PUT /api/blog sends them (spec §7): the input of
 * the schema that checks them. A cover is an address ('' for none; a newly chosen file travels apart).
 */
export type PostFormValues = z.input<typeof editorSchema>;
