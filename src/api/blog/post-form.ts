import type { Context } from "hono";
import { HttpError } from "../../http/http-error";
import { blogMessages } from "../../shared/schemas/blog";

/** A post form as sent: its text fields and its files. */
export interface PostForm {
  fields: Map<string, string>;
  files: Map<string, File>;
}

/** Fields of the full form; a PUT with none of them (only `published`) is a partial update. */
const EDITABLE_FIELDS = ["title", "slug", "excerpt", "content", "tags", "article_images", "cover_image"] as const;

/** Reads a multipart (or URL-encoded) post form; anything else is a 415, a broken body a 400. */
export async function readPostForm(c: Context): Promise<PostForm> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new HttpError(415, blogMessages.notForm);
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, blogMessages.badForm);
  }
  const fields = new Map<string, string>();
  const files = new Map<string, File>();
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") {
      if (!fields.has(key)) fields.set(key, value);
    } else {
      const file = value as File;
      if (file.size > 0 && !files.has(key)) files.set(key, file);
    }
  }
  return { fields, files };
}

/** True when the form carries any editable field (the full editor form), false for a status-only change. */
export function isFullForm(form: PostForm): boolean {
  return EDITABLE_FIELDS.some((name) => form.fields.has(name) || form.files.has(name));
}

/** article_images: a JSON list of image addresses (an absent field is an empty list). */
export function parseArticleImages(value: string | undefined): unknown {
  if (value === undefined || value.trim() === "") return [];
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError(400, blogMessages.articleImagesFormat);
  }
}
