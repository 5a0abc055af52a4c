import { expect, ready, test } from "./fixtures";

/** The page's resources as its own timeline records them, and its first contentful paint. */
async function timeline(page: import("@playwright/test").Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

test.describe("a public page paints before it fetches its scripts", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/contatti", "/applicazioni/aeroporti"]) {
    test(`${path}: only the small loader comes before the first paint; the islands' code after it`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      const { firstPaint, scripts } = await timeline(page);
      expect(firstPaint).not.toBeNull();
      const before = scripts.filter((script) => script.start < (firstPaint ?? 0)).map((script) => script.path);
      const after = scripts.filter((script) => script.start >= (firstPaint ?? 0)).map((script) => script.path);
      expect(before).toEqual([expect.stringMatching(/^\/assets\/islands-loader-[a-z0-9]+\.js$/)]);
      expect(after).toContainEqual(expect.stringMatching(/^\/assets\/entry\.islands-[a-z0-9]+\.js$/));
    });
  }
});

test.describe("islands come to life when used", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the first tap on the menu button opens the menu", async ({ page }) => {
    await page.goto("/servizi");
    await ready(page);
    await page.getByRole("button", { name: "Apri il menu" }).tap();
    await expect(page.getByRole("navigation", { name: "Menu principale mobile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Chiudi il menu" })).toHaveAttribute("aria-expanded", "true");
  });

  test("the first keys typed in the contact form are kept; a first click on send is the form's, not the browser's", async ({
    page,
  }) => {
    await page.goto("/contatti");
    await ready(page);
    const name = page.getByRole("textbox", { name: "Nome", exact: true });
    await name.pressSequentially("Maria");
    await expect(name).toHaveValue("Maria");

    await page.reload();
    await ready(page);
    const url = page.url();
    await page.getByRole("button", { name: "Invia richiesta" }).click();
    await expect(page.getByText("Campi obbligatori mancanti", { exact: true })).toBeVisible();
    expect(page.url()).toBe(url);
  });
});
