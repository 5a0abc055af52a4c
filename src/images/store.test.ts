import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HttpError } from "../http/http-error";
import { pngHeader, sharp, testJpeg, testPng } from "../test-support/images";
import { jpegOrientation, sniffImage } from "./sniff";
import { checkImage, deleteStoredImage, describeStoredImage, MAX_UPLOAD_BYTES, storeImage, variantWidths } from "./store";
import { wasmEngine } from "./wasm-engine";

const dataDir = mkdtempSync(join(tmpdir(), "parksite-images-"));
const places = { dataDir, uploadsDir: join(dataDir, "uploads") };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? [error.status, error.message] : ["other", String(error)];
  }
  return ["ok"];
};

describe("content checks", () => {
  test("formats and sizes come from the header: JPEG, PNG, WebP, GIF", async () => {
    expect(sniffImage(await testJpeg(640, 480))).toEqual({ format: "jpeg", width: 640, height: 480 });
    expect(sniffImage(await testPng(300, 200))).toEqual({ format: "png", width: 300, height: 200 });
    const webp = new Uint8Array(
      await sharp({ create: { width: 123, height: 45, channels: 3, background: "#000" } })
        .webp()
        .toBuffer(),
    );
    expect(sniffImage(webp)).toEqual({ format: "webp", width: 123, height: 45 });
    const lossless = new Uint8Array(
      await sharp({ create: { width: 77, height: 66, channels: 4, background: "#0000" } })
        .webp({ lossless: true })
        .toBuffer(),
    );
    expect(sniffImage(lossless)).toEqual({ format: "webp", width: 77, height: 66 });
    const gif = new Uint8Array(
      await sharp({ create: { width: 20, height: 10, channels: 3, background: "#f00" } })
        .gif()
        .toBuffer(),
    );
    expect(sniffImage(gif)).toEqual({ format: "gif", width: 20, height: 10 });
  });

  test("HTML named .jpg, SVG and text are refused (415) whatever their name", () => {
    const html = new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(statusOf(() => checkImage(html))).toEqual([415, "Formato non supportato: carica un'immagine JPEG, PNG, WebP o GIF"]);
    expect(statusOf(() => checkImage(svg))[0]).toBe(415);
    expect(statusOf(() => checkImage(new Uint8Array([0xff, 0xd8])))[0]).toBe(415);
  });

  test("over 10 MB is 413; over 40 megapixels, read from the header alone, is 400", () => {
    expect(statusOf(() => checkImage(new Uint8Array(MAX_UPLOAD_BYTES + 1)))).toEqual([
      413,
      "L'immagine supera il limite di 10 MB",
    ]);
    expect(statusOf(() => checkImage(pngHeader(60000, 60000)))).toEqual([
      400,
      "L'immagine è troppo grande: al massimo 40 megapixel",
    ]);
    expect(statusOf(() => checkImage(pngHeader(8000, 5000)))).toEqual(["ok"]);
    expect(statusOf(() => checkImage(pngHeader(8000, 5001)))[0]).toBe(400);
  });

  test("the EXIF orientation of a JPEG is read", async () => {
    const rotated = new Uint8Array(
      await sharp(await testJpeg(40, 20))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    );
    expect(jpegOrientation(rotated)).toBe(6);
    expect(jpegOrientation(await testPng(4, 4))).toBe(1);
  });
});

describe("renditions", () => {
  test("widths: the standard ones below the image, plus its own width capped at 1600; never enlarged", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(200)).toEqual([200]);
  });

  test("a 2000x1500 JPEG becomes four WebP files, EXIF and GPS dropped, no temporary file left", async () => {
    const jpeg = await testJpeg(2000, 1500);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const stored = await storeImage(places, jpeg, "gallery");
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [640, 480],
      [1024, 768],
      [1600, 1200],
    ]);
    expect(stored).toMatchObject({ width: 1600, height: 1200, url: stored.variants[3]!.url });
    expect(stored.url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{24}-1600x1200\.webp$/);
    for (const v of stored.variants) {
      const meta = await sharp(join(places.uploadsDir, v.url.slice("/uploads/".length))).metadata();
      expect(meta).toMatchObject({ format: "webp", width: v.width, height: v.height });
      expect(meta.exif).toBeUndefined();
    }
    expect(readdirSync(join(places.uploadsDir, "gallery")).filter((n) => n.startsWith("."))).toEqual([]);
    expect(describeStoredImage(places.uploadsDir, stored.url)).toEqual(stored);
  });

  test("a small PNG is never enlarged; a portrait photo is turned upright", async () => {
    const small = await storeImage(places, await testPng(500, 300), "gallery");
    expect(small.variants.map((v) => v.width)).toEqual([320, 500]);
    const portrait = new Uint8Array(
      await sharp(await testJpeg(1200, 900))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    );
    const upright = await storeImage(places, portrait, "gallery");
    expect(upright).toMatchObject({ width: 900, height: 1200 });
  });

  test("deleting removes every file of that image and nothing else; other paths are ignored", async () => {
    const a = await storeImage(places, await testPng(400, 400), "gallery");
    const b = await storeImage(places, await testPng(400, 400), "gallery");
    deleteStoredImage(places.uploadsDir, a.url);
    for (const v of a.variants) expect(existsSync(join(places.uploadsDir, v.url.slice(9)))).toBe(false);
    for (const v of b.variants) expect(existsSync(join(places.uploadsDir, v.url.slice(9)))).toBe(true);
    expect(describeStoredImage(places.uploadsDir, a.url)).toBeNull();
    expect(describeStoredImage(places.uploadsDir, "/uploads/../parksite.db")).toBeNull();
    expect(() => deleteStoredImage(places.uploadsDir, "/uploads/../../etc/passwd")).not.toThrow();
  });

  test("the WebAssembly engine makes the same sizes, upright, with a real JPEG for downloads", async () => {
    const engine = wasmEngine();
    const portrait = new Uint8Array(
      await sharp(await testJpeg(800, 600))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    );
    expect(await engine.orientedSize(portrait)).toEqual({ width: 600, height: 800 });
    const out = await engine.encodeWebp(portrait, variantWidths(600));
    expect(out.map((o) => [o.width, o.height])).toEqual([
      [320, 427],
      [600, 800],
    ]);
    expect(sniffImage(out[0]!.data)?.format).toBe("webp");
    const jpeg = await engine.toJpeg(out[0]!.data);
    expect(sniffImage(jpeg)).toEqual({ format: "jpeg", width: 320, height: 427 });
  });
});
