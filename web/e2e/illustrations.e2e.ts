import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "./fixtures";

const publicDir = join(import.meta.dirname, "../public");

/** Every picture the site ships as SVG (the sector and product illustrations, the fallback images). */
function builtInPictures(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return builtInPictures(path);
    return entry.name.endsWith(".svg") ? [`/${relative(publicDir, path)}`] : [];
  });
}

const pictures = builtInPictures(join(publicDir, "attached_assets"));

interface Overflow {
  text: string;
  /** The shape it is written on, or the picture itself. */
  shape: string;
  /** How far the words stick out of it, on each side (px of the picture). */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The words of a picture (a sign, a display, a label) must stay on what they are written on: the filled shape drawn
 * before them that holds their starting point, or the picture itself. Measured with the browser's generic fonts,
 * which are the widest a visitor's machine may use (DejaVu Sans on Linux) and are what an <img> always draws with.
 */
async function overflowsOf(page: import("@playwright/test").Page): Promise<{ texts: number; overflows: Overflow[] }> {
  return page.evaluate(() => {
    const root = document.documentElement as unknown as SVGSVGElement;
    const frame = root.getBoundingClientRect();
    const all = [...root.querySelectorAll("*")].filter((el) => !el.closest("defs, clipPath, mask, pattern, symbol"));
    const shapes = all.filter(
      (el): el is SVGGraphicsElement =>
        /^(rect|circle|ellipse|path|polygon)$/.test(el.localName) && getComputedStyle(el).fill !== "none",
    );
    const texts = all.filter((el): el is SVGTextElement => el.localName === "text");
    const overflows = texts.flatMap((text) => {
      const box = text.getBoundingClientRect();
      const size = Number.parseFloat(getComputedStyle(text).fontSize);
      const matrix = text.getScreenCTM();
      const x = text.x.baseVal[0]?.value ?? 0;
      const y = text.y.baseVal[0]?.value ?? 0;
      const start = matrix ? new DOMPoint(x, y - size * 0.35).matrixTransform(matrix) : new DOMPoint(box.x, box.y);
      const holders = shapes
        .filter((shape) => shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING)
        .map((shape) => ({ shape, rect: shape.getBoundingClientRect() }))
        .filter(({ rect }) => rect.left <= start.x && start.x <= rect.right && rect.top <= start.y && start.y <= rect.bottom)
        .sort((a, b) => a.rect.width * a.rect.height - b.rect.width * b.rect.height);
      const holder = holders[0];
      const rect = holder?.rect ?? frame;
      // Glyphs sit inside each line's box with some room above and below: the line box may exceed a tight label.
      const lines = 1 + text.querySelectorAll("tspan[y]").length;
      const spare = (box.height / lines - size) / 2;
      const out = {
        left: rect.left - box.left,
        right: box.right - rect.right,
        top: rect.top - (box.top + spare),
        bottom: box.bottom - spare - rect.bottom,
      };
      const scale = frame.width / (root.viewBox.baseVal.width || frame.width);
      const tolerance = 0.5 * scale;
      if (Object.values(out).every((value) => value <= tolerance)) return [];
      const round = (value: number) => Math.round((value / scale) * 10) / 10;
      return [
        {
          text: text.textContent ?? "",
          shape: holder ? holder.shape.outerHTML.slice(0, 80) : "l'immagine",
          left: round(out.left),
          right: round(out.right),
          top: round(out.top),
          bottom: round(out.bottom),
        },
      ];
    });
    return { texts: texts.length, overflows };
  });
}

test.describe("built-in illustrations", () => {
  test("the site ships its illustrations, the hospital's among them", () => {
    expect(pictures).toContain("/attached_assets/illustrations/hospital.svg");
    expect(pictures.length).toBeGreaterThan(15);
  });

  for (const picture of pictures) {
    test(`no words stick out of what they are written on: ${picture}`, async ({ page }) => {
      await page.setViewportSize({ width: 640, height: 480 });
      const res = await page.goto(picture);
      expect(res?.status()).toBe(200);
      const { overflows } = await overflowsOf(page);
      expect(overflows, "testi che escono dalla loro forma").toEqual([]);
    });
  }

  test("the hospital's sign reads PRONTO SOCCORSO in full", async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 480 });
    await page.goto("/attached_assets/illustrations/hospital.svg");
    const { texts, overflows } = await overflowsOf(page);
    expect(texts).toBe(1);
    expect(overflows).toEqual([]);
    await expect(page.locator("text")).toHaveText(/^PRONTO\s*SOCCORSO$/);
  });
});
