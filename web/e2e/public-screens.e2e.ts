import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";
import { overlaps, VISITOR_SCREENS } from "./viewports";

const CONSENT_KEY = "parksite-cookie-consent";

/** A visitor who has already answered the cookie banner: nothing covers the page's bottom. */
async function withConsentGiven(page: Page) {
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ version: "2026-11", date: new Date().toISOString(), analytics: false }));
  }, CONSENT_KEY);
}

/** Each visible item of the header (the company's name, the menu, the call button) and how many lines its words take. */
async function headerLines(page: Page): Promise<{ text: string; lines: number }[]> {
  return page.getByRole("banner").evaluate((header) => {
    const items = [
      ...header.querySelectorAll<HTMLElement>(
        'a[aria-label$=", home"] > span, nav[aria-label="Menu principale"] :is(a, button), a[href^="tel:"]',
      ),
    ].filter((item) => item.offsetParent !== null);
    return items.map((item) => {
      const lineHeight = Number.parseFloat(getComputedStyle(item).fontSize);
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      const lines = tops.filter((top, i) => i === 0 || top - (tops[i - 1] ?? top) > lineHeight / 2).length;
      return { text: item.textContent?.trim() ?? "", lines };
    });
  });
}

test.describe("the brand typeface", () => {
  test("Inter comes from the site itself: preloaded, a year in the cache, shown with font-display swap", async ({ page }) => {
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    const preload =
      /<link rel="preload" href="(\/assets\/inter-latin-[a-z0-9]+\.woff2)" as="font" type="font\/woff2" crossorigin>/.exec(html);
    expect(preload, "il carattere è precaricato").not.toBeNull();
    const font = await page.request.get(preload?.[1] ?? "");
    expect(font.status()).toBe(200);
    expect(font.headers()["content-type"]).toBe("font/woff2");
    expect(font.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await font.body()).byteLength).toBeLessThan(60_000);
    await ready(page);
    await page.evaluate(() => document.fonts.ready);
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, "") === "Inter")
        .map((face) => `${face.display} ${face.status}`),
    );
    expect(faces).toEqual(["swap loaded"]);
    // The Italian accented letters and the euro sign are in the subset.
    expect(await page.evaluate(() => document.fonts.check('16px "Inter"', "àèéìòù €"))).toBe(true);
  });

  for (const width of [1280, 1366]) {
    test(`without the web font, each item of the header stays on one line at ${width} px`, async ({ page, browserConsole }) => {
      browserConsole.allow(/net::ERR_FAILED/);
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/applicazioni/ospedali");
      await ready(page);
      expect(await page.evaluate(() => document.fonts.check('16px "Inter"'))).toBe(false);
      const items = await headerLines(page);
      expect(items.map((item) => item.text)).toEqual(
        expect.arrayContaining(["ParkSite Italia", "Prodotti e Soluzioni", "Applicazioni", "Contatti", "Chiamaci Ora"]),
      );
      expect(items.filter((item) => item.lines !== 1)).toEqual([]);
      // Nothing runs past the right edge either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }

  test("with the web font too, each item of the header stays on one line at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await ready(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter"'))).toBe(true);
    expect((await headerLines(page)).filter((item) => item.lines !== 1)).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: VISITOR_SCREENS.find((screen) => screen.phone)?.viewport, hasTouch: true, isMobile: true });

  test("the WhatsApp button leaves every link at the foot of the page free to tap", async ({ page }) => {
    await withConsentGiven(page);
    await page.goto("/servizi");
    await ready(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await page.getByTestId("whatsapp-float").boundingBox();
    expect(button).not.toBeNull();
    const legal = page.getByRole("navigation", { name: "Note legali" });
    await expect(legal.getByRole("link", { name: "Cookie Policy" })).toBeInViewport();
    for (const control of await legal.locator("a, button").all()) {
      expect(overlaps(await control.boundingBox(), button), (await control.textContent()) ?? "").toBe(false);
    }
    expect(overlaps(await page.getByTestId("company-legal").boundingBox(), button)).toBe(false);
  });

  test("the cookie banner takes at most a quarter of the first screen, with both choices side by side", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(844 * 0.25);
    const reject = await banner.getByRole("button", { name: "Solo necessari" }).boundingBox();
    const accept = await banner.getByRole("button", { name: "Accetta tutti" }).boundingBox();
    expect(reject?.y).toBe(accept?.y);
    expect(reject?.width).toBe(accept?.width);
    await expect(banner.getByRole("button", { name: "Personalizza" })).toBeInViewport();
    await expect(banner.getByRole("link", { name: "Cookie Policy" })).toBeInViewport();
  });

  test("the image viewer shows the photo across the whole width", async ({ page }) => {
    await withConsentGiven(page);
    await page.goto("/applicazioni/aeroporti");
    await ready(page);
    await page
      .getByTestId("gallery-aeroporti")
      .getByRole("button", { name: /^Apri l'immagine 1 di/ })
      .click();
    const photo = page.getByTestId("viewer-stage").locator("img");
    await expect(photo).toBeVisible();
    await expect(photo).toHaveJSProperty("complete", true);
    expect((await photo.boundingBox())?.width).toBeGreaterThanOrEqual(390 * 0.95);
    await expect(page.getByRole("button", { name: "Immagine successiva" })).toBeInViewport();
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: VISITOR_SCREENS.find((screen) => !screen.phone)?.viewport });

  test("the cookie banner stays a strip at the bottom, and the viewer keeps the photo clear of its arrows", async ({ page }) => {
    await page.goto("/applicazioni/aeroporti");
    await ready(page);
    const banner = page.getByTestId("cookie-banner");
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(900 * 0.2);
    await banner.getByRole("button", { name: "Solo necessari" }).click();
    await expect(banner).toBeHidden();
    await page
      .getByTestId("gallery-aeroporti")
      .getByRole("button", { name: /^Apri l'immagine 1 di/ })
      .click();
    const photo = await page.getByTestId("viewer-stage").locator("img").boundingBox();
    expect(overlaps(photo, await page.getByRole("button", { name: "Immagine successiva" }).boundingBox())).toBe(false);
    expect(overlaps(photo, await page.getByRole("button", { name: "Immagine precedente" }).boundingBox())).toBe(false);
  });

  test("the floating WhatsApp button is not there: the footer's links are free", async ({ page }) => {
    await withConsentGiven(page);
    await page.goto("/servizi");
    await ready(page);
    await expect(page.getByTestId("whatsapp-float")).toBeHidden();
  });
});
