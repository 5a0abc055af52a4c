import { describe, expect, test } from "bun:test";
import { DEFAULT_COVER, FALLBACK_IMAGES, nextFallback, resolveImagePath } from "./image-paths";

describe("image fallback rules (spec §2)", () => {
  test("a missing image is the default cover", () => {
    expect(resolveImagePath(undefined)).toBe(DEFAULT_COVER);
    expect(resolveImagePath("  ")).toBe(DEFAULT_COVER);
  });
  test("http, /attached_assets and /uploads paths are kept; anything else is a bundled asset", () => {
    expect(resolveImagePath("https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
    expect(resolveImagePath("/uploads/x.webp")).toBe("/uploads/x.webp");
    expect(resolveImagePath("/attached_assets/y.svg")).toBe("/attached_assets/y.svg");
    expect(resolveImagePath("parcheggio.jpg")).toBe("/attached_assets/parcheggio.jpg");
    expect(resolveImagePath("/foto/parcheggio.jpg")).toBe("/attached_assets/foto/parcheggio.jpg");
  });
  test("errors rotate through the fallbacks and stop at the last one", () => {
    expect(nextFallback("/uploads/rotta.webp")).toBe(FALLBACK_IMAGES[0]);
    expect(nextFallback(FALLBACK_IMAGES[0])).toBe(FALLBACK_IMAGES[1]);
    expect(nextFallback(`http://localhost${FALLBACK_IMAGES[2]}`)).toBeNull();
  });
});
