import { JPEG_QUALITY, MAX_PIXELS, WEBP_EFFORT, WEBP_QUALITY, type EncodedImage, type ImageEngine } from "./engine";

/** The part of sharp's API the engine uses (sharp is loaded at run time, never bundled). */
export type SharpModule = typeof import("sharp").default;

/** The libvips engine: decodes once (shrink-on-load to the largest width), then encodes every width in parallel. */
export function sharpEngine(sharp: SharpModule): ImageEngine {
  const open = (input: Uint8Array) => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error", pages: 1 }).autoOrient();

  return {
    name: "sharp",
    async orientedSize(input) {
      const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
      return { width: meta.autoOrient.width, height: meta.autoOrient.height };
    },
    async encodeWebp(input, widths) {
      const decoded = await open(input)
        .resize({ width: Math.max(...widths), withoutEnlargement: true })
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
      const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
      return Promise.all(
        widths.map(async (width): Promise<EncodedImage> => {
          const { data, info } = await sharp(decoded.data, { raw })
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
            .toBuffer({ resolveWithObject: true });
          return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
        }),
      );
    },
    async toJpeg(input) {
      const data = await open(input).flatten({ background: "#ffffff" }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    },
    async rasterizeSvg(svg, width) {
      const data = await sharp(Buffer.from(svg)).resize({ width }).png({ compressionLevel: 1 }).toBuffer();
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    },
  };
}
