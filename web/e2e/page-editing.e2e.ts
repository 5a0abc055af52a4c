import AxeBuilder from "@axe-core/playwright";
import { expect, ready, signIn, test } from "./fixtures";

const HOME_EDITOR = "/admin/pagine/modifica?percorso=%2F";
const ORIGINAL_HEADLINE = "Parcheggi automatici, intelligenti e sostenibili";
const NEW_HEADLINE = "Parcheggi senza code, in tutta Italia";

// The tests edit shared pages one after the other; each puts the original text back.
test.describe.configure({ mode: "serial", timeout: 60_000 });

test("an editor changes the home headline and a figure, previews on a phone, publishes, then restores the original", async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "Pagine", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Pagine del sito" })).toBeVisible();
  const homeRow = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "/", exact: true }) });
  await expect(homeRow.getByText("Originale")).toBeVisible();
  await homeRow.getByRole("link").first().click();
  await expect(page).toHaveURL(HOME_EDITOR);

  await page.getByLabel("Titolo principale").fill(NEW_HEADLINE);
  const figure = page.getByRole("group", { name: "Numeri" }).getByLabel("Valore").nth(1);
  await expect(figure).toHaveValue("200+");
  await figure.fill("250+");

  // The phone preview is a real 390 px viewport drawn by the public components.
  const phone = page.frameLocator('iframe[title="Anteprima su telefono"]');
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADLINE);
  await expect(phone.getByText("250+", { exact: true })).toBeVisible();
  expect(
    await page.locator('iframe[title="Anteprima su telefono"]').evaluate((f: HTMLIFrameElement) => f.contentWindow?.innerWidth),
  ).toBe(390);
  const desktop = page.frameLocator('iframe[title="Anteprima su computer"]');
  await expect(desktop.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADLINE);

  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(page.getByText("Pagina pubblicata", { exact: true })).toBeVisible();
  await expect(page.getByTestId("page-status")).toContainText("Pagina modificata dallo staff");

  const visitor = await browser.newPage();
  await visitor.goto("/");
  await ready(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADLINE);
  await expect(visitor.getByText("250+", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Ripristina testo originale" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina testo originale" }).click();
  await expect(page.getByText("Testo originale ripristinato", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Titolo principale")).toHaveValue(ORIGINAL_HEADLINE);
  await expect(page.getByRole("listitem").filter({ hasText: "Ripristino del testo originale" })).toBeVisible();

  await visitor.goto("/");
  await ready(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(ORIGINAL_HEADLINE);
  await expect(visitor.getByText("200+", { exact: true })).toBeVisible();
  await visitor.close();
});

test("bad input gets an Italian message and nothing typed is lost", async ({ page }) => {
  await signIn(page);
  await page.goto(HOME_EDITOR);
  await ready(page);
  await page.getByLabel("Titolo principale").fill("");
  await page.getByLabel("Testo introduttivo").fill("Un testo nuovo che non deve andare perso.");
  await page.getByRole("button", { name: "Salva bozza" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Correggi i campi evidenziati" })).toContainText(
    "Titolo principale: campo obbligatorio",
  );
  await expect(page.getByLabel("Titolo principale")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Testo introduttivo")).toHaveValue("Un testo nuovo che non deve andare perso.");
});

test("an editor adds a block, moves it up and publishes: the public page shows it in that place", async ({ page, browser }) => {
  await signIn(page);
  await page.goto("/admin/pagine/modifica?percorso=%2Fapplicazioni%2Faree-stagionali");
  await ready(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Modifica:");
  const blocks = page.getByTestId("block-item");
  const before = await blocks.count();
  await page.getByLabel("Nuovo blocco").selectOption({ label: "Numeri" });
  await page.getByRole("button", { name: "Aggiungi blocco" }).click();
  await expect(blocks).toHaveCount(before + 1);
  const added = blocks.nth(before);
  await added.getByLabel("Titolo").first().fill("Le stagioni in cifre");
  await added.getByLabel("Valore").fill("3 mesi");
  await added.getByLabel("Descrizione").fill("di apertura media");
  await page.getByRole("button", { name: `Sposta su il blocco ${before + 1}. Numeri` }).click();
  await expect(blocks.nth(before - 1)).toContainText("Le stagioni in cifre");

  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(page.getByText("Pagina pubblicata", { exact: true })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto("/applicazioni/aree-stagionali");
  await ready(visitor);
  const headings = (await visitor.locator("main h2").allTextContents()).map((h) => h.trim());
  // The new block sits between the gallery and the closing call to action, where it was moved.
  const at = headings.indexOf("Le stagioni in cifre");
  expect(at).toBeGreaterThan(0);
  expect(headings[at - 1]).toBe("Le nostre installazioni");
  expect(headings[at + 1]).toBe("Pronto per la prossima stagione?");
  await expect(visitor.getByText("3 mesi", { exact: true })).toBeVisible();
  await visitor.close();

  await page.getByRole("button", { name: "Ripristina testo originale" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina testo originale" }).click();
  await expect(page.getByText("Testo originale ripristinato", { exact: true })).toBeVisible();
  await expect(blocks).toHaveCount(before);
});

test("the footer's mission sentence is edited the same way and can be restored", async ({ page, browser }) => {
  await signIn(page);
  await page.goto("/admin/pagine");
  await ready(page);
  const mission = page.getByLabel("Frase della missione (piè di pagina)");
  await expect(mission).toHaveValue(/progettiamo, installiamo e assistiamo impianti in tutta Italia/);
  await mission.fill("Parcheggi automatici progettati a Padova, installati in tutta Italia.");
  await page.getByRole("button", { name: "Pubblica i testi" }).click();
  await expect(page.getByText("Testi pubblicati", { exact: true })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto("/servizi");
  await ready(visitor);
  await expect(visitor.getByRole("contentinfo")).toContainText(
    "Parcheggi automatici progettati a Padova, installati in tutta Italia.",
  );

  await page.getByRole("button", { name: "Ripristina testi originali" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina testi originali" }).click();
  await expect(page.getByText("Testi originali ripristinati", { exact: true })).toBeVisible();
  await visitor.goto("/servizi");
  await ready(visitor);
  await expect(visitor.getByRole("contentinfo")).toContainText("progettiamo, installiamo e assistiamo impianti in tutta Italia.");
  await visitor.close();
});

test("the page list and the editor pass axe, previews included", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/pagine");
  await ready(page);
  await expect(page.getByRole("table")).toBeVisible();
  let results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.goto(HOME_EDITOR);
  await ready(page);
  await expect(page.frameLocator('iframe[title="Anteprima su telefono"]').getByRole("heading", { level: 1 })).toBeVisible();
  results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
