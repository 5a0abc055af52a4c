import { axeOf, violationsOf, WCAG_21_AA, wcagViolations } from "./axe";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";
import { caretToEnd, DEMO, newArticle, openNewArticle, photo, select, toast, typeArticle, unique } from "./blog-helpers";
import { adminMenuLink } from "./admin-menu";

test.describe("blog: staff", () => {
  test("write with the toolbar, preview, save a draft, publish, change the slug, delete", { tag: "@telefono" }, async ({
    page,
    request,
    browserConsole,
  }) => {
    test.setTimeout(60_000);
    browserConsole.allow(httpStatusLogged(404));
    const id = unique();
    const title = `Varchi veloci all'aeroporto di Verona ${id}`;
    const slug = `varchi-veloci-all-aeroporto-di-verona-${id}`;

    await signIn(page);
    await (await adminMenuLink(page, "Blog")).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    const editor = page.getByRole("dialog", { name: "Nuovo articolo" });
    await expect(editor).toBeVisible();

    // Nothing typed yet: the messages of spec §5.
    await editor.getByRole("button", { name: "Salva Bozza" }).click();
    await expect(editor.getByText("Il titolo è obbligatorio")).toBeVisible();
    await expect(editor.getByText("Il contenuto è obbligatorio")).toBeVisible();
    await expect(toast(page)).toContainText("Titolo e contenuto sono obbligatori");

    await editor.getByRole("textbox", { name: "Titolo", exact: true }).fill(title);
    await expect(editor.getByLabel("Slug (indirizzo dell'articolo)")).toHaveValue(slug);
    await editor.getByLabel("Riassunto").fill("Come la lettura targhe accorcia le code ai varchi.");
    await editor.getByLabel("Tag").fill("aeroporti, lettura targhe, varchi, sosta breve");

    const content = editor.getByLabel("Contenuto (Markdown)");
    await content.fill("Un ingresso veloce per tutti.");
    await select(content, "veloce");
    await editor.getByRole("button", { name: "Grassetto" }).click();
    await caretToEnd(content);
    await content.press("Enter");
    await content.press("Enter");
    await editor.getByRole("button", { name: "Titolo di sezione" }).click();
    await content.pressSequentially("Come funziona");
    await content.press("Enter");
    await content.press("Enter");
    await editor.getByRole("button", { name: "Elenco puntato" }).click();
    await content.pressSequentially("nessun biglietto");
    await content.press("Enter");
    await content.press("Enter");
    await content.pressSequentially("Scopri il nostro sito.");
    await select(content, "sito");
    await editor.getByRole("button", { name: "Collegamento" }).click();
    await content.pressSequentially("https://www.example.com");
    await select(content, "tutti");
    await content.press("Control+i");
    await expect(content).toHaveValue(
      "Un ingresso **veloce** per *tutti*.\n\n## Come funziona\n\n- nessun biglietto\n\nScopri il nostro [sito](https://www.example.com).",
    );

    await editor.getByRole("button", { name: "Anteprima" }).click();
    const preview = editor.getByTestId("content-preview");
    await expect(preview.locator("strong")).toHaveText("veloce");
    await expect(preview.locator("em")).toHaveText("tutti");
    await expect(preview.getByRole("heading", { level: 2 })).toHaveText("Come funziona");
    await expect(preview.getByRole("listitem")).toHaveText("nessun biglietto");
    await expect(preview.getByRole("link", { name: "sito" })).toHaveAttribute("target", "_blank");
    await editor.getByRole("button", { name: "Torna a scrivere" }).click();

    await expect(editor.getByLabel("Pubblica articolo")).not.toBeChecked();
    await editor.getByRole("button", { name: "Salva Bozza" }).click();
    await expect(toast(page)).toContainText("Articolo creato");
    await expect(editor).toBeHidden();
    const row = page.getByTestId("post-row").filter({ hasText: title });
    await expect(row.getByRole("button", { name: /^Bozza/ })).toBeVisible();
    await expect(row.locator("time")).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
    await expect(row.getByRole("list", { name: "Tag" }).getByRole("listitem")).toHaveText(["aeroporti", "lettura targhe", "+2"]);

    // A draft is nowhere public.
    expect(await (await page.request.get("/blog")).text()).not.toContain(title.replace("'", "&#x27;"));
    // (staff, signed in, would see its preview: the visitor's request carries no session)
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

    // Publish from the editor.
    await row.getByRole("button", { name: `Modifica «${title}»` }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?edit=\d+$/);
    const edit = page.getByRole("dialog", { name: "Modifica articolo" });
    await expect(edit.getByRole("textbox", { name: "Titolo", exact: true })).toHaveValue(title);
    await edit.getByLabel("Pubblica articolo").check();
    await edit.getByRole("button", { name: "Pubblica" }).click();
    await expect(toast(page)).toContainText("Articolo aggiornato");
    await expect(row.getByRole("button", { name: /^Pubblicato/ })).toBeVisible();

    const listHtml = await (await page.request.get("/blog")).text();
    expect(listHtml).toContain(slug);
    const articleHtml = await (await page.request.get(`/blog/${slug}`)).text();
    expect(articleHtml).toContain("<strong>veloce</strong>");
    expect(articleHtml).toContain('<meta property="og:type" content="article">');

    // A new address: the old one is gone.
    await row.getByRole("button", { name: `Modifica «${title}»` }).click();
    const slugField = page.getByRole("dialog", { name: "Modifica articolo" }).getByLabel("Slug (indirizzo dell'articolo)");
    await slugField.fill(`Verona Aeroporto ${id}`);
    await slugField.blur();
    await expect(slugField).toHaveValue(`verona-aeroporto-${id}`);
    await page.getByRole("dialog", { name: "Modifica articolo" }).getByRole("button", { name: "Pubblica" }).click();
    await expect(toast(page)).toContainText("Articolo aggiornato");
    // The old address of a published article now leads to the new one.
    const moved = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/blog/verona-aeroporto-${id}`);
    expect((await page.request.get(`/blog/verona-aeroporto-${id}`)).status()).toBe(200);

    await page.goto(`/blog/verona-aeroporto-${id}`);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // Delete, after confirming.
    await page.goto("/admin/blog");
    await ready(page);
    await page
      .getByTestId("post-row")
      .filter({ hasText: title })
      .getByRole("button", { name: `Elimina «${title}»` })
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Sei sicuro di voler eliminare questo articolo?");
    await confirm.getByRole("button", { name: "Elimina" }).click();
    await expect(toast(page)).toContainText("Articolo eliminato");
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toHaveCount(0);
    // A deleted article is gone for good at its address (and at its old one).
    expect((await page.request.get(`/blog/verona-aeroporto-${id}`)).status()).toBe(410);
    expect((await page.request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(410);
  });

  test("the blog admin and its editor pass axe", async ({ page }) => {
    await signIn(page, "/admin/blog");
    await ready(page);
    await expect(page.getByTestId("post-row").first()).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    await expect(page.getByRole("dialog", { name: "Nuovo articolo" })).toBeVisible();
    expect(await violationsOf(axeOf(page).include("[data-testid=post-editor]").withTags(WCAG_21_AA))).toEqual([]);
  });

  test("the status badge toggles between Bozza and Pubblicato", { tag: "@telefono" }, async ({ page }) => {
    const title = `Stato da cambiare ${unique()}`;
    const editor = await openNewArticle(page);
    await typeArticle(editor, title, "Testo.");
    await editor.getByRole("button", { name: "Salva Bozza" }).click();
    await expect(editor).toBeHidden();

    const row = page.getByTestId("post-row").filter({ hasText: title });
    await row.getByRole("button", { name: `Bozza: pubblica «${title}»` }).click();
    await expect(toast(page)).toContainText("Stato aggiornato");
    await expect(row.getByRole("button", { name: `Pubblicato: rendi bozza «${title}»` })).toBeVisible();
    await row.getByRole("button", { name: `Pubblicato: rendi bozza «${title}»` }).click();
    await expect(row.getByRole("button", { name: `Bozza: pubblica «${title}»` })).toBeVisible();
  });

  test("a modified editor asks before closing; a taken slug is explained", { tag: "@telefono" }, async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(httpStatusLogged(409));
    const editor = await openNewArticle(page);
    await editor.getByRole("textbox", { name: "Titolo", exact: true }).fill("Un titolo da non perdere");
    await page.keyboard.press("Escape");
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Le modifiche non salvate andranno perse. Vuoi chiudere l'editor?");
    await confirm.getByRole("button", { name: "Continua a modificare" }).click();
    await expect(editor.getByRole("textbox", { name: "Titolo", exact: true })).toHaveValue("Un titolo da non perdere");

    await editor.getByLabel("Slug (indirizzo dell'articolo)").fill(DEMO.published.slug);
    await editor.getByLabel("Contenuto (Markdown)").fill("Testo.");
    await editor.getByRole("button", { name: "Salva Bozza" }).click();
    const taken = `Esiste già un articolo con lo slug "${DEMO.published.slug}": scegline uno diverso`;
    await expect(toast(page)).toContainText(taken);
    await expect(editor.locator(".field-error", { hasText: taken })).toBeVisible();
    // The field's own message is announced too; the editor's banner says what failed.
    await expect(editor.getByRole("alert").filter({ hasText: "Impossibile salvare l'articolo" })).toHaveText(
      `Impossibile salvare l'articolo: ${taken}`,
    );

    await editor.getByRole("button", { name: "Chiudi l'editor" }).click();
    await confirm.getByRole("button", { name: "Chiudi senza salvare" }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText("Un titolo da non perdere")).toHaveCount(0);
  });

  test("http: images are refused with a clear message; article images can be reordered", async ({ page }) => {
    const editor = await openNewArticle(page);
    const address = editor.getByLabel("Aggiungi un'immagine dal suo indirizzo");
    await address.fill("http://example.com/foto.jpg");
    await editor.getByRole("button", { name: "Aggiungi" }).click();
    await expect(
      editor.getByText("Gli indirizzi http:// non sono consentiti: usa un indirizzo https:// oppure carica l'immagine"),
    ).toBeVisible();
    for (const name of ["city.svg", "hotel.svg"]) {
      await address.fill(`/attached_assets/illustrations/${name}`);
      await address.press("Enter");
    }
    const images = editor.getByTestId("article-image");
    await expect(images).toHaveCount(2);
    await expect(editor.getByRole("button", { name: "Sposta su l'immagine 1" })).toBeDisabled();
    await expect(editor.getByRole("button", { name: "Sposta giù l'immagine 2" })).toBeDisabled();
    await editor.getByRole("button", { name: "Sposta su l'immagine 2" }).click();
    await expect(images.first()).toContainText("hotel.svg");
    await editor.getByRole("button", { name: "Rimuovi l'immagine 1" }).click();
    await expect(images).toHaveCount(1);
    await expect(images.first()).toContainText("city.svg");
  });

  test("cover and article pictures upload with progress and per-file state; visitors open them in the viewer", async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(httpStatusLogged(415));
    const id = unique();
    const title = `Foto dall'impianto ${id}`;
    const editor = await openNewArticle(page);
    await typeArticle(editor, title, "Le foto dell'impianto appena consegnato.");

    await editor.getByLabel(/Carica un'immagine di copertina/).setInputFiles(await photo("copertina.jpg", "#1c58a1", 1800, 900));
    const coverUpload = editor.getByRole("list", { name: "Caricamento della copertina" }).getByTestId("upload-item");
    await expect(coverUpload).toHaveAttribute("data-state", "done");
    await expect(coverUpload).toContainText("Caricata");
    await expect(editor.getByTestId("cover-preview")).toHaveAttribute("src", /^\/uploads\/blog\/[0-9a-f]{24}-1600x800\.webp$/);

    await editor
      .getByLabel(/Carica immagini/)
      .setInputFiles([
        await photo("ingresso.jpg", "#16a34a"),
        { name: "nota.txt", mimeType: "text/plain", buffer: Buffer.from("non è un'immagine") },
        { name: "finta.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html>non è un'immagine</html>") },
        await photo("uscita.jpg", "#f59e0b"),
      ]);
    const items = editor.getByRole("list", { name: "Caricamento delle immagini" }).getByTestId("upload-item");
    await expect(items).toHaveCount(4);
    await expect(items.nth(3)).toHaveAttribute("data-state", /done|failed/);
    await expect(items.nth(0)).toHaveAttribute("data-state", "done");
    await expect(items.nth(1)).toHaveAttribute("data-state", "failed");
    await expect(items.nth(1)).toContainText("Il file non è un'immagine");
    await expect(items.nth(2)).toHaveAttribute("data-state", "failed");
    await expect(items.nth(2)).toContainText("Formato non supportato");
    await expect(items.nth(3)).toHaveAttribute("data-state", "done");
    await expect(toast(page)).toContainText("Alcuni file non sono stati caricati");
    await expect(editor.getByTestId("article-image")).toHaveCount(2);

    // Each picture is described where it is placed.
    await editor.getByLabel("Testo alternativo della copertina").fill(`Copertina di ${title}`);
    await editor.getByLabel("Testo alternativo dell'immagine 1").fill("Ingresso dell'impianto");
    await editor.getByLabel("Testo alternativo dell'immagine 2").fill("Uscita dell'impianto");
    await editor.getByLabel("Pubblica articolo").check();
    await editor.getByRole("button", { name: "Pubblica" }).click();
    await expect(toast(page)).toContainText("Articolo creato");

    await page.goto(`/blog/foto-dall-impianto-${id}`);
    await ready(page);
    await expect(page.getByRole("img", { name: `Copertina di ${title}` })).toHaveAttribute("srcset", /320w/);
    const gallery = page.getByTestId("article-images");
    await expect(gallery.getByRole("heading", { name: "Immagini dell'articolo" })).toBeVisible();
    await gallery.getByRole("button", { name: "Apri l'immagine 1 di 2" }).click();
    const viewer = page.getByTestId("image-viewer");
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId("viewer-counter")).toHaveText("1 di 2");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("viewer-counter")).toHaveText("2 di 2");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });

  test("the dashboard's blog tab lists the posts with their status; edit opens the editor directly", async ({ page }) => {
    await signIn(page);
    // The tab shows the ten newest: two of this test's own are among them, whatever other tests wrote before.
    const id = unique();
    const published = { title: `Notizia uscita ${id}`, slug: `notizia-uscita-${id}` };
    const draftTitle = `Notizia da finire ${id}`;
    await newArticle(page, published.title, { slug: published.slug, published: "true" });
    await newArticle(page, draftTitle);
    await page.reload();
    await ready(page);
    await page.getByRole("tab", { name: "Gestione Blog" }).click();
    const items = page.getByTestId("dashboard-post");
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(10);
    const shown = items.filter({ hasText: published.title });
    await expect(shown.getByText("Pubblicato", { exact: true })).toBeVisible();
    await expect(shown.getByRole("link", { name: `Vedi «${published.title}» sul sito` })).toHaveAttribute(
      "href",
      `/blog/${published.slug}`,
    );
    const draft = items.filter({ hasText: draftTitle });
    await expect(draft.getByText("Bozza", { exact: true })).toBeVisible();
    await expect(draft.getByRole("link", { name: /^Vedi/ })).toHaveCount(0);

    await draft.getByRole("link", { name: `Modifica «${draftTitle}»` }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?edit=\d+$/);
    const editor = page.getByRole("dialog", { name: "Modifica articolo" });
    await expect(editor.getByRole("textbox", { name: "Titolo", exact: true })).toHaveValue(draftTitle);
    await editor.getByRole("button", { name: "Annulla" }).click();
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });
});
