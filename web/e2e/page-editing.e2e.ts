import type { Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { expect, ready, signIn, test } from "./fixtures";
import { expectAxeClean, newPerson, signInAs } from "./staff-helpers";

const HOME_EDITOR = "/admin/pagine/modifica?percorso=%2F";
const ORIGINAL_HEADLINE = "Parcheggi automatici, intelligenti e sostenibili";
const NEW_HEADLINE = "Parcheggi senza code, in tutta Italia";
const SITE_TEXTS_EDITOR = "/admin/pagine/modifica?percorso=testi-sito";
const ORIGINAL_MISSION =
  "Automazione parcheggi, infomobilità, controllo accessi e pensiline fotovoltaiche: progettiamo, installiamo e assistiamo impianti in tutta Italia.";
const DRAFT_MISSION = "Una missione ancora in bozza, vista solo dallo staff.";
const NEW_MISSION = "Parcheggi automatici progettati a Padova, installati in tutta Italia.";
const ORIGINAL_TAGLINE = "Sosta urbana gestita da remoto, più entrate per il Comune";
const NEW_TAGLINE = "Sosta in città gestita dal Comune con un solo programma";

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
  await signIn(page, HOME_EDITOR);
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
  await signIn(page, "/admin/pagine/modifica?percorso=%2Fapplicazioni%2Faree-stagionali");
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
  // The new block sits between the gallery and the closing call to action, where it was moved (the
  // sector's references come after the page's own blocks, before the call to action).
  const at = headings.indexOf("Le stagioni in cifre");
  expect(at).toBeGreaterThan(0);
  expect(headings[at - 1]).toBe("Le nostre installazioni");
  expect(headings.slice(at + 1)).toEqual(["Impianti realizzati: Aree Stagionali", "Pronto per la prossima stagione?"]);
  await expect(visitor.getByText("3 mesi", { exact: true })).toBeVisible();
  await visitor.close();

  await page.getByRole("button", { name: "Ripristina testo originale" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina testo originale" }).click();
  await expect(page.getByText("Testo originale ripristinato", { exact: true })).toBeVisible();
  await expect(blocks).toHaveCount(before);
});

test("an editor edits the header and footer texts like a page: draft, preview, publish, versions with a diff, original back", async ({
  page,
  browser,
  playwright,
}) => {
  const email = `testi.${Date.now()}@parksite.test`;
  const password = "lanterna-verde-sul-molo-alto";
  const api = await playwright.request.newContext({ baseURL: String(test.info().project.use.baseURL) });
  await newPerson(api, email, "editor", password);
  await api.dispose();
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Pagine", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: "Testi di intestazione e piè di pagina" });
  await expect(row.getByText("Originale")).toBeVisible();
  await row.getByRole("link", { name: "Testi di intestazione e piè di pagina" }).click();
  await expect(page).toHaveURL(SITE_TEXTS_EDITOR);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modifica: Testi di intestazione e piè di pagina");

  const visitor = await browser.newPage();
  /** The footer's mission and the Municipalizzate line of the Applicazioni menu, as a visitor sees them. */
  const expectPublic = async (target: Page, mission: string, tagline: string) => {
    await expect(target.getByRole("contentinfo")).toContainText(mission);
    await target.getByRole("button", { name: "Applicazioni" }).hover();
    await expect(target.getByTestId("dropdown-Applicazioni").getByRole("link", { name: /^Municipalizzate/ })).toContainText(
      tagline,
    );
  };
  const showPublic = async (mission: string, tagline: string) => {
    await visitor.goto("/servizi");
    await ready(visitor);
    await expectPublic(visitor, mission, tagline);
  };

  // A draft: visitors still see the original texts, the staff preview shows the draft under a bar.
  await page.getByLabel("Frase della missione (piè di pagina)").fill(DRAFT_MISSION);
  await page.getByLabel("Descrizione nel menu: Municipalizzate").fill(NEW_TAGLINE);
  await page.getByRole("button", { name: "Salva bozza" }).click();
  await expect(page.getByText("Bozza salvata", { exact: true })).toBeVisible();
  await expect(page.getByTestId("page-status")).toContainText("bozza salvata il");
  await showPublic(ORIGINAL_MISSION, ORIGINAL_TAGLINE);
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: /Anteprima della bozza/ }).click(),
  ]);
  await ready(preview);
  await expect(preview).toHaveURL(/\/\?anteprima=testi-sito$/);
  await expect(preview.getByRole("status").filter({ hasText: "Anteprima: i testi di menu e piè di pagina" })).toBeVisible();
  await expectPublic(preview, DRAFT_MISSION, NEW_TAGLINE);
  await preview.close();

  // Published: every page shows the new texts; the publication is a version, compared in words.
  await page.getByLabel("Frase della missione (piè di pagina)").fill(NEW_MISSION);
  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(page.getByText("Testi pubblicati", { exact: true })).toBeVisible();
  await expect(page.getByTestId("page-status")).toContainText(`Testi modificati dallo staff · pubblicati il`);
  await expect(page.getByTestId("page-status")).toContainText(email);
  await showPublic(NEW_MISSION, NEW_TAGLINE);

  const versions = page.getByRole("region", { name: "Versioni pubblicate" });
  const version = versions.getByRole("listitem").filter({ hasText: "Modifica pubblicata" }).first();
  await expect(version).toContainText(email);
  // Restoring the original is offered; first, what the original version would change, in words.
  await page.getByRole("button", { name: "Ripristina testo originale" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina testo originale" }).click();
  await expect(page.getByText("Testo originale ripristinato", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Frase della missione (piè di pagina)")).toHaveValue(ORIGINAL_MISSION);
  await expect(page.getByTestId("page-status")).toContainText("Testi originali del sito");
  await showPublic(ORIGINAL_MISSION, ORIGINAL_TAGLINE);

  // The published edit is still a version: its differences from the texts visitors see now, word by word.
  const edit = versions.getByRole("listitem").filter({ hasText: "Modifica pubblicata" }).first();
  await edit.getByRole("button", { name: "Confronta con i testi attuali" }).click();
  const diff = edit.getByRole("region", { name: /Differenze della versione n\. \d+/ });
  await expect(diff.locator("ins").filter({ hasText: "Padova" })).toBeVisible();
  await expect(diff.locator("del").filter({ hasText: "progettiamo" })).toBeVisible();
  await expect(diff.locator("ins").filter({ hasText: "programma" })).toBeVisible();
  await expectAxeClean(page);

  // Bring that version back: it is published again, as a new version.
  await edit.getByRole("button", { name: "Ripristina", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina e pubblica" }).click();
  await expect(page.getByText(/^Versione n\. \d+ ripristinata$/)).toBeVisible();
  await expect(page.getByLabel("Frase della missione (piè di pagina)")).toHaveValue(NEW_MISSION);
  await showPublic(NEW_MISSION, NEW_TAGLINE);
  await expect(versions.getByRole("listitem").first()).toContainText("Ripristino della versione n.");

  await page.getByRole("button", { name: "Ripristina testo originale" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina testo originale" }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Testi originali del sito");
  await showPublic(ORIGINAL_MISSION, ORIGINAL_TAGLINE);
  await visitor.close();
});

test("a gallery block an editor adds shows its photos without JavaScript, and the viewer opens them", async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, "/admin/pagine/modifica?percorso=%2Fservizi");
  await ready(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Modifica:");
  const blocks = page.getByTestId("block-item");
  const before = await blocks.count();
  await page.getByLabel("Nuovo blocco").selectOption({ label: "Galleria fotografica" });
  await page.getByRole("button", { name: "Aggiungi blocco" }).click();
  await expect(blocks).toHaveCount(before + 1);
  await blocks.nth(before).getByLabel("Galleria da mostrare").selectOption("municipalizzate");
  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(page.getByText("Pagina pubblicata", { exact: true })).toBeVisible();

  const photos = (await (await request.get("/api/galleries/municipalizzate")).json()) as {
    name: string;
    image_url: string;
    alt: string;
    decorative: boolean;
  }[];
  expect(photos.length).toBeGreaterThan(0);
  // Without JavaScript: the photos are in the page as the server sent it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/servizi");
  const gallery = plain.getByTestId("gallery-municipalizzate");
  await expect(gallery.locator("li img")).toHaveCount(photos.length);
  expect(await gallery.locator("li img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
    // A described photo shows its text, a decorative one nothing, one still to describe its name.
    photos.map((photo) => (photo.decorative ? "" : photo.alt.trim() || photo.name)),
  );
  expect(await gallery.locator("li img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")))).toEqual(
    photos.map((photo) => photo.image_url),
  );
  await expect(gallery.locator("li img").first()).toHaveAttribute("srcset", /\/uploads\/gallery\/\S+ \d+w/);
  await expect(gallery.getByTestId("gallery-placeholder")).toHaveCount(0);
  await noScript.close();

  // With JavaScript: the same photos, and the viewer opens them.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const errors: string[] = [];
  visitor.on("pageerror", (error) => errors.push(error.message));
  visitor.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await visitor.goto("/servizi");
  await ready(visitor);
  await visitor
    .getByTestId("gallery-municipalizzate")
    .getByRole("button", { name: new RegExp(`^Apri l'immagine 1 di ${photos.length}`) })
    .click();
  await expect(visitor.getByTestId("image-viewer")).toBeVisible();
  await expect(visitor.getByTestId("viewer-counter")).toHaveText(`1 di ${photos.length}`);
  await visitor.keyboard.press("Escape");
  await expect(visitor.getByTestId("image-viewer")).toHaveCount(0);
  await expectAxeClean(visitor);
  // Hydration found the photos the server rendered: no mismatch, no error.
  expect(errors).toEqual([]);
  await visitorContext.close();

  await page.getByRole("button", { name: "Ripristina testo originale" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina testo originale" }).click();
  await expect(blocks).toHaveCount(before);
});

test("the page list and the editor pass axe, previews included", async ({ page }) => {
  await signIn(page, "/admin/pagine");
  await ready(page);
  await expect(page.getByRole("table")).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await page.goto(HOME_EDITOR);
  await ready(page);
  await expect(page.frameLocator('iframe[title="Anteprima su telefono"]').getByRole("heading", { level: 1 })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});
