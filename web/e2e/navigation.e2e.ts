import { expect, httpStatusLogged, ready, test } from "./fixtures";

test.describe("navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a link opens the next page at its top, with its own title", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await page.locator("#applications").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page
      .locator("#applications")
      .getByRole("link", { name: /Ospedali/ })
      .click();
    await expect(page).toHaveURL(/\/applicazioni\/ospedali$/);
    await expect(page.locator("h1")).toHaveText("Parcheggi ospedalieri che non fanno aspettare");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(/^Parcheggi per ospedali/);
    await ready(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/applicazioni\/ospedali$/);
  });

  test("pointing at a link fetches its page ahead; the page then opens from that copy", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    const isPrefetch = (headers: Record<string, string>) => (headers["sec-purpose"] ?? "").startsWith("prefetch");
    const prefetched = page.waitForResponse((r) => r.url().endsWith("/servizi") && isPrefetch(r.request().headers()));
    const link = page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Servizi" });
    await link.hover();
    expect((await prefetched).status()).toBe(200);
    await link.click();
    await expect(page).toHaveURL(/\/servizi$/);
    await ready(page);
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType,
    );
    expect(delivery).toBe("navigational-prefetch");
  });

  test("a link with a hash scrolls to its anchor", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await page.getByRole("link", { name: "Scopri le soluzioni" }).click();
    await expect(page).toHaveURL(/#prodotti-soluzioni$/);
    await expect(page.locator("#prodotti-soluzioni")).toBeInViewport();
  });

  test("back links: product and sector pages go home, articles to the blog", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(404));
    await page.goto("/prodotti/web2park");
    await ready(page);
    const back = page.getByTestId("back-link");
    await expect(back).toHaveText("Torna alla home");
    await expect(back).toHaveAttribute("href", "/");
    await page.goto("/applicazioni/aeroporti");
    await ready(page);
    await expect(page.getByTestId("back-link")).toHaveText("Torna alla home");
    await page.goto("/blog");
    await ready(page);
    await expect(page.getByTestId("back-link")).toHaveText("Torna alla home");
    await page.goto("/blog/un-articolo");
    await ready(page);
    await expect(page.getByTestId("back-link")).toHaveText("Torna al blog");
    await page.getByTestId("back-link").click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto("/");
    await ready(page);
    await expect(page.getByTestId("back-link")).toHaveCount(0);
  });

  test("product pages show the category tabs with the current one highlighted", async ({ page }) => {
    await page.goto("/prodotti/infomobilita");
    await ready(page);
    const tabs = page.getByRole("navigation", { name: "Categorie di prodotto" });
    await expect(tabs.getByRole("link")).toHaveCount(3);
    await expect(tabs.getByRole("link", { name: "Infomobilità" })).toHaveAttribute("aria-current", "page");
    await page.goto("/prodotti/web2park");
    await ready(page);
    await expect(
      page.getByRole("navigation", { name: "Categorie di prodotto" }).getByRole("link", { name: "Automazione Parcheggi" }),
    ).toHaveAttribute("aria-current", "page");
  });
});
