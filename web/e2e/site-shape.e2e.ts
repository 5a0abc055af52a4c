import { axeOf, violationsOf } from "./axe";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";
import { checkHtml } from "./html-check";
import { createLandingPage, openNewPageForm } from "./staff-helpers";

const TITLE = "Offerta parcheggi estate";
const ADDRESS = "/offerta-parcheggi-estate";
const HEADLINE = "Un parcheggio automatico per la tua estate";

test.describe.configure({ mode: "serial", timeout: 60_000 });

test("a staff member creates a landing page from a template, publishes it, and a visitor opens it", async ({
  page,
  browser,
  browserConsole,
}) => {
  // The new page's address answers 404 until it is published: the preview asks for the live page first.
  browserConsole.allow(httpStatusLogged(404));
  const form = await openNewPageForm(page);

  // The address is checked with the server's own rules before anything is sent.
  await form.getByLabel("Titolo").fill("Blog");
  await form.getByRole("button", { name: "Crea la pagina" }).click();
  await expect(form.getByText("L'indirizzo /blog è riservato al sito: scegline un altro")).toBeVisible();

  await form.getByLabel("Titolo").fill(TITLE);
  await expect(form.getByTestId("new-page-address")).toHaveText(ADDRESS);
  await createLandingPage(page, TITLE, ADDRESS, form);
  await expect(page.getByTestId("page-status")).toContainText("Pagina non ancora pubblicata");

  // Before it is published, staff preview it at its address; visitors get 'not found'.
  const preview = await page.context().newPage();
  await preview.goto(`${ADDRESS}?anteprima`);
  await expect(preview.getByText("Anteprima: questa versione della pagina non è visibile ai visitatori")).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await preview.close();
  expect((await page.request.get(ADDRESS)).status()).toBe(404);

  await page.getByLabel("Titolo principale").fill(HEADLINE);
  await page
    .getByLabel("Descrizione per i motori di ricerca")
    .fill("Sosta automatica per le località di villeggiatura: preventivo in 24 ore.");
  await expect(page.getByTestId("search-snippet")).toContainText("Sosta automatica per le località di villeggiatura");
  // The template's copy still in the page is flagged at its field, and publishing asks about it first.
  const lead = page.getByLabel("Testo introduttivo");
  await expect(lead).toHaveAccessibleDescription(/^Testo del modello: sostituiscilo con il testo della pagina\./);
  await lead.fill("Parcheggi stagionali gestiti da remoto, dal varco alla cassa.");
  await expect(lead).not.toHaveAccessibleDescription(/Testo del modello/);
  await page.getByRole("button", { name: "Pubblica" }).click();
  const ask = page.getByRole("alertdialog", { name: "C'è ancora testo del modello" });
  await expect(ask.getByRole("listitem")).toHaveText([
    "«Primo vantaggio»",
    "«Descrivi il vantaggio.»",
    "«Secondo vantaggio»",
    "«Terzo vantaggio»",
  ]);
  await ask.getByRole("button", { name: "Torna a modificare" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText("Pagina pubblicata", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Pubblica" }).click();
  await ask.getByRole("button", { name: "Pubblica comunque" }).click();
  await expect(page.getByText("Pagina pubblicata", { exact: true }).first()).toBeVisible();

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const res = await visitor.goto(ADDRESS);
  expect(res?.status()).toBe(200);
  await ready(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
  await expect(visitor).toHaveTitle(new RegExp(TITLE));
  await expect(visitor.getByRole("link", { name: "Richiedi un preventivo" })).toBeVisible();
  await context.close();

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${ADDRESS}</loc>`);

  await page.goto("/admin/pagine");
  await ready(page);
  const row = page.getByRole("row").filter({ hasText: ADDRESS });
  await expect(row.getByText("Pubblicata")).toBeVisible();
});

test("the created page is axe-clean, valid HTML, and weighs no more than the other public pages", async ({
  page,
  browser,
  baseURL,
}) => {
  /** Bytes transferred for a page and everything it loaded, as Lighthouse counts them, in a browser of its own. */
  const weightOf = async (address: string) => {
    const context = await browser.newContext({ baseURL: baseURL ?? "" });
    const visitor = await context.newPage();
    await visitor.goto(address);
    await ready(visitor);
    await visitor.waitForLoadState("networkidle");
    const bytes = await visitor.evaluate(() =>
      [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].reduce(
        (sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize,
        0,
      ),
    );
    await context.close();
    return bytes;
  };
  await page.goto(ADDRESS);
  await ready(page);
  expect(await violationsOf(axeOf(page))).toEqual([]);
  // The template's page has no pictures: never heavier than the built-in pages it sits among.
  const created = await weightOf(ADDRESS);
  const builtIn = Math.max(await weightOf("/servizi"), await weightOf("/applicazioni/ospedali"));
  expect(created).toBeGreaterThan(20 * 1024);
  expect(created).toBeLessThanOrEqual(builtIn);
  expect(await checkHtml(baseURL ?? "", [ADDRESS])).toEqual([]);
});

test("deleting the page asks what its address becomes; with a 301 a visitor lands on the page chosen", async ({ page }) => {
  await signIn(page, "/admin/pagine");
  await ready(page);
  const row = page.getByRole("row").filter({ hasText: ADDRESS });
  await row.getByRole("button", { name: `Elimina ${TITLE}` }).click();
  const dialog = page.getByRole("dialog", { name: `Eliminare «${TITLE}»?` });
  await expect(dialog.getByLabel("Non esiste più (410)")).toBeChecked();
  await dialog.getByLabel("Porta a un'altra pagina (301)").check();
  await expect(dialog.getByRole("button", { name: "Elimina la pagina" })).toBeDisabled();
  await dialog.getByLabel("Pagina di destinazione").selectOption("/contatti");
  await dialog.getByRole("button", { name: "Elimina la pagina" }).click();
  await expect(page.getByText("Pagina eliminata", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: ADDRESS })).toHaveCount(0);

  const res = await page.request.get(ADDRESS, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe("/contatti");
});
