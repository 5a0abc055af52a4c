import type { Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";

/** Clicks the language switcher's link: in the header on a wide screen, in the opened menu on a phone. */
async function switchTo(page: Page, language: string, menuButton: string, mobileMenu: string, desktopSwitcher: string) {
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await page.getByRole("button", { name: menuButton }).click();
    await page.getByRole("navigation", { name: mobileMenu }).getByRole("link", { name: language }).click();
  } else {
    await page
      .getByRole("banner")
      .getByRole("navigation", { name: desktopSwitcher })
      .getByRole("link", { name: language })
      .click();
  }
}

test.describe("references in English", () => {
  test("staff translate a reference beside the Italian and publish the English alone; a visitor switches to it @telefono", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Of one length, so that no run's title is the start of another's.
    const id = `${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
    // Words no other spec searches for: the reference stays published on the shared server.
    const italianTitle = `Parcheggio di prova ${id}`;
    await signIn(page, "/admin/referenze");
    await ready(page);
    const slug = await page.evaluate(async (title) => {
      const res = await fetch("/api/references/admin", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          title,
          slug: "",
          client: "Cliente di prova",
          client_public: true,
          sector: "ospedali",
          comune_code: "015146",
          lat: 45.464,
          lng: 9.19,
          year: 2024,
          spaces: 900,
          figures: [{ label: "Posti auto", value: "900" }],
          products: ["web2park"],
          challenge: "Code all'ingresso nelle ore di visita.",
          solution: "Casse automatiche all'uscita.",
          result: "Ingresso in 4 secondi.",
          quote_text: "",
          quote_name: "",
          quote_role: "",
          photos: [],
          featured: false,
          display_order: 0,
        }),
      });
      const reference = (await res.json()) as { id: number; slug: string };
      await fetch(`/api/references/admin/${reference.id}/publish`, { method: "POST" });
      return reference.slug;
    }, italianTitle);
    await page.reload();
    await ready(page);

    const row = page.getByTestId("reference-row").filter({ hasText: italianTitle });
    await expect(row).toContainText("Non tradotta");
    await row.getByRole("button", { name: `Traduci in inglese ${italianTitle}` }).click();
    const editor = page.getByRole("form", { name: `Versione inglese: ${italianTitle}` });
    await expect(editor.getByTestId("beside-title")).toContainText(italianTitle);
    await expect(editor.getByTestId("outdated-mark")).toHaveCount(0);
    const englishTitle = `Hospital car park ${id}`;
    await editor.getByLabel("Titolo in inglese").fill(englishTitle);
    await editor.getByLabel("Slug inglese").fill("");
    await editor.getByLabel("La sfida in inglese").fill("Queues at the entrance during visiting hours.");
    await editor.getByLabel("La soluzione in inglese").fill("Number plate recognition and pay stations.");
    await editor.getByLabel("Il risultato in inglese").fill("In through the barrier in 4 seconds.");
    await editor.getByLabel("Etichetta del dato 1 in inglese").fill("Parking spaces");
    await editor.getByRole("button", { name: "Salva la traduzione" }).click();
    await expect(page.getByText("Traduzione salvata").first()).toBeVisible();
    await editor.getByRole("button", { name: "Pubblica in inglese" }).click();
    await expect(editor.getByTestId("translation-status")).toContainText("Inglese: pubblicata");
    await expect(row.getByTestId("english-state")).toHaveText("Pubblicata");
    expect(await wcagViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("reference-translation-editor.png"), fullPage: true });

    // A visitor on the Italian reference switches to English and reads it.
    await page.context().clearCookies();
    await page.goto(`/referenze/${slug}`);
    await ready(page);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      new RegExp(`/en/references/hospital-car-park-${id}$`),
    );
    await switchTo(page, "English", "Apri il menu", "Menu principale mobile", "Lingua");
    await expect(page).toHaveURL(new RegExp(`/en/references/hospital-car-park-${id}$`));
    await ready(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishTitle);
    await expect(page.getByRole("heading", { name: "The challenge" })).toBeVisible();
    await expect(page.getByText("Queues at the entrance during visiting hours.")).toBeVisible();
    await expect(page.getByText("Parking spaces", { exact: true })).toBeVisible();
    await expect(page.getByText("Hospitals · 2024")).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("english-reference.png"), fullPage: true });

    // The English list shows it; the switcher leads back to the Italian one.
    await page.goto("/en/references?settore=ospedali");
    await ready(page);
    await expect(page.getByRole("heading", { level: 1, name: "Installations we have delivered" })).toBeVisible();
    await expect(page.getByRole("link", { name: englishTitle, exact: true })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("english-references.png"), fullPage: true });
    await page.goto(`/en/references/hospital-car-park-${id}`);
    await ready(page);
    await switchTo(page, "Italiano", "Open the menu", "Main menu (mobile)", "Language");
    await expect(page).toHaveURL(new RegExp(`/referenze/${slug}$`));
  });

  test("a visitor switches to the documents in English and finds a document by its English title @telefono", async ({
    page,
    browserConsole,
  }, testInfo) => {
    // From the second run on, the English version exists already: making it again is refused (409).
    browserConsole.allow(httpStatusLogged(409));
    await signIn(page, "/admin/documentazione");
    await ready(page);
    await expect(page.getByRole("columnheader", { name: "Inglese" })).toBeVisible();
    // The example datasheet gets its English title (the same for every run: saved again, published once).
    await page.evaluate(async () => {
      const documents = (await (await fetch("/api/documents")).json()) as { id: number; slug: string }[];
      const example = documents.find((d) => d.slug === "esempio-scheda-tecnica-web2park");
      if (!example) throw new Error("example datasheet missing");
      const base = `/api/documents/${example.id}/translations/en`;
      await fetch(base, { method: "POST" });
      await fetch(base, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Web2Park datasheet (example)", slug: "web2park-datasheet-example" }),
      });
      await fetch(`${base}/publish`, { method: "POST" });
    });
    await page.context().clearCookies();
    await page.goto("/documentazione");
    await ready(page);
    await switchTo(page, "English", "Apri il menu", "Menu principale mobile", "Lingua");
    await expect(page).toHaveURL(/\/en\/documents$/);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1, name: "Datasheets, specifications and certificates" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Web2Park datasheet (example)" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("english-documents.png"), fullPage: true });
  });
});
