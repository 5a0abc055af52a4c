import { isoToRomeLocal, romeLocalToIso } from "../../../../src/shared/blog-status";
import { articlePictures, altMessages, hasImageText, type ImageText, type PlacedPicture } from "../../../../src/shared/alt-text";
import type { PostDetail } from "../../../../src/shared/blog";
import { blogMessages, postFieldsSchema, seoFieldsSchema } from "../../../../src/shared/schemas/blog";
import { fieldErrors } from "../../../../src/shared/schemas/validation";
import { imageAddressProblem } from "./image-address";
import type { PostFormValues } from "./use-blog-admin";

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

export type Errors = Partial<Record<keyof PostFormValues, string>>;

/** The editor's own checks, with the messages of spec §5 and the server's rules (one zod schema). */
export function validatePost(values: PostFormValues, now = new Date()): Errors {
  const parsed = postFieldsSchema.safeParse(values);
  const errors: Errors = parsed.success ? {} : (fieldErrors(parsed.error) as Errors);
  const coverProblem = values.cover_image.trim() ? imageAddressProblem(values.cover_image) : null;
  if (coverProblem) errors.cover_image = coverProblem;
  const seo = seoFieldsSchema.safeParse(values);
  if (!seo.success) Object.assign(errors, fieldErrors(seo.error));
  const undescribed = pictureWithoutText(values);
  if (undescribed) errors.image_texts = altMessages.missing(undescribed.what);
  if (values.schedule) {
    const at = romeLocalToIso(values.schedule);
    if (!at) errors.schedule = blogMessages.scheduleDate;
    else if (Date.parse(at) <= now.getTime()) errors.schedule = blogMessages.scheduleInPast;
  }
  return errors;
}

/**
 * The first picture of an article about to go public (cover, extra images, social image) that has
 * neither an alt text nor the decorative mark; null for a draft or when all have one. Pictures inside
 * the text are checked by the server, which knows the library's texts.
 */
export function pictureWithoutText(values: PostFormValues): PlacedPicture | null {
  if (!values.published && !values.schedule) return null;
  const pictures = articlePictures({ ...values, content: "" }, (url) => values.image_texts[url.trim()]);
  return pictures.find((picture) => !hasImageText(picture.text)) ?? null;
}
