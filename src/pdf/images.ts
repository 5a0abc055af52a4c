import type { ImageEngine } from "../images/engine";
import { sniffImage } from "../images/sniff";
import type { PdfImage } from "./pdf-types";

/**
 * A picture a PDF can carry: JPEG and PNG go in as they are; WebP (how the site stores every
 * upload) and GIF are turned into a JPEG by the site's image engine first. Null for bytes that are
 * no accepted image.
 */
export async function pdfImage(bytes: Uint8Array, engine: Pick<ImageEngine, "toJpeg">): Promise<PdfImage | null> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) return null;
  if (sniffed.format === "jpeg" || sniffed.format === "png") return { bytes, width: sniffed.width, height: sniffed.height };
  const jpeg = await engine.toJpeg(bytes);
  const converted = sniffImage(jpeg);
  return converted ? { bytes: jpeg, width: converted.width, height: converted.height } : null;
}
