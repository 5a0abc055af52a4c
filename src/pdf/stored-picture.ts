import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";
import { imageEngine } from "../images";
import { ensureJpeg } from "../images/serve-uploads";
import { describeStoredImage } from "../images/store";
import { pdfImage } from "./images";
import { CONTENT_WIDTH } from "./layout";
import type { PdfBlock } from "./pdf-types";

/** Pixels per point that print sharp (about 200 dpi): more only makes the file and its making heavier. */
const PRINT_PIXELS_PER_POINT = 200 / 72;

/**
 * A picture the site stores under /uploads, as a PDF figure at most `maxHeight` points tall: the
 * smallest stored width that prints sharp there, as a JPEG. Null when the site does not store it
 * (an address elsewhere, a deleted upload) or it cannot be read: the document is made without it.
 */
export async function storedPicture(
  config: Pick<Config, "uploadsDir" | "dataDir">,
  picture: { src: string; alt: string },
  maxHeight: number,
): Promise<Extract<PdfBlock, { kind: "image" }> | null> {
  const stored = describeStoredImage(config.uploadsDir, picture.src);
  if (!stored) return null;
  // The smallest stored width that fills the picture's place on the sheet sharply.
  const printedWidth = Math.min(CONTENT_WIDTH, (maxHeight * stored.width) / stored.height);
  const variant = stored.variants.find((v) => v.width >= printedWidth * PRINT_PIXELS_PER_POINT) ?? stored;
  try {
    // The JPEG beside the stored WebP, made once: a PDF carries it as it is, and the next PDF finds it.
    const jpeg = join(config.uploadsDir, variant.url.slice("/uploads/".length)).replace(/\.webp$/, ".jpg");
    if (!existsSync(jpeg)) await ensureJpeg(jpeg, config.dataDir);
    const bytes = new Uint8Array(await Bun.file(jpeg).arrayBuffer());
    const image = await pdfImage(bytes, await imageEngine(config.dataDir));
    return image ? { kind: "image", image, alt: picture.alt, maxHeight } : null;
  } catch (error) {
    console.error(`[pdf] immagine ${picture.src} non inserita:`, error);
    return null;
  }
}
