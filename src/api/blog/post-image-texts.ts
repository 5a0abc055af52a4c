import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { type ArticlePictures, articlePictures, missingImageText } from "../../shared/alt-text";
import { type ImageTexts, imageTextsSchema } from "../../shared/schemas/image-texts";
import { blogMessages } from "../../shared/schemas/blog";
import { firstIssueMessage } from "../../shared/schemas/validation";

/**
 * The `image_texts` field of a post form: the alt texts typed in the editor, which always sends it;
 * null when absent (a client of the original site's API, or the one-click status change).
 */
export function imageTextsOf(fields: Map<string, string>): ImageTexts | null {
  const raw = fields.get("image_texts");
  if (raw === undefined) return null;
  if (raw.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, blogMessages.badForm);
  }
  const parsed = imageTextsSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

/**
 * Keeps the texts typed for this article's pictures with the pictures themselves (the media
 * library, or the address of another site's picture): one text wherever each is shown. A text for
 * an address the article does not show is ignored. True when a text changed.
 */
export function keepImageTexts(c: Context<AppEnv>, texts: ImageTexts, post: ArticlePictures): boolean {
  const { media } = c.var.ctx;
  const placed = new Set(articlePictures(post, () => undefined).map((picture) => picture.url));
  let changed = false;
  for (const [key, text] of Object.entries(texts)) {
    const url = key === "cover" ? post.cover_image : key;
    if (!url || !placed.has(url)) continue;
    const before = media.textOf(url);
    if (before.alt === text.alt && before.decorative === text.decorative) continue;
    media.setText(url, text);
    changed = true;
  }
  return changed;
}

/** The message naming the first picture of the article without alt text (nor the decorative mark); null when none. */
export function missingArticleText(c: Context<AppEnv>, post: ArticlePictures): string | null {
  return missingImageText(articlePictures(post, (url) => c.var.ctx.media.textOf(url)));
}

/** An article goes public only with every picture described or marked decorative: otherwise a 400 naming it. */
export function requireArticleTexts(c: Context<AppEnv>, post: ArticlePictures): void {
  const message = missingArticleText(c, post);
  if (message) throw new HttpError(400, message);
}
