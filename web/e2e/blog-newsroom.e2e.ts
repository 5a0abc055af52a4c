import { isoToRomeLocal } from "../../src/shared/blog-status";
import { axeOf, violationsOf, WCAG_21_AA, wcagViolations } from "./axe";
import { expect, httpStatusLogged, ready, test } from "./fixtures";
import { openNewArticle, photo, select, toast, typeArticle, unique, withConsent } from "./blog-helpers";

/** The next whole minute at least 20 s ahead, as the editor's date-time field (Italian time) takes it. */
function nextMinute(): { local: string; at: number } {
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  return { local: isoToRomeLocal(new Date(at).toISOString()), at };
}

test.describe("blog: the newsroom", () => {
  test("a post scheduled from the editor goes live at its minute, with nobody touching it", async ({ page, request }) => {
    test.setTimeout(150_000);
    const title = `Articolo programmato ${unique()}`;
    const editor = await openNewArticle(page);
    await typeArticle(editor, title, "Esce da solo, al minuto stabilito.");
    await editor.getByRole("button", { name: "Programma..." }).click();
    const when = nextMinute();
    await editor.getByLabel("Pubblica il (ora italiana)").fill(when.local);
    await editor.getByRole("button", { name: "Programma", exact: true }).click();
    await expect(toast(page)).toContainText("Articolo creato: sarà pubblicato il");
    const row = page.getByTestId("post-row").filter({ hasText: title });
    await expect(row.getByRole("button", { name: `Programmato: pubblica ora «${title}»` })).toBeVisible();
    const slug = ((await row.locator("th span").nth(1).textContent()) ?? "").replace("/blog/", "");

    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get("/blog")).text()).not.toContain(title);
    await expect
      .poll(async () => (await request.get(`/blog/${slug}`)).status(), {
        timeout: when.at - Date.now() + 20_000,
        intervals: [2000],
      })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(when.at);
    expect(await (await request.get("/blog")).text()).toContain(title);
    expect(await (await request.get("/blog/rss.xml")).text()).toContain(`/blog/${slug}`);
    await page.reload();
    await ready(page);
    await expect(row.getByRole("button", { name: `Pubblicato: rendi bozza «${title}»` })).toBeVisible();
  });

  test("staff preview a draft at its address; a visitor gets the 404; a preview link opens it for anyone", async ({
    page,
    browser,
    browserConsole,
  }) => {
    browserConsole.allow(httpStatusLogged(404));
    const title = `Bozza da mostrare ${unique()}`;
    const editor = await openNewArticle(page);
    await typeArticle(editor, title, "Un testo **ancora da rivedere**.");
    await editor.getByRole("button", { name: "Salva Bozza" }).click();
    await expect(toast(page)).toContainText("Articolo creato");
    const row = page.getByTestId("post-row").filter({ hasText: title });
    const slug = ((await row.locator("th span").nth(1).textContent()) ?? "").replace("/blog/", "");

    // Staff: the article as visitors will see it, under the preview bar.
    await page.goto(`/blog/${slug}`);
    await ready(page);
    await expect(page.getByTestId("preview-bar")).toContainText("Anteprima — non pubblicato");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // A visitor: not there at all.
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await withConsent(anonymous);
    const missing = await anonymous.goto(`/blog/${slug}`);
    expect(missing?.status()).toBe(404);
    await expect(anonymous.getByRole("heading", { level: 1 })).toHaveText("Articolo non trovato");

    // A preview link made in the editor opens it for the visitor.
    await page.goto("/admin/blog");
    await ready(page);
    await row.getByRole("button", { name: `Modifica «${title}»` }).click();
    const edit = page.getByRole("dialog", { name: "Modifica articolo" });
    await edit.getByRole("button", { name: "Crea link di anteprima" }).click();
    const link = await edit.getByLabel(/Link di anteprima \(scade il/).inputValue();
    expect(link).toMatch(new RegExp(`/blog/${slug}\\?anteprima=`));
    const shared = await anonymous.goto(link);
    expect(shared?.status()).toBe(200);
    expect(shared?.headers()["cache-control"]).toBe("private, no-store");
    await ready(anonymous);
    await expect(anonymous.getByTestId("preview-bar")).toContainText("Anteprima — non pubblicato");
    await expect(anonymous.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(anonymous.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await visitor.close();
  });

  test("the editor with its schedule, search and sharing fields passes axe; the snippet follows the typing", async ({ page }) => {
    const editor = await openNewArticle(page);
    await editor.getByRole("textbox", { name: "Titolo", exact: true }).fill("Parcheggi e lettura targhe");
    await editor.getByText("Ricerca e condivisione (SEO)").click();
    await editor.getByLabel("Titolo SEO").fill("Lettura targhe: la guida");
    await editor.getByLabel("Meta description").fill("Tutto sulla lettura targhe in due righe.");
    await expect(editor.getByTestId("search-snippet")).toContainText("Lettura targhe: la guida");
    await expect(editor.getByTestId("search-snippet")).toContainText("Tutto sulla lettura targhe in due righe.");
    await expect(editor.getByTestId("link-card")).toContainText("Lettura targhe: la guida");
    await expect(editor.getByText("24/60 caratteri consigliati")).toBeVisible();
    await editor.getByRole("button", { name: "Programma..." }).click();
    await expect(editor.getByLabel("Pubblica il (ora italiana)")).toBeVisible();
    expect(await violationsOf(axeOf(page).include("[data-testid=post-editor]").withTags(WCAG_21_AA))).toEqual([]);
  });

  test("tag chips lead to the tag's own page, which passes axe; related articles close an article", async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog/parcheggi-senza-biglietto-lettura-targhe");
    await ready(page);
    await page.getByRole("list", { name: "Tag" }).getByRole("link", { name: "lettura targhe" }).click();
    await expect(page).toHaveURL(/\/blog\/tag\/lettura-targhe$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articoli su «lettura targhe»");
    await expect(page).toHaveTitle(/^Articoli su lettura targhe \| /);
    await expect(page.getByRole("link", { name: "Parcheggi senza biglietto: come funziona la lettura targhe" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    // Served by the server too, not only after a client-side navigation.
    const response = await page.goto("/blog/tag/lettura-targhe");
    expect(response?.status()).toBe(200);
    await ready(page);
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("an older revision is compared with the text and restored, and the article shows it again", async ({ page }) => {
    test.setTimeout(60_000);
    const title = `Articolo con storia ${unique()}`;
    let editor = await openNewArticle(page);
    await typeArticle(editor, title, "Il varco legge la targa in meno di un secondo.");
    await editor.getByLabel("Pubblica articolo").check();
    await editor.getByRole("button", { name: "Pubblica" }).click();
    await expect(toast(page)).toContainText("Articolo creato");
    const row = page.getByTestId("post-row").filter({ hasText: title });
    const slug = ((await row.locator("th span").nth(1).textContent()) ?? "").replace("/blog/", "");

    await row.getByRole("button", { name: `Modifica «${title}»` }).click();
    editor = page.getByRole("dialog", { name: "Modifica articolo" });
    await editor.getByLabel("Contenuto (Markdown)").fill("Il varco legge la targa in tre secondi.");
    await editor.getByRole("button", { name: "Pubblica" }).click();
    await expect(toast(page).last()).toContainText("Articolo aggiornato");

    await row.getByRole("button", { name: `Modifica «${title}»` }).click();
    editor = page.getByRole("dialog", { name: "Modifica articolo" });
    await editor.getByText("Revisioni", { exact: true }).click();
    const revisions = editor.getByRole("list", { name: "Revisioni dell'articolo" }).getByRole("button");
    await expect(revisions).toHaveCount(2);
    await revisions.last().click();
    const diff = editor.getByTestId("diff-Contenuto");
    await expect(diff.locator("del")).toContainText("meno di un secondo");
    await expect(diff.locator("ins")).toContainText("tre secondi");
    await editor.getByRole("button", { name: "Ripristina questa revisione" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina" }).click();
    await expect(toast(page).last()).toContainText("Revisione ripristinata");
    await expect(editor.getByLabel("Contenuto (Markdown)")).toHaveValue("Il varco legge la targa in meno di un secondo.");
    // The editor starts again from the restored text; its history has one more entry.
    await editor.getByText("Revisioni", { exact: true }).click();
    await expect(revisions).toHaveCount(3);
    await expect(revisions.first()).toContainText("Ripristino");
    expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain("meno di un secondo");
  });

  test("long articles: full screen with a live preview, word count, pictures dropped into the text, shortcuts", async ({
    page,
  }) => {
    const editor = await openNewArticle(page);
    await editor.getByRole("button", { name: "Schermo intero" }).click();
    await expect(page.getByTestId("post-editor")).toHaveAttribute("data-fullscreen", "true");
    const content = editor.getByLabel("Contenuto (Markdown)");
    await content.fill("Una prova di testo lungo");
    await select(content, "prova");
    await page.keyboard.press("Control+b");
    await expect(content).toHaveValue("Una **prova** di testo lungo");
    await expect(editor.getByTestId("text-stats")).toHaveText("5 parole · 1 min di lettura");
    await expect(editor.getByTestId("content-preview").locator("strong")).toHaveText("prova");
    await content.press("End");
    const picture = await photo("incollata.jpg", "#1c58a1", 900, 600);
    await content.evaluate(
      (el, { bytes, name }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
        el.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
      },
      { bytes: [...picture.buffer], name: picture.name },
    );
    // No made-up alt text: the picture waits for a real one (the library's, or typed in the brackets).
    await expect(content).toHaveValue(/!\[\]\(\/uploads\/blog\/[^)]+\)/);
    await expect(editor.getByRole("list", { name: "Caricamento delle immagini nel testo" })).toContainText("Caricata");
    await expect(editor.getByTestId("content-preview").locator("img")).toHaveCount(1);
    expect(await violationsOf(axeOf(page).include("[data-testid=post-editor]").withTags(WCAG_21_AA))).toEqual([]);
    // The description is asked for at once: written here, it goes into the picture's brackets.
    const describe = editor.getByRole("group", { name: "Descrivi l'immagine appena inserita" });
    await describe.screenshot({ path: test.info().outputPath("describe-image.png") });
    await describe.getByLabel("Descrivi l'immagine appena inserita").fill("Varco con lettura targhe");
    await describe.getByLabel("Descrivi l'immagine appena inserita").press("Enter");
    await expect(content).toHaveValue(/!\[Varco con lettura targhe\]\(\/uploads\/blog\/[^)]+\)/);
    await expect(describe).toHaveCount(0);
    await expect(page.getByTestId("post-editor")).toBeVisible();
    await editor.getByRole("button", { name: "Esci da schermo intero" }).click();
    await expect(page.getByTestId("post-editor")).not.toHaveAttribute("data-fullscreen", "true");
  });
});
