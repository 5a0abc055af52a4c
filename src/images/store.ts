import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ImageVariant, UploadAnswer } from "../shared/gallery";
import { HttpError } from "../http/http-error";
import { MAX_PIXELS } from "./engine";
import { imageEngine } from "./load-engine";
import { sniffImage, type SniffedImage } from "./sniff";

/** Largest upload accepted. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Widths of the WebP renditions; an image narrower than one of them is never enlarged. */
const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

export const imageMessages = {
  tooLarge: "L'immagine supera il limite di 10 MB",
  tooManyPixels: "L'immagine è troppo grande: al massimo 40 megapixel",
  unsupported: "Formato non supportato: carica un'immagine JPEG, PNG, WebP o GIF",
  unreadable: "Il file non è un'immagine leggibile",
} as const;

/** An uploaded image once stored: its largest rendition, its size, and every rendition for srcset (what an upload answers). */
export type StoredImage = UploadAnswer;

/** A picture stored or deleted under an uploads folder: what an index of them listens to. */
export type StoredImageEvent =
  | { kind: "stored"; uploadsDir: string; image: StoredImage }
  | { kind: "deleted"; uploadsDir: string; url: string };

const imageListeners = new Set<(event: StoredImageEvent) => void>();

/** Calls `listener` after every picture stored or deleted by this process; returns the way to stop. */
export function watchStoredImages(listener: (event: StoredImageEvent) => void): () => void {
  imageListeners.add(listener);
  return () => imageListeners.delete(listener);
}

function tell(event: StoredImageEvent): void {
  for (const listener of imageListeners) {
    try {
      listener(event);
    } catch (error) {
      console.error("[immagini] indice non aggiornato:", error);
    }
  }
}

/** Where the files live: the data folder's uploads/ (and the data folder, for the engine's runtime). */
export interface ImagePlaces {
  uploadsDir: string;
  dataDir: string;
}

const FOLDER = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** /uploads/<folder>/<24 hex>-<width>x<height>.webp: the only names the server writes. */
const STORED_URL = /^\/uploads\/([a-z0-9][a-z0-9-]{0,39})\/([0-9a-f]{24})-(\d{1,5})x(\d{1,5})\.webp$/;

/**
 * Checks the bytes themselves, not the name or the declared type: size (413), an accepted
 * format (415: SVG, HTML or anything renamed as an image is refused) and at most 40 megapixels
 * read from the header before decoding (400).
 */
export function checkImage(bytes: Uint8Array): SniffedImage {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError(413, imageMessages.tooLarge);
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new HttpError(415, imageMessages.unsupported);
  if (sniffed.width * sniffed.height > MAX_PIXELS) throw new HttpError(400, imageMessages.tooManyPixels);
  return sniffed;
}

/** Rendition widths for an image `width` pixels wide: the standard ones below it, plus its own (capped). */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1600;
  const below = VARIANT_WIDTHS.filter((w) => w < Math.min(width, largest));
  return [...below, Math.min(width, largest)];
}

export function srcsetOf(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}

/**
 * Checks, re-encodes and stores one image under uploads/<folder>/: a WebP per width (EXIF and GPS
 * dropped by the re-encoding), written under temporary names and renamed once all are complete,
 * so that a row committed after this call never points at a missing file.
 */
export async function storeImage(places: ImagePlaces, bytes: Uint8Array, folder: string): Promise<StoredImage> {
  if (!FOLDER.test(folder)) throw new Error(`cartella di upload non valida: ${folder}`);
  checkImage(bytes);
  const engine = await imageEngine(places.dataDir);
  let encoded: Awaited<ReturnType<typeof engine.encodeWebp>>;
  try {
    const oriented = await engine.orientedSize(bytes);
    encoded = await engine.encodeWebp(bytes, variantWidths(oriented.width));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, imageMessages.unreadable);
  }
  const dir = join(places.uploadsDir, folder);
  mkdirSync(dir, { recursive: true });
  const id = randomBytes(12).toString("hex");
  const written: { temp: string; final: string }[] = [];
  const variants: ImageVariant[] = [];
  try {
    for (const image of encoded.sort((a, b) => a.width - b.width)) {
      if (variants.some((v) => v.width === image.width)) continue;
      const name = `${id}-${image.width}x${image.height}.webp`;
      const temp = join(dir, `.tmp-${name}`);
      writeFileSync(temp, image.data);
      written.push({ temp, final: join(dir, name) });
      variants.push({ url: `/uploads/${folder}/${name}`, width: image.width, height: image.height });
    }
    for (const file of written) renameSync(file.temp, file.final);
  } catch (error) {
    for (const file of written) {
      rmSync(file.temp, { force: true });
      rmSync(file.final, { force: true });
    }
    throw error;
  }
  const largest = variants[variants.length - 1];
  if (!largest) throw new HttpError(400, imageMessages.unreadable);
  const stored = { url: largest.url, width: largest.width, height: largest.height, variants };
  tell({ kind: "stored", uploadsDir: places.uploadsDir, image: stored });
  return stored;
}

/** True for a URL this server wrote (/uploads/<folder>/<id>-<w>x<h>.webp). */
export function isStoredImageUrl(url: string): boolean {
  return STORED_URL.test(url);
}

function filesOf(uploadsDir: string, url: string): { dir: string; folder: string; names: string[] } | null {
  const match = STORED_URL.exec(url);
  if (!match) return null;
  const [, folder = "", id = ""] = match;
  const dir = join(uploadsDir, folder);
  if (!existsSync(dir)) return { dir, folder, names: [] };
  return { dir, folder, names: readdirSync(dir).filter((name) => name.startsWith(`${id}-`)) };
}

/** The stored image behind a URL this server wrote, read from its files' names; null for any other URL. */
export function describeStoredImage(uploadsDir: string, url: string): StoredImage | null {
  const found = filesOf(uploadsDir, url);
  if (!found) return null;
  const variants = found.names
    .map((name) => /^[0-9a-f]{24}-(\d+)x(\d+)\.webp$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ url: `/uploads/${found.folder}/${m[0]}`, width: Number(m[1]), height: Number(m[2]) }))
    .sort((a, b) => a.width - b.width);
  const largest = variants[variants.length - 1];
  return largest ? { url: largest.url, width: largest.width, height: largest.height, variants } : null;
}

/** Deletes every file of a stored image (all renditions and any JPEG made for download). Other URLs are left alone. */
export function deleteStoredImage(uploadsDir: string, url: string): void {
  const found = filesOf(uploadsDir, url);
  if (!found) return;
  for (const name of found.names) rmSync(join(found.dir, name), { force: true });
  tell({ kind: "deleted", uploadsDir, url });
}

/** The folder and id a stored picture's renditions share (`blog/3fa…`): the same for every width. */
export function storedImageKey(url: string): string | null {
  const match = STORED_URL.exec(url);
  return match ? `${match[1]}/${match[2]}` : null;
}
