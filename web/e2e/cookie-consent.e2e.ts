import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";

const KEY = "parksite-cookie-consent";
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), KEY);

test.describe("cookie consent", () => {
  test("first visit: the banner offers accept and reject with equal weight, and links both policies", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    const reject = banner.getByRole("button", { name: "Solo necessari" });
    const accept = banner.getByRole("button", { name: "Accetta tutti" });
    expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
    await expect(banner.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
    await expect(banner.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    // Scrolling is not consent.
    await page.mouse.wheel(0, 2000);
    await expect(banner).toBeVisible();
    expect(await stored(page)).toBeNull();
  });

  test("the banner is in the first paint: it shows before the islands' code has come, and not to who has chosen", async ({
    page,
    browserConsole,
  }) => {
    // Only the small loader runs: the islands' code never arrives (the browser reports each refused fetch).
    browserConsole.allow(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
    await page.route(/\/assets\/(entry\.islands|island|.*\.island)-/, (route) => route.abort());
    await page.goto("/prodotti/web2park");
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Questo sito usa i cookie" })).toBeVisible();
    await page.evaluate(
      ({ key, version }) =>
        localStorage.setItem(key, JSON.stringify({ version, date: new Date().toISOString(), analytics: false })),
      { key: KEY, version: "2026-11" },
    );
    await page.reload();
    await expect(page.locator("#islands-loader")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Vai al contenuto" })).toBeAttached();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
  });

  test("Accetta tutti stores every category with the date and the policy version", async ({ page }) => {
    await page.goto("/servizi");
    await ready(page);
    await page.getByRole("button", { name: "Accetta tutti" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    const consent = await stored(page);
    expect(consent).toMatchObject({ necessary: true, analytics: true, marketing: true, functional: true, version: "2026-11" });
    expect(Date.now() - new Date(consent.date).getTime()).toBeLessThan(60_000);
    await page.reload();
    await ready(page);
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
  });

  test("Solo necessari and the X both keep only the necessary cookies", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await page.getByRole("button", { name: "Solo necessari" }).click();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false, functional: false });
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await page.reload();
    await ready(page);
    await page.getByRole("button", { name: "Chiudi: accetto solo i cookie necessari" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: false, marketing: false, functional: false });
  });

  test("Personalizza: nothing pre-ticked, necessary fixed on, the choice saved per category", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await page.getByRole("button", { name: "Personalizza" }).click();
    const dialog = page.getByRole("dialog", { name: "Preferenze cookie" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Necessari" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Necessari" })).toBeDisabled();
    for (const name of ["Funzionali", "Analitici", "Marketing"])
      await expect(dialog.getByRole("switch", { name })).not.toBeChecked();
    await dialog.getByRole("switch", { name: "Analitici" }).check();
    await dialog.getByRole("button", { name: "Salva preferenze" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: true, marketing: false, functional: false });
  });

  test("'Preferenze cookie' in the footer reopens the choice on any page", async ({ page }) => {
    await page.goto("/prodotti/web2park");
    await ready(page);
    await page.getByRole("button", { name: "Accetta tutti" }).click();
    await page.getByRole("contentinfo").getByRole("button", { name: "Preferenze cookie" }).click();
    const dialog = page.getByRole("dialog", { name: "Preferenze cookie" });
    await expect(dialog.getByRole("switch", { name: "Marketing" })).toBeChecked();
    await dialog.getByRole("switch", { name: "Marketing" }).uncheck();
    await dialog.getByRole("button", { name: "Salva preferenze" }).click();
    expect(await stored(page)).toMatchObject({ analytics: true, marketing: false, functional: true });
    await page.keyboard.press("Escape");
  });

  test("'Preferenze cookie' opens the stored choice on a later visit, before the banner was ever used", async ({ page }) => {
    await page.goto("/servizi");
    await ready(page);
    await page.getByRole("button", { name: "Solo necessari" }).click();
    await page.goto("/prodotti/veropark");
    await ready(page);
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await page.getByRole("contentinfo").getByRole("button", { name: "Preferenze cookie" }).click();
    const dialog = page.getByRole("dialog", { name: "Preferenze cookie" });
    await expect(dialog.getByRole("switch", { name: "Funzionali" })).not.toBeChecked();
    await dialog.getByRole("switch", { name: "Funzionali" }).check();
    await dialog.getByRole("button", { name: "Salva preferenze" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: false, marketing: false, functional: true });
  });

  test("after six months the banner asks again", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-01-10T10:00:00+01:00") });
    await page.goto("/");
    await ready(page);
    await page.getByRole("button", { name: "Accetta tutti" }).click();
    await page.reload();
    await ready(page);
    await expect(page.getByTestId("cookie-banner")).toBeHidden();

    await page.clock.setSystemTime(new Date("2026-07-09T10:00:00+02:00"));
    await page.reload();
    await ready(page);
    await expect(page.getByTestId("cookie-banner")).toBeHidden();

    await page.clock.setSystemTime(new Date("2026-07-10T10:05:00+02:00"));
    await page.reload();
    await ready(page);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
  });

  test("a changed policy version asks again", async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({
          necessary: true,
          analytics: true,
          marketing: true,
          functional: true,
          date: new Date().toISOString(),
          version: "2025-01",
        }),
      );
    }, KEY);
    await page.goto("/");
    await ready(page);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
  });

  test("the map loads only after consent to functional cookies, or when asked once", async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route("https://www.openstreetmap.org/**", (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Mappa</title><p>Mappa</p>" });
    });
    await page.goto("/contatti");
    await ready(page);
    const area = page.getByTestId("map-area");
    // The map comes to life as the visitor scrolls to it.
    await area.scrollIntoViewIfNeeded();
    await expect(area.getByRole("button", { name: "Mostra la mappa" })).toBeVisible();
    await expect(area.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Solo necessari" }).click();
    await expect(area.locator("iframe")).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await area.getByRole("button", { name: "Mostra la mappa" }).click();
    await expect(area.locator("iframe")).toHaveAttribute("src", /openstreetmap\.org/);
    await expect(area.locator("iframe")).toHaveCSS("height", "400px");
    await page.reload();
    await ready(page);
    await area.scrollIntoViewIfNeeded();
    await expect(area.locator("iframe")).toHaveCount(0);

    await area.getByRole("button", { name: "Accetta i cookie funzionali" }).click();
    await expect(area.locator("iframe")).toHaveCount(1);
    expect(await stored(page)).toMatchObject({ functional: true, analytics: false, marketing: false });
    await page.reload();
    await ready(page);
    await area.scrollIntoViewIfNeeded();
    await expect(area.locator("iframe")).toHaveCount(1);
    await expect(page.getByText("Padova Est")).toBeVisible();
  });
});
