/** One WebP rendition produced by an engine. */
export interface EncodedImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * What the pipeline needs from an image library. Two implement it: sharp (libvips, native, fast)
 * and a pure-WebAssembly fallback for data folders mounted noexec.
 */
export interface ImageEngine {
  readonly name: "sharp" | "wasm";
  /** Width and height once the EXIF orientation is applied. */
  orientedSize(input: Uint8Array): Promise<{ width: number; height: number }>;
  /**
   * Decodes the first frame, applies the EXIF orientation, and encodes one WebP per width
   * (widths are never above the oriented width). No metadata of the input survives (EXIF, GPS).
   */
  encodeWebp(input: Uint8Array, widths: number[]): Promise<EncodedImage[]>;
  /** A baseline JPEG of the image (the viewer's download). */
  toJpeg(input: Uint8Array): Promise<Uint8Array>;
  /** A PNG of an SVG drawn at `width` pixels (demo content only; null when the engine cannot draw SVG). */
  rasterizeSvg(svg: string, width: number): Promise<Uint8Array | null>;
}

/** Largest image accepted: 40 megapixels, read from the header before anything is decoded. */
export const MAX_PIXELS = 40_000_000;
export const WEBP_QUALITY = 80;
/** libwebp's effort (0-6): 2 is about twice as fast as the default 4 for files a few percent larger. */
export const WEBP_EFFORT = 2;
export const JPEG_QUALITY = 88;
