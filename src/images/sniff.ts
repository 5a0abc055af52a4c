/** The raster formats the site accepts, recognised by their first bytes, never by name or MIME type. */
export type ImageFormat = "jpeg" | "png" | "webp" | "gif";

export interface SniffedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => (u16be(b, i) * 0x10000 + u16be(b, i + 2)) >>> 0;

/** The format of the bytes, or null when they are not one of the accepted images (SVG, HTML, anything else). */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, "\x89PNG\r\n\x1a\n")) return "png";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "gif";
  return null;
}

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Markers without a length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): { width: number; height: number } | null {
  if (ascii(b, 12, "VP8 ") && b.length >= 30) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (ascii(b, 12, "VP8L") && b.length >= 25) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, "VP8X") && b.length >= 30) {
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  return null;
}

/**
 * Format and pixel size read from the header alone, before anything is decoded, so that an
 * oversized image is refused without spending memory on it. Null when the bytes are not an
 * accepted image or the header is unreadable.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const format = sniffFormat(bytes);
  if (!format) return null;
  let size: { width: number; height: number } | null = null;
  if (format === "jpeg") size = jpegSize(bytes);
  else if (format === "png" && ascii(bytes, 12, "IHDR")) size = { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  else if (format === "gif" && bytes.length >= 10) size = { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  else if (format === "webp") size = webpSize(bytes);
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return { format, ...size };
}

/** The EXIF orientation (1-8) of a JPEG, 1 when absent or unreadable. */
export function jpegOrientation(b: Uint8Array): number {
  if (sniffFormat(b) !== "jpeg") return 1;
  let i = 2;
  while (i + 4 < b.length && b[i] === 0xff) {
    const marker = b[i + 1] ?? 0;
    const length = u16be(b, i + 2);
    if (marker === 0xda || length < 2) break; // image data starts: no EXIF before it
    if (marker === 0xe1 && ascii(b, i + 4, "Exif\0\0")) {
      const tiff = i + 10;
      const little = ascii(b, tiff, "II");
      const u16 = (at: number) => (little ? u16le(b, at) : u16be(b, at));
      const u32 = (at: number) => (little ? (u16le(b, at) + u16le(b, at + 2) * 0x10000) >>> 0 : u32be(b, at));
      const ifd = tiff + u32(tiff + 4);
      const entries = u16(ifd);
      for (let e = 0; e < entries; e++) {
        const entry = ifd + 2 + e * 12;
        if (entry + 12 > b.length) break;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    i += 2 + length;
  }
  return 1;
}
