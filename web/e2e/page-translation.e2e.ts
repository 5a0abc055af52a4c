import type { Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { expect, httpStatusLogged, ready, test } from "./fixtures";
import { createLandingPage } from "./staff-helpers";

const editorOf = (path: string) => `/admin/pagine/modifica?percorso=${encodeURIComponent(path)}`;

/** 'Pubblica', past the question about the template's copy the page may still hold. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Pubblica" }).click();
  const ask = page.getByRole("alertdialog", { name: "C'è ancora testo del modello" });
  const published = page.getByText("Pagina pubblicata", { exact: true }).first();
  await expect(ask.or(published)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole("button", { name: "Pubblica comunque" }).click();
  await expect(published).toBeVisible();
}

/** The English field beside its Italian, by the field's label. */
const beside = (page: Page, label: string) =>
  page.getByTestId("beside-original").filter({ has: page.getByLabel(label, { exact: true }) });

test.describe("staff translate a page they created", () => {
  test("'Traduci in inglese', publish the English alone, change the Italian: 'Da aggiornare' until the English is saved @telefono", async ({
    page,
    browser,
    browserConsole,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The new page answers 404 until it is published: the preview asks for the live page first.
    browserConsole.allow(httpStatusLogged(404));
    // The English address already taken is refused with a 409.
    browserConsole.allow(httpStatusLogged(409));
    const id = `${testInfo.project.name === "telefono" ? "t" : "d"}${Date.now().toString(36)}`;
    const title = `Parcheggi per il mare ${id}`;
    const italianPath = `/parcheggi-per-il-mare-${id}`;
    const englishPath = `/en/seaside-parking-${id}`;

    await createLandingPage(page, title, italianPath);
    await page.getByLabel("Titolo principale", { exact: true }).fill("Sosta automatica al mare");
    await publish(page);

    // The English address is checked by the server's rules, in Italian.
    await page.getByRole("button", { name: "Traduci in inglese" }).click();
    const form = page.getByRole("form", { name: "Traduci in inglese" });
    await form.getByLabel("Indirizzo inglese").fill("contact");
    await form.getByRole("button", { name: "Crea la versione inglese" }).click();
    await expect(form.getByText("L'indirizzo /en/contact è già di una pagina inglese del sito")).toBeVisible();
    await form.getByLabel("Indirizzo inglese").fill(`seaside-parking-${id}`);
    await expect(form.getByTestId("english-address")).toHaveText(englishPath);
    await form.getByRole("button", { name: "Crea la versione inglese" }).click();
    await expect(page).toHaveURL(editorOf(englishPath));
    await expect(page.getByRole("complementary", { name: "Traduzione" })).toContainText("Versione inglese di");

    // Before it is published, staff preview the English at its address; visitors get the English 'not found'.
    const preview = await page.context().newPage();
    await preview.goto(`${englishPath}?anteprima`);
    await expect(preview.getByText("Anteprima: questa versione della pagina non è visibile ai visitatori")).toBeVisible();
    await preview.close();
    expect((await page.request.get(englishPath)).status()).toBe(404);

    // Each text beside its Italian; nothing is out of date yet.
    await expect(beside(page, "Titolo principale")).toContainText("Sosta automatica al mare");
    await expect(page.getByTestId("outdated-mark")).toHaveCount(0);
    await page.getByLabel("Titolo principale", { exact: true }).fill("Automated seaside parking");
    await publish(page);

    // The English answers at its address alone; the Italian is as it was; a visitor switching language lands on it.
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const visitor = await context.newPage();
    expect((await visitor.goto(englishPath))?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Automated seaside parking");
    await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
    await visitor.goto(italianPath);
    await ready(visitor);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Sosta automatica al mare");
    if (testInfo.project.name === "telefono") {
      await visitor.getByRole("button", { name: "Apri il menu" }).click();
      await visitor.getByRole("navigation", { name: "Menu principale mobile" }).getByRole("link", { name: "English" }).click();
    } else {
      await visitor
        .getByRole("banner")
        .getByRole("navigation", { name: "Lingua" })
        .getByRole("link", { name: "English" })
        .click();
    }
    await expect(visitor).toHaveURL(new RegExp(`${englishPath}$`));
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Automated seaside parking");
    await context.close();

    // The Italian changes and is published: the English field beside it is 'Da aggiornare', the others are not.
    await page.goto(editorOf(italianPath));
    await ready(page);
    await expect(page.getByRole("link", { name: "Modifica la versione inglese" })).toBeVisible();
    await page.getByLabel("Titolo principale", { exact: true }).fill("Sosta automatica in riva al mare");
    await publish(page);

    await page.goto(editorOf(englishPath));
    await ready(page);
    const headline = beside(page, "Titolo principale");
    await expect(headline.getByTestId("outdated-mark")).toHaveText("Da aggiornare");
    await expect(headline).toContainText("Sosta automatica in riva al mare");
    await expect(page.getByTestId("outdated-mark")).toHaveCount(1);
    expect(await wcagViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("page-translation-editor.png") });
    await headline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("page-translation-outdated.png") });

    // Saving the English takes the mark away.
    await page.getByLabel("Titolo principale", { exact: true }).fill("Automated parking by the sea");
    await page.getByRole("button", { name: "Salva bozza" }).click();
    await expect(page.getByText("Bozza salvata", { exact: true })).toBeVisible();
    await expect(page.getByTestId("outdated-mark")).toHaveCount(0);

    // The list shows the page's English and opens it.
    await page.goto("/admin/pagine");
    await ready(page);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByTestId("english-state")).toHaveText("Pubblicata");
    await row.getByTestId("english-link").click();
    await expect(page).toHaveURL(editorOf(englishPath));

    // A new English address: the old one leads there for good.
    await page.getByRole("button", { name: "Cambia indirizzo inglese" }).click();
    const move = page.getByRole("form", { name: "Cambia indirizzo inglese" });
    await move.getByLabel("Indirizzo inglese").fill(`parking-by-the-sea-${id}`);
    await move.getByRole("button", { name: "Cambia indirizzo" }).click();
    await expect(page).toHaveURL(editorOf(`/en/parking-by-the-sea-${id}`));
    const old = await page.request.get(englishPath, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/en/parking-by-the-sea-${id}`);
  });
});
