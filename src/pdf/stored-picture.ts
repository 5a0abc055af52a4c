import { join } from "node:path";
import type { Config } from "../config";
import { imageEngine } from "../images";
import { describeStoredImage } from "../images/store";
import { pdfImage } from "./images";
import type { PdfBlock } from "./pdf-types";

/** Wide enough to print sharp across the sheet, without carrying the largest upload. */
const PRINT_WIDTH = 1200;

/**
 * A picture the site stores under /uploads, as a PDF figure at most `maxHeight` points tall: the
 * smallest stored width that prints sharp, converted from WebP. Null when the site does not store it
 * (an address elsewhere, a deleted upload) or it cannot be read: the document is made without it.
 */
export async function storedPicture(
  config: Pick<Config, "uploadsDir" | "dataDir">,
  picture: { src: string; alt: string },
  maxHeight: number,
): Promise<Extract<PdfBlock, { kind: "image" }> | null> {
  const stored = describeStoredImage(config.uploadsDir, picture.src);
  if (!stored) return null;
  const variant = stored.variants.find((v) => v.width >= PRINT_WIDTH) ?? stored;
  try {
    const bytes = new Uint8Array(await Bun.file(join(config.uploadsDir, variant.url.slice("/uploads/".length))).arrayBuffer());
    const image = await pdfImage(bytes, await imageEngine(config.dataDir));
    return image ? { kind: "image", image, alt: picture.alt, maxHeight } : null;
  } catch (error) {
    console.error(`[pdf] immagine ${picture.src} non inserita:`, error);
    return null;
  }
}
