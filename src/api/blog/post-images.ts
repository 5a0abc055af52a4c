import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import {
  deleteStoredImage,
  describeStoredImage,
  imageMessages,
  isStoredImageUrl,
  MAX_UPLOAD_BYTES,
  srcsetOf,
  storeImage,
} from "../../images";
import type { ImageInfo } from "../../shared/blog";
import { isImageUsed } from "./blog.service";
import type { PostForm } from "./post-form";

/** Pictures uploaded for articles live in uploads/blog/. */
export const BLOG_FOLDER = "blog";

const isBlogUpload = (url: string) => isStoredImageUrl(url) && url.startsWith(`/uploads/${BLOG_FOLDER}/`);

/** Stores an uploaded file of a post form (checked by content, re-encoded to WebP renditions). */
async function storeBlogImage(c: Context<AppEnv>, file: File): Promise<{ url: string; width: number; height: number }> {
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, imageMessages.tooLarge);
  const stored = await storeImage(c.var.ctx.config, new Uint8Array(await file.arrayBuffer()), BLOG_FOLDER);
  return { url: stored.url, width: stored.width, height: stored.height };
}

/** The cover a save sets: a file in cover_image is stored; text is an address ('' removes it); absent says nothing. */
export interface CoverChoice {
  cover: string | null | undefined;
  /** A picture stored by this save: removed again if the save fails. */
  stored: string | null;
}

export async function resolveCover(c: Context<AppEnv>, form: PostForm, address: string | null | undefined): Promise<CoverChoice> {
  const file = form.files.get("cover_image");
  if (!file) return { cover: address, stored: null };
  const { url } = await storeBlogImage(c, file);
  return { cover: url, stored: url };
}

/** Deletes the files of blog pictures that no post or gallery shows any more (after the commit: a crash leaves a file, never a broken page). */
export function releaseUnusedImages(c: Context<AppEnv>, urls: readonly (string | null | undefined)[]): void {
  const { db, config } = c.var.ctx;
  for (const url of new Set(urls)) {
    if (!url || !isBlogUpload(url) || isImageUsed(db, url)) continue;
    deleteStoredImage(config.uploadsDir, url);
    infoCache.delete(`${config.uploadsDir}|${url}`);
  }
}

const INFO_CACHE_LIMIT = 2000;
/** Stored pictures never change once written: what their files say is read once. */
const infoCache = new Map<string, ImageInfo>();

/** Size and renditions of a picture this site stored; an address from elsewhere has none. */
export function imageInfo(uploadsDir: string, url: string): ImageInfo {
  if (!isStoredImageUrl(url)) return { url, width: null, height: null, srcset: "" };
  const key = `${uploadsDir}|${url}`;
  const cached = infoCache.get(key);
  if (cached) return cached;
  const stored = describeStoredImage(uploadsDir, url);
  if (!stored) return { url, width: null, height: null, srcset: "" };
  const info: ImageInfo = { url, width: stored.width, height: stored.height, srcset: srcsetOf(stored.variants) };
  if (infoCache.size >= INFO_CACHE_LIMIT) infoCache.clear();
  infoCache.set(key, info);
  return info;
}
