import { contentPages } from "../content/page-index";
import { expect, httpStatusLogged, ready, test } from "./fixtures";
import { tourTest } from "./page-tour";
import { VISITOR_SCREENS } from "./viewports";

const publicPaths = [...contentPages.map((p) => p.path), "/blog"];

test.describe("every public route", () => {
  for (const path of publicPaths) {
    tourTest(`${path} renders on the server and hydrates without errors`, async ({ visitorPage: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain('<html lang="it">');
      expect(html).toMatch(/<h1[ >]/);
      await ready(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(/ \| ParkSite Italia$/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path === "/" ? "/" : path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    });
  }

  test("titles are unique across the site", async ({ request }) => {
    const titles = new Set<string>();
    for (const path of publicPaths) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? "");
    }
    expect(titles.size).toBe(publicPaths.length);
  });

  test("an unknown path is HTTP 404 with '404 Page Not Found'", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(404));
    const response = await page.goto("/questa-pagina-non-esiste");
    expect(response?.status()).toBe(404);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByTestId("back-link")).toHaveText("Torna alla home");
  });

  for (const screen of VISITOR_SCREENS) {
    test(`the 404 page says what happened and where to go next, on a ${screen.name} screen`, async ({ page, browserConsole }) => {
      browserConsole.allow(httpStatusLogged(404));
      await page.setViewportSize(screen.viewport);
      expect((await page.goto("/prodotti/parcheggio-volante"))?.status()).toBe(404);
      await ready(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(main.getByText("Non abbiamo trovato nessuna pagina a questo indirizzo")).toBeVisible();
      const sections = main.getByRole("navigation", { name: "Le sezioni del sito" });
      for (const [name, href] of [
        ["Prodotti e soluzioni", "/prodotti/automazione-parcheggi"],
        ["Referenze", "/referenze"],
        ["Contatti", "/contatti"],
      ] as const) {
        await expect(sections.getByRole("link", { name })).toHaveAttribute("href", href);
      }
      const search = main.getByRole("searchbox", { name: "Cerca nel sito" });
      await search.fill("pensiline");
      await main.getByRole("button", { name: "Cerca" }).click();
      await expect(page).toHaveURL("/cerca?q=pensiline");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("admin routes are noindex: the admin a shell rendered by the client, the sign-in form drawn by the server too", async ({
    page,
  }) => {
    const shell = await page.request.get("/admin/blog");
    expect(shell.status()).toBe(200);
    expect(shell.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await shell.text()).toContain("Caricamento dell'area riservata...");
    const response = await page.goto("/admin/login");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await response!.text()).toContain(
      '<h1 class="text-2xl font-bold text-brand-900">Accesso all&#x27;area riservata</h1>',
    );
    await ready(page);
    await expect(page.getByRole("heading", { name: "Accesso all'area riservata" })).toBeVisible();
    await expect(page).toHaveTitle("Accesso | ParkSite Italia");
  });
});

test.describe("what a public page downloads", () => {
  test("no admin code, and assets with long caching, ETag and compression", async ({ page }) => {
    const scripts: string[] = [];
    const assetResponses: { url: string; headers: Record<string, string> }[] = [];
    page.on("response", async (response) => {
      if (response.url().includes("/assets/")) {
        assetResponses.push({ url: response.url(), headers: response.headers() });
        if (response.url().endsWith(".js")) scripts.push(await response.text());
      }
    });
    await page.goto("/");
    await ready(page);
    await page.getByRole("link", { name: "Servizi", exact: true }).first().click();
    await expect(page).toHaveURL(/\/servizi$/);
    await ready(page);
    const code = scripts.join("\n");
    expect(code).toContain("Chiamaci Ora");
    expect(code).not.toContain("Accesso all'area riservata");
    expect(code).not.toContain("Gestione Gallerie");
    expect(assetResponses.map(({ url }) => url)).toContainEqual(expect.stringMatching(/\/assets\/inter-latin-\w+\.woff2$/));
    for (const { url, headers } of assetResponses) {
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(headers.etag).toBeTruthy();
      // A file of a few hundred bytes (a small island's chunk) gains nothing from compression and is sent as it is,
      // and so is the typeface: woff2 is compressed already.
      if (!url.endsWith(".woff2") && Number(headers["content-length"] ?? Number.POSITIVE_INFINITY) > 512) {
        expect(["br", "gzip"]).toContain(headers["content-encoding"]);
      }
    }
  });
});
