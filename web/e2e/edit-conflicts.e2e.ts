import type { Browser, Locator, Page } from "@playwright/test";
import { axeOf, violationsOf, WCAG_21_AA } from "./axe";
import { newArticle } from "./blog-helpers";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";

const PAGE_TITLE = "Titolo della pagina (scheda del browser e motori di ricerca)";
const toasts = (page: Page) => page.getByRole("region", { name: /Notifiche/ }).getByRole("listitem");
/** What staff must never read in the comparison: block kinds, the entry's keys, drawings' addresses, JSON. */
const INTERNAL = /\b(hero|meta|blocks|title|cover_image|content)\b|attached_assets|[{}[\]]/;

/** A second member of staff, in a browser of their own. */
async function colleague(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signIn(page);
  return { page, close: () => context.close() };
}

/** One part of the comparison, by the label the editor gives it. */
const part = (panel: Locator, label: string) => panel.getByRole("group", { name: label, exact: true });

async function expectPanelAccessible(page: Page) {
  expect(await violationsOf(axeOf(page).include('[data-testid="edit-conflict"]').withTags(WCAG_21_AA))).toEqual([]);
}

test.describe("two people saving the same thing choose, part by part, what to keep", { tag: "@telefono" }, () => {
  test("a page: the parts that differ under the editor's labels, a choice for each, the chosen merge saved; a save meanwhile compares anew", async ({
    page,
    browser,
    browserConsole,
  }, testInfo) => {
    browserConsole.allow(httpStatusLogged(409));
    await signIn(page);
    const slug = `doppia-modifica-${testInfo.project.name}-${Date.now()}`;
    const created = await page.request.post("/api/pages/created", {
      headers: { Origin: new URL(page.url()).origin },
      data: { title: "Pagina a quattro mani", parent: "", slug, template: "vuota" },
    });
    expect(created.status()).toBe(201);
    const path = `/${slug}`;
    const editor = `/admin/pagine/modifica?percorso=${encodeURIComponent(path)}`;
    const other = await colleague(browser, page.viewportSize());
    for (const p of [page, other.page]) {
      await p.goto(editor);
      await ready(p);
    }

    await other.page.getByLabel("Titolo principale").fill("L'apertura scritta da Luca");
    await other.page.getByRole("button", { name: "Salva bozza" }).click();
    await expect(toasts(other.page)).toContainText("Bozza salvata");

    await page.getByLabel(PAGE_TITLE).fill("Il titolo scritto da Maria");
    await page.getByLabel("Titolo principale").fill("L'apertura scritta da Maria");
    await page.getByRole("button", { name: "Salva bozza" }).click();
    const panel = page.getByTestId("edit-conflict");
    await expect(panel).toContainText("La pagina è stata modificata da un'altra persona");
    await expect(panel).toContainText(/Nel frattempo \S+ ha salvato questa pagina \(\d\d\/\d\d\/\d{4}, \d\d:\d\d\)/);
    const pageTitle = part(panel, `Intestazione della pagina › ${PAGE_TITLE}`);
    const opening = part(panel, "Blocco 1 · Apertura › Titolo principale");
    await expect(pageTitle).toContainText("Il titolo scritto da Maria");
    await expect(pageTitle).toContainText("Pagina a quattro mani");
    await expect(opening.getByRole("radio", { name: "Tieni la mia" })).toBeChecked();
    await expect(opening).toContainText("L'apertura scritta da Luca");
    await expect(panel.getByRole("group")).toHaveCount(2);
    expect(await panel.innerText()).not.toMatch(INTERNAL);
    await expectPanelAccessible(page);

    // Luca saves once more while Maria chooses: her choice is compared with his newest version.
    await other.page.getByLabel("Titolo principale").fill("L'apertura scritta da Luca, rivista");
    const savedAgain = other.page.waitForResponse((r) => r.url().includes("/api/pages/draft") && r.status() === 200);
    await other.page.getByRole("button", { name: "Salva bozza" }).click();
    await savedAgain;

    // The keyboard chooses: the arrow moves to 'Tieni quella salvata' in the group of radios.
    await opening.getByRole("radio", { name: "Tieni la mia" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(opening.getByRole("radio", { name: "Tieni quella salvata" })).toBeChecked();
    await panel.getByRole("button", { name: "Salva la scelta" }).click();
    await expect(opening).toContainText("L'apertura scritta da Luca, rivista");
    await expect(opening.getByRole("radio", { name: "Tieni la mia" })).toBeChecked();
    await expect(part(panel, `Intestazione della pagina › ${PAGE_TITLE}`)).toContainText("Il titolo scritto da Maria");

    await panel.getByRole("button", { name: "Tieni tutte quelle salvate" }).click();
    await expect(opening.getByRole("radio", { name: "Tieni quella salvata" })).toBeChecked();
    await pageTitle.getByText("Tieni la mia").click();
    await expect(pageTitle.getByRole("radio", { name: "Tieni la mia" })).toBeChecked();
    await panel.getByRole("button", { name: "Salva la scelta" }).click();
    await expect(toasts(page).filter({ hasText: "Bozza salvata" })).toHaveCount(1);
    await expect(panel).toHaveCount(0);
    await expect(page.getByLabel(PAGE_TITLE)).toHaveValue("Il titolo scritto da Maria");
    await expect(page.getByLabel("Titolo principale")).toHaveValue("L'apertura scritta da Luca, rivista");

    const stored = (await (await page.request.get(`/api/pages/editor?path=${encodeURIComponent(path)}`)).json()) as {
      draft: { meta: { title: string }; blocks: { title: string }[] };
    };
    expect(stored.draft.meta.title).toBe("Il titolo scritto da Maria");
    expect(stored.draft.blocks[0]?.title).toBe("L'apertura scritta da Luca, rivista");
    await other.close();
  });

  test("an article: fields under the editor's labels, the cover as a picture with its alt text, the chosen merge saved", async ({
    page,
    browser,
    browserConsole,
  }, testInfo) => {
    browserConsole.allow(httpStatusLogged(409));
    await signIn(page);
    const id = await newArticle(page, `Articolo a quattro mani ${testInfo.project.name} ${Date.now()}`);
    const other = await colleague(browser, page.viewportSize());
    const dialog = (p: Page) => p.getByRole("dialog", { name: "Modifica articolo" });
    for (const p of [page, other.page]) {
      await p.goto(`/admin/blog?edit=${id}`);
      await ready(p);
    }

    await dialog(other.page).getByLabel("Contenuto (Markdown)").fill("Il testo rivisto da Luca.");
    await dialog(other.page)
      .getByRole("group", { name: "Immagine di copertina" })
      .getByLabel(/Oppure indica l'indirizzo dell'immagine/)
      .fill("/attached_assets/illustrations/hotel.svg");
    await dialog(other.page).getByLabel("Testo alternativo della copertina").fill("La hall di un albergo");
    await dialog(other.page).getByRole("button", { name: "Salva Bozza" }).click();
    await expect(dialog(other.page)).toBeHidden();

    await dialog(page).getByRole("textbox", { name: "Titolo", exact: true }).fill("Il titolo scelto da Maria");
    await dialog(page).getByLabel("Contenuto (Markdown)").fill("Il testo di Maria, scritto senza sapere.");
    await dialog(page).getByRole("button", { name: "Salva Bozza" }).click();
    const panel = page.getByTestId("edit-conflict");
    await expect(panel).toContainText("L'articolo è stato modificato da un'altra persona");
    await expect(panel.getByRole("group")).toHaveCount(3);
    await expect(part(panel, "Titolo")).toContainText("Il titolo scelto da Maria");
    await expect(part(panel, "Contenuto")).toContainText("Il testo rivisto da Luca.");
    const cover = part(panel, "Immagine di copertina");
    await expect(cover.getByRole("img", { name: "La hall di un albergo" })).toBeVisible();
    await expect(cover).toContainText("(vuoto)");
    expect(await panel.innerText()).not.toMatch(INTERNAL);
    await expectPanelAccessible(page);

    await panel.getByRole("button", { name: "Tieni tutte quelle salvate" }).click();
    await part(panel, "Titolo").getByText("Tieni la mia").click();
    await panel.getByRole("button", { name: "Salva la scelta" }).click();
    await expect(dialog(page)).toBeHidden();

    const stored = (await (await page.request.get(`/api/blog/${id}`)).json()) as {
      title: string;
      content: string;
      cover_image: string | null;
    };
    expect(stored.title).toBe("Il titolo scelto da Maria");
    expect(stored.content).toBe("Il testo rivisto da Luca.");
    expect(stored.cover_image).toBe("/attached_assets/illustrations/hotel.svg");
    await other.close();
  });
});

test("a built-in page saved in another tab: a picture as a thumbnail with its alt text, a link by its page's name, an item by its place", async ({
  page,
  browserConsole,
}) => {
  browserConsole.allow(httpStatusLogged(409));
  const path = "/applicazioni/centri-commerciali";
  const editor = `/admin/pagine/modifica?percorso=${encodeURIComponent(path)}`;
  await signIn(page, editor);
  await ready(page);
  const tab = await page.context().newPage();
  await tab.goto(editor);
  await ready(tab);

  await tab
    .getByRole("group", { name: "Immagine principale", exact: true })
    .getByLabel("Testo alternativo", { exact: true })
    .fill("Il parcheggio del centro commerciale visto dall'alto");
  await tab.getByRole("button", { name: "3. Schede Le soluzioni per il centro commerciale" }).click();
  await tab.getByLabel("Link della scheda").first().fill("/contatti");
  await tab.getByLabel("Titolo della scheda").nth(1).fill("Il posto libero più vicino");
  await tab.getByRole("button", { name: "Salva bozza" }).click();
  await expect(toasts(tab)).toContainText("Bozza salvata");

  await page.getByLabel(PAGE_TITLE).fill("Parcheggi per centri commerciali");
  await page.getByRole("button", { name: "Salva bozza" }).click();
  const panel = page.getByTestId("edit-conflict");
  await expect(panel.getByRole("group")).toHaveCount(4);
  const picture = part(panel, "Blocco 1 · Apertura › Immagine principale");
  await expect(picture.getByRole("img", { name: "Centro commerciale con parcheggio e pannello dei posti liberi" })).toBeVisible();
  await expect(picture.getByRole("img", { name: "Il parcheggio del centro commerciale visto dall'alto" })).toBeVisible();
  const link = part(panel, "Blocco 3 · Schede › Scheda 1 › Link della scheda");
  await expect(link.getByTestId("conflict-mine")).toHaveText("VeroPark (/prodotti/veropark)");
  await expect(link.getByTestId("conflict-theirs")).toHaveText("Contatti (/contatti)");
  const card = part(panel, "Blocco 3 · Schede › Scheda 2 › Titolo della scheda");
  await expect(card.getByTestId("conflict-theirs")).toHaveText("Il posto libero più vicino");
  expect(await panel.innerText()).not.toMatch(INTERNAL);

  await card.getByText("Tieni quella salvata").click();
  await panel.getByRole("button", { name: "Salva la scelta" }).click();
  await expect(panel).toHaveCount(0);
  const stored = (await (await page.request.get(`/api/pages/editor?path=${encodeURIComponent(path)}`)).json()) as {
    draft: { meta: { title: string }; blocks: { illustration?: { alt: string }; cards?: { title: string; to?: string }[] }[] };
  };
  expect(stored.draft.meta.title).toBe("Parcheggi per centri commerciali");
  expect(stored.draft.blocks[0]?.illustration?.alt).toBe("Centro commerciale con parcheggio e pannello dei posti liberi");
  expect(stored.draft.blocks[2]?.cards?.[0]?.to).toBe("/prodotti/veropark");
  expect(stored.draft.blocks[2]?.cards?.[1]?.title).toBe("Il posto libero più vicino");
});
