import { createRequire } from "node:module";
import type { SharpModule } from "../images/sharp-engine";

/** sharp from node_modules, to make test pictures (tests never run inside the executable). */
export const sharp = createRequire(import.meta.url)("sharp") as SharpModule;

/** A photo-like JPEG (gradient plus noise) of the given size, with EXIF and GPS data to be dropped. */
export async function testJpeg(width: number, height: number, quality = 85): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c58a1"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff"/></svg>`;
  const data = await sharp(Buffer.from(svg))
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: "Fotocamera di prova", Model: "Test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 24/1 0/1" },
    })
    .toBuffer();
  return new Uint8Array(data);
}

export async function testPng(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: "#16a34a" } })
      .png()
      .toBuffer(),
  );
}

/** The first 33 bytes of a PNG claiming `width` x `height` pixels: a header alone, nothing to decode. */
export function pngHeader(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write("IHDR", 12, "latin1");
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b[24] = 8;
  b[25] = 2;
  return new Uint8Array(b);
}

/** multipart/form-data with the image in `image` under `fileName`, plus text fields. */
export function imageForm(bytes: Uint8Array, fileName = "foto.jpg", fields: Record<string, string> = {}, type = "image/jpeg") {
  const form = new FormData();
  form.set("image", new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}
