import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode.js";
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode.js";
import { decode as decodePng, init as initPngDecode } from "@jsquash/png/decode.js";
import resize, { initResize } from "@jsquash/resize";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode.js";
import encodeWebp, { init as initWebpEncode } from "@jsquash/webp/encode.js";
import { wasmFiles } from "./wasm-files";
import { HttpError } from "../http/http-error";
import { JPEG_QUALITY, WEBP_QUALITY, type EncodedImage, type ImageEngine } from "./engine";
import { jpegOrientation, sniffFormat } from "./sniff";

/** The codecs build ImageData objects, which only browsers define. */
class PixelData {
  readonly colorSpace = "srgb";
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}
(globalThis as { ImageData?: unknown }).ImageData ??= PixelData;

const compile = async (path: string) => WebAssembly.compile(await Bun.file(path).arrayBuffer());

let ready: Promise<void> | null = null;
function initCodecs(): Promise<void> {
  ready ??= (async () => {
    await Promise.all([
      compile(wasmFiles.jpegDecode).then((m) => initJpegDecode(m)),
      compile(wasmFiles.jpegEncode).then((m) => initJpegEncode(m)),
      compile(wasmFiles.pngDecode).then((m) => initPngDecode(m)),
      compile(wasmFiles.resize).then((m) => initResize(m)),
      compile(wasmFiles.webpDecode).then((m) => initWebpDecode(m)),
      // The plain (non-SIMD) encoder: initialising with a module skips the feature probe.
      compile(wasmFiles.webpEncode).then((m) => initWebpEncode(m)),
    ]);
  })();
  return ready;
}

const buffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** Turns decoded pixels upright as EXIF orientation `o` (2-8) says. */
function orient(image: ImageData, o: number): ImageData {
  if (o < 2 || o > 8) return image;
  const { width: w, height: h } = image;
  const swap = o >= 5;
  const ow = swap ? h : w;
  const oh = swap ? w : h;
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const out = new Uint32Array(ow * oh);
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) {
      // Source pixel of output (x, y) for each orientation.
      let sx: number;
      let sy: number;
      switch (o) {
        case 2:
          sx = w - 1 - x;
          sy = y;
          break;
        case 3:
          sx = w - 1 - x;
          sy = h - 1 - y;
          break;
        case 4:
          sx = x;
          sy = h - 1 - y;
          break;
        case 5:
          sx = y;
          sy = x;
          break;
        case 6:
          sx = y;
          sy = h - 1 - x;
          break;
        case 7:
          sx = w - 1 - y;
          sy = h - 1 - x;
          break;
        default:
          sx = w - 1 - y;
          sy = x;
          break; // 8
      }
      out[y * ow + x] = src[sy * w + sx] ?? 0;
    }
  }
  return new ImageData(new Uint8ClampedArray(out.buffer), ow, oh);
}

const decoded = new WeakMap<Uint8Array, Promise<ImageData>>();

/** Decodes once per input (the size and the renditions share it). */
function decode(input: Uint8Array): Promise<ImageData> {
  let pending = decoded.get(input);
  if (!pending) {
    pending = decodeUpright(input);
    decoded.set(input, pending);
  }
  return pending;
}

async function decodeUpright(input: Uint8Array): Promise<ImageData> {
  await initCodecs();
  switch (sniffFormat(input)) {
    case "jpeg":
      return orient(await decodeJpeg(buffer(input)), jpegOrientation(input));
    case "png":
      return decodePng(buffer(input));
    case "webp":
      return decodeWebp(buffer(input));
    default:
      throw new HttpError(415, "Su questo server si possono caricare solo immagini JPEG, PNG o WebP");
  }
}

/**
 * The fallback engine: pure WebAssembly (Squoosh's codecs), about five times slower than sharp,
 * for data folders where a native library cannot be loaded. It cannot draw SVG nor read GIF.
 */
export function wasmEngine(): ImageEngine {
  return {
    name: "wasm",
    async orientedSize(input) {
      const image = await decode(input);
      return { width: image.width, height: image.height };
    },
    async encodeWebp(input, widths) {
      const image = await decode(input);
      const out: EncodedImage[] = [];
      for (const target of widths) {
        const width = Math.min(target, image.width);
        const height = Math.max(1, Math.round((image.height * width) / image.width));
        const scaled = width === image.width ? image : await resize(image, { width, height, method: "lanczos3" });
        const data = new Uint8Array(await encodeWebp(scaled, { quality: WEBP_QUALITY }));
        out.push({ data, width, height });
      }
      return out;
    },
    async toJpeg(input) {
      const image = await decode(input);
      return new Uint8Array(await encodeJpeg(image, { quality: JPEG_QUALITY, progressive: false }));
    },
    async rasterizeSvg() {
      return null;
    },
  };
}
