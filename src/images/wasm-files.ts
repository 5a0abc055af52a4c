// @ts-nocheck: some of these .wasm files ship a .d.ts of their exports; here they are files to read, not modules.
// The WebAssembly of the fallback engine's codecs, embedded in the executable as files.
import jpegDecode from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm" with { type: "file" };
import jpegEncode from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm" with { type: "file" };
import pngDecode from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm" with { type: "file" };
import resize from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm" with { type: "file" };
import webpDecode from "@jsquash/webp/codec/dec/webp_dec.wasm" with { type: "file" };
import webpEncode from "@jsquash/webp/codec/enc/webp_enc.wasm" with { type: "file" };

/** Paths Bun.file can read (inside the executable once compiled). */
export const wasmFiles: Record<"jpegDecode" | "jpegEncode" | "pngDecode" | "resize" | "webpDecode" | "webpEncode", string> = {
  jpegDecode,
  jpegEncode,
  pngDecode,
  resize,
  webpDecode,
  webpEncode,
};
