import { expect, ready, test } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("sector pages", () => {
  test("airport: the button scrolls to the solutions; a picture that fails is greyed and logged", async ({
    page,
    browserConsole,
  }) => {
    // The browser reports the refused picture itself.
    browserConsole.allow(/net::ERR_FAILED/);
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    await page.route("**/attached_assets/illustrations/airport-parking.svg", (route) => route.abort());
    await page.goto("/applicazioni/aeroporti");
    await ready(page);
    await page.getByRole("button", { name: "Scopri le soluzioni" }).click();
    await expect(page.locator("#soluzioni")).toBeInViewport();
    const figures = page.locator("#immagini");
    await expect(figures.locator("[data-image-failed=grey]")).toHaveCount(1);
    await expect(figures.getByRole("img", { name: /Parcheggio multipiano aeroportuale/ })).toHaveClass(/bg-slate-200/);
    await expect(figures.locator("img")).toHaveCount(1);
    expect(warnings.some((w) => w.includes("Immagine non caricata") && w.includes("airport-parking.svg"))).toBe(true);
  });

  test("hospital: the button reaches #soluzioni-section, the last button opens the form", async ({ page }) => {
    await page.goto("/applicazioni/ospedali");
    await ready(page);
    await page.getByRole("button", { name: "Vedi le soluzioni" }).click();
    await expect(page.locator("#soluzioni-section")).toBeInViewport();
    await page.getByRole("link", { name: "Richiedi Preventivo - Compila il Form" }).click();
    await expect(page).toHaveURL(/\/contatti\?tipo=ospedale$/);
  });

  test("shopping centre: the same final button, and its figures", async ({ page }) => {
    await page.goto("/applicazioni/centri-commerciali");
    await ready(page);
    for (const figure of ["+25%", "+40%", "-40%"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Richiedi Preventivo - Compila il Form" }).click();
    await expect(page).toHaveURL(/\/contatti\?tipo=centro-commerciale$/);
  });

  test("hotel: the four customer types and 95% / -80% / +30%", async ({ page }) => {
    await page.goto("/applicazioni/hotel-resort");
    await ready(page);
    for (const type of ["Ospiti registrati", "Clienti VIP", "Visitatori del ristorante", "Eventi e conferenze"]) {
      await expect(page.getByRole("heading", { name: type })).toBeVisible();
    }
    for (const figure of ["95%", "-80%", "+30%"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
  });

  test("truck parking: breadcrumb, the four vehicle classes by height, the scroll to the solutions", async ({ page }) => {
    await page.goto("/applicazioni/aree-sosta-camion");
    await ready(page);
    const crumbs = page.getByRole("navigation", { name: "Percorso" }).getByRole("listitem");
    await expect(crumbs).toHaveText(["Home", "Applicazioni", "Aree di sosta camion"]);
    const rows = page.getByRole("table", { name: "Classi di veicolo in base all'altezza" }).locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText("Auto e camper");
    await expect(rows.nth(0)).toContainText("2,5 m");
    await expect(rows.nth(1)).toContainText("Tra 2,5 m e 3,5 m");
    await expect(rows.nth(2)).toContainText("Camion e trattori stradali");
    await expect(rows.nth(3)).toContainText("Autoarticolati con rimorchio");
    await page.getByRole("button", { name: "Scopri le soluzioni" }).click();
    await expect(page.locator("#soluzioni")).toBeInViewport();
  });

  test("seasonal areas: their phone link is a number of its own", async ({ page }) => {
    await page.goto("/applicazioni/aree-stagionali");
    await ready(page);
    const seasonal = page.getByRole("main").getByRole("link", { name: "Chiama il servizio aree stagionali" }).first();
    await expect(seasonal).toHaveAttribute("href", "tel:+390498254190");
    await expect(page.getByRole("banner").getByRole("link", { name: "Chiamaci Ora" })).toHaveAttribute(
      "href",
      "tel:+390498254100",
    );
  });

  test("the detail pages are linked from their category pages and keep the parent tab", async ({ page }) => {
    await page.goto("/prodotti/automazione-parcheggi");
    await ready(page);
    await page.getByRole("link", { name: "Scheda di PayInPark" }).click();
    await expect(page).toHaveURL(/\/prodotti\/pay2park$/);
    await expect(
      page.getByRole("navigation", { name: "Categorie di prodotto" }).getByRole("link", { name: "Automazione Parcheggi" }),
    ).toHaveAttribute("aria-current", "page");
    await page.goto("/prodotti/pensiline-fotovoltaiche");
    await ready(page);
    await page.getByRole("link", { name: "Scopri i kit" }).click();
    await expect(page).toHaveURL(/\/prodotti\/sistemi-fotovoltaici$/);
  });

  test("a demo request opens the form prefilled", async ({ page }) => {
    await page.goto("/prodotti/veropark");
    await ready(page);
    await page.getByRole("link", { name: "Richiedi una demo" }).first().click();
    await expect(page).toHaveURL(/\/contatti\?tipo=altro&messaggio=Vorrei%20una%20demo%20di%20VeroPark$/);
  });
});
