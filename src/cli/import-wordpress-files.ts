import { existsSync, readFileSync, realpathSync } from "node:fs";
import { resolve, sep } from "node:path";
import type { Config } from "../config";
import { storeImage } from "../images";

/** The file of a picture inside the WordPress uploads folder given, never outside it. */
function uploadedFile(uploadsDir: string, url: string): string | null {
  const match = /\/wp-content\/uploads\/(.+)$/.exec(new URL(url, "https://wordpress.invalid").pathname);
  const relative = match?.[1] ? decodeURIComponent(match[1]) : null;
  if (!relative) return null;
  const root = realpathSync(uploadsDir);
  const file = resolve(root, relative);
  if (!file.startsWith(root + sep) || !existsSync(file)) return null;
  return realpathSync(file).startsWith(root + sep) ? file : null;
}

export type CarriedImage = { ok: true; url: string } | { ok: false; problem: string };

/** A picture of the old site, taken from the uploads folder through the site's image pipeline into `folder`. */
export async function carryImage(config: Config, uploadsDir: string | null, url: string, folder: string): Promise<CarriedImage> {
  let file: string | null = null;
  try {
    file = uploadsDir ? uploadedFile(uploadsDir, url) : null;
  } catch {
    file = null;
  }
  if (!file) return { ok: false, problem: `non trovata${uploadsDir ? ` in ${uploadsDir}` : " (usa --uploads)"}` };
  try {
    return { ok: true, url: (await storeImage(config, new Uint8Array(readFileSync(file)), folder)).url };
  } catch (error) {
    return { ok: false, problem: `non importata (${error instanceof Error ? error.message : error})` };
  }
}

/** The old permalink's path, decoded and without its final slash; null for the home page or an unreadable address. */
export function oldPath(link: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(link).pathname)
      .replace(/\/{2,}/g, "/")
      .replace(/\/+$/, "");
  } catch {
    return null;
  }
  return path && path !== "/" ? path : null;
}

/** A text kept within `max` characters, cut at a word with an ellipsis. */
export const cut = (value: string, max: number) => {
  if (value.length <= max) return value;
  const part = value.slice(0, max - 1);
  return `${part.slice(0, Math.max(part.lastIndexOf(" "), max - 40))}…`;
};

/** `base`, or `base-2`, `base-3` … the first that `taken` refuses, within the slug length. */
export function freeSlug(base: string, taken: (slug: string) => boolean, maxLength: number): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const slug = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken(slug)) return slug;
  }
}
