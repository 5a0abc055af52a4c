import { expect, httpStatusLogged, ready, test } from "./fixtures";
import { DEMO, toast, withConsent } from "./blog-helpers";

test.describe("blog: visitors", () => {
  test("/blog shows the published articles as cards, newest first, never the draft", async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog");
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog e novità");
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("link", { name: DEMO.published.title })).toBeVisible();
    await expect(page.getByText(DEMO.draft.title)).toHaveCount(0);
    const first = cards.first();
    await expect(first.locator("time")).toHaveText(/^\d\d (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}$/);
    await expect(first).toContainText(/\d+ min di lettura/);
    await expect(first.locator("img")).toHaveAttribute("src", /^\/(attached_assets|uploads)\//);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/);
  });

  test("a card whose picture cannot load shows the first fallback picture instead (spec §2)", async ({
    page,
    browserConsole,
  }) => {
    // The browser reports the refused picture itself.
    browserConsole.allow(/net::ERR_FAILED/);
    await page.route("**/attached_assets/illustrations/solar-canopy.svg", (route) => route.abort());
    await page.goto("/blog");
    await ready(page);
    await expect(page.locator('main img[src$="/attached_assets/fallback-parking.svg"]').first()).toBeVisible();
    await expect(page.locator('main img[src$="solar-canopy.svg"]')).toHaveCount(0);
  });

  test("an article opens from its card with everything spec §2 lists, and leads back to the blog", async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog");
    await ready(page);
    await page.getByRole("link", { name: DEMO.published.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${DEMO.published.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEMO.published.title);
    await expect(page).toHaveTitle(`${DEMO.published.title} | ParkSite Italia`);
    await expect(page.getByRole("list", { name: "Tag" }).getByRole("listitem")).toHaveText([
      "Web2Park",
      "lettura targhe",
      "automazione parcheggi",
    ]);
    // The cover's alt text is the one kept with the picture in the media library.
    await expect(
      page.getByRole("img", { name: "Sbarra d'ingresso con la telecamera che legge la targa dell'auto" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Che cosa succede all'ingresso" })).toBeVisible();
    const link = page.getByRole("link", { name: "Richiedi una consulenza gratuita" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("heading", { name: "Immagini dell'articolo" })).toBeVisible();
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveCount(1);
    await page.getByTestId("back-link").click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog e novità");
    await expect(page).toHaveTitle("Blog e novità | ParkSite Italia");
    await page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Servizi" }).click();
    await expect(page).toHaveURL(/\/servizi$/);
    await expect(feed).toHaveCount(0);
  });

  test("in the whole app (a staff preview), while an article loads after a click, the tab never reads 'Articolo non trovato'", async ({
    page,
  }) => {
    await withConsent(page);
    await page.route("**/api/blog/slug/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    // A preview address runs the whole app in the browser, where links change page without loading a document.
    await page.goto("/blog?anteprima");
    await ready(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { titles: string[] }).titles = seen;
      new MutationObserver(() => seen.push(document.title)).observe(document.head, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.getByRole("link", { name: DEMO.published.title }).click();
    await expect(page).toHaveTitle(`${DEMO.published.title} | ParkSite Italia`);
    const titles = await page.evaluate(() => (window as unknown as { titles: string[] }).titles);
    expect(titles.filter((t) => t.startsWith("Articolo non trovato"))).toEqual([]);
  });

  test("Share copies the address where the browser cannot share natively", async ({ page, context }) => {
    await withConsent(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    await page.goto(`/blog/${DEMO.published.slug}`);
    await ready(page);
    await page.getByRole("button", { name: "Condividi" }).click();
    await expect(toast(page)).toContainText("Link copiato");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("Share uses the system share sheet when there is one", async ({ page }) => {
    await withConsent(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto(`/blog/${DEMO.published.slug}`);
    await ready(page);
    await page.getByRole("button", { name: "Condividi" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(page.url());
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.title)).toBe(DEMO.published.title);
    await expect(toast(page)).toHaveCount(0);
  });

  test("an unknown article is 'Articolo non trovato' with HTTP 404 and a link back", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(404));
    await withConsent(page);
    const response = await page.goto("/blog/articolo-che-non-esiste");
    expect(response?.status()).toBe(404);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articolo non trovato");
    await expect(page).toHaveTitle(/^Articolo non trovato/);
    await page.getByRole("main").getByRole("link", { name: "Torna al blog" }).last().click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
