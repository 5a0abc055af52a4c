import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from "../lib/consent";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";

const DEMO = {
  published: { slug: "parcheggi-senza-biglietto-lettura-targhe", title: "Parcheggi senza biglietto: come funziona la lettura targhe" },
  draft: { title: "Aree di sosta stagionali: il parcheggio che funziona da solo" },
};

/** Visitors who already chose their cookies: the banner stays out of the way. */
async function withConsent(page: Page) {
  await page.addInitScript(
    ({ key, version }) =>
      localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false, date: new Date().toISOString(), version })),
    { key: CONSENT_STORAGE_KEY, version: CONSENT_POLICY_VERSION },
  );
}

/** A photo-like JPEG (sharp from node_modules). */
async function photo(name: string, colour: string, width = 1200, height = 800) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="50%" cy="50%" r="25%" fill="#fff"/></svg>`;
  return { name, mimeType: "image/jpeg", buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** The toast on screen (a CSS locator: while the editor is open, the page behind the modal is aria-hidden). */
const toast = (page: Page) => page.locator('[role="region"][aria-label^="Notifiche"] li');

/** Selects `text` inside a text area, as a person dragging over it would. */
async function select(area: Locator, text: string) {
  await area.evaluate((el, wanted) => {
    const textarea = el as HTMLTextAreaElement;
    const start = textarea.value.indexOf(wanted);
    textarea.focus();
    textarea.setSelectionRange(start, start + wanted.length);
  }, text);
}

async function caretToEnd(area: Locator) {
  await area.evaluate((el) => {
    const textarea = el as HTMLTextAreaElement;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  });
}

test.describe("blog: visitors", () => {
  test("/blog shows the published articles as cards, newest first, never the draft", async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog");
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog e novità");
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("link", { name: DEMO.published.title })).toBeVisible();
    await expect(page.getByText(DEMO.draft.title)).toHaveCount(0);
    const first = cards.first();
    await expect(first.locator("time")).toHaveText(/^\d\d (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}$/);
    await expect(first).toContainText(/\d+ min di lettura/);
    await expect(first.locator("img")).toHaveAttribute("src", /^\/(attached_assets|uploads)\//);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/);
  });

  test("an article opens from its card with everything spec §2 lists, and leads back to the blog", async ({ page }) => {
    await withConsent(page);
    await page.goto("/blog");
    await ready(page);
    await page.getByRole("link", { name: DEMO.published.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${DEMO.published.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEMO.published.title);
    await expect(page).toHaveTitle(`${DEMO.published.title} | ParkSite Italia`);
    await expect(page.getByRole("list", { name: "Tag" }).getByRole("listitem")).toHaveText(["Web2Park", "lettura targhe", "automazione parcheggi"]);
    await expect(page.getByRole("img", { name: `Immagine di copertina: ${DEMO.published.title}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Che cosa succede all'ingresso" })).toBeVisible();
    const link = page.getByRole("link", { name: "Richiedi una consulenza gratuita" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("heading", { name: "Immagini dell'articolo" })).toBeVisible();
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveCount(1);
    await page.getByTestId("back-link").click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog e novità");
    await expect(page).toHaveTitle("Blog e novità | ParkSite Italia");
    await page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Servizi" }).click();
    await expect(page).toHaveURL(/\/servizi$/);
    await expect(feed).toHaveCount(0);
  });

  test("while an article loads after a click, the tab never reads 'Articolo non trovato'", async ({ page }) => {
    await withConsent(page);
    await page.route("**/api/blog/slug/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto("/blog");
    await ready(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { titles: string[] }).titles = seen;
      new MutationObserver(() => seen.push(document.title)).observe(document.head, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole("link", { name: DEMO.published.title }).click();
    await expect(page).toHaveTitle(`${DEMO.published.title} | ParkSite Italia`);
    const titles = await page.evaluate(() => (window as unknown as { titles: string[] }).titles);
    expect(titles.filter((t) => t.startsWith("Articolo non trovato"))).toEqual([]);
  });

  test("Share copies the address where the browser cannot share natively", async ({ page, context }) => {
    await withConsent(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    await page.goto(`/blog/${DEMO.published.slug}`);
    await ready(page);
    await page.getByRole("button", { name: "Condividi" }).click();
    await expect(toast(page)).toContainText("Link copiato");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("Share uses the system share sheet when there is one", async ({ page }) => {
    await withConsent(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto(`/blog/${DEMO.published.slug}`);
    await ready(page);
    await page.getByRole("button", { name: "Condividi" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(page.url());
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.title)).toBe(DEMO.published.title);
    await expect(toast(page)).toHaveCount(0);
  });

  test("an unknown article is 'Articolo non trovato' with HTTP 404 and a link back", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(404));
    await withConsent(page);
    const response = await page.goto("/blog/articolo-che-non-esiste");
    expect(response?.status()).toBe(404);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articolo non trovato");
    await expect(page).toHaveTitle(/^Articolo non trovato/);
    await page.getByRole("main").getByRole("link", { name: "Torna al blog" }).last().click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("blog: staff", () => {
  test("write with the toolbar, preview, save a draft, publish, change the slug, delete", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(404));
    const id = unique();
    const title = `Varchi veloci all'aeroporto di Verona ${id}`;
    const slug = `varchi-veloci-all-aeroporto-di-verona-${id}`;

    await signIn(page);
    await page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link", { name: "Blog" }).click();
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
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

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
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    expect((await page.request.get(`/blog/verona-aeroporto-${id}`)).status()).toBe(200);

    await page.goto(`/blog/verona-aeroporto-${id}`);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // Delete, after confirming.
    await page.goto("/admin/blog");
    await ready(page);
    await page.getByTestId("post-row").filter({ hasText: title }).getByRole("button", { name: `Elimina «${title}»` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Sei sicuro di voler eliminare questo articolo?");
    await confirm.getByRole("button", { name: "Elimina" }).click();
    await expect(toast(page)).toContainText("Articolo eliminato");
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toHaveCount(0);
    expect((await page.request.get(`/blog/verona-aeroporto-${id}`)).status()).toBe(404);
  });

  test("the blog admin and its editor pass axe", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/blog");
    await ready(page);
    await expect(page.getByTestId("post-row").first()).toBeVisible();
    const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
    let results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    await expect(page.getByRole("dialog", { name: "Nuovo articolo" })).toBeVisible();
    results = await new AxeBuilder({ page }).include("[data-testid=post-editor]").withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("the status badge toggles between Bozza and Pubblicato", async ({ page }) => {
    const title = `Stato da cambiare ${unique()}`;
    await signIn(page);
    await page.goto("/admin/blog");
    await ready(page);
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    const editor = page.getByRole("dialog", { name: "Nuovo articolo" });
    await editor.getByRole("textbox", { name: "Titolo", exact: true }).fill(title);
    await editor.getByLabel("Contenuto (Markdown)").fill("Testo.");
    await editor.getByRole("button", { name: "Salva Bozza" }).click();
    await expect(editor).toBeHidden();

    const row = page.getByTestId("post-row").filter({ hasText: title });
    await row.getByRole("button", { name: `Bozza: pubblica «${title}»` }).click();
    await expect(toast(page)).toContainText("Stato aggiornato");
    await expect(row.getByRole("button", { name: `Pubblicato: rendi bozza «${title}»` })).toBeVisible();
    await row.getByRole("button", { name: `Pubblicato: rendi bozza «${title}»` }).click();
    await expect(row.getByRole("button", { name: `Bozza: pubblica «${title}»` })).toBeVisible();
  });

  test("a modified editor asks before closing; a taken slug is explained", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(409));
    await signIn(page);
    await page.goto("/admin/blog");
    await ready(page);
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    const editor = page.getByRole("dialog", { name: "Nuovo articolo" });
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
    await expect(editor.getByRole("alert")).toHaveText(`Impossibile salvare l'articolo: ${taken}`);

    await editor.getByRole("button", { name: "Chiudi l'editor" }).click();
    await confirm.getByRole("button", { name: "Chiudi senza salvare" }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText("Un titolo da non perdere")).toHaveCount(0);
  });

  test("http: images are refused with a clear message; article images can be reordered", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/blog");
    await ready(page);
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    const editor = page.getByRole("dialog", { name: "Nuovo articolo" });
    const address = editor.getByLabel("Aggiungi un'immagine dal suo indirizzo");
    await address.fill("http://example.com/foto.jpg");
    await editor.getByRole("button", { name: "Aggiungi" }).click();
    await expect(editor.getByText("Gli indirizzi http:// non sono consentiti: usa un indirizzo https:// oppure carica l'immagine")).toBeVisible();
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

  test("cover and article pictures upload with progress and per-file state; visitors open them in the viewer", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(415));
    const id = unique();
    const title = `Foto dall'impianto ${id}`;
    await signIn(page);
    await page.goto("/admin/blog");
    await ready(page);
    await page.getByRole("button", { name: "Nuovo articolo" }).click();
    const editor = page.getByRole("dialog", { name: "Nuovo articolo" });
    await editor.getByRole("textbox", { name: "Titolo", exact: true }).fill(title);
    await editor.getByLabel("Contenuto (Markdown)").fill("Le foto dell'impianto appena consegnato.");

    await editor.getByLabel(/Carica un'immagine di copertina/).setInputFiles(await photo("copertina.jpg", "#1c58a1", 1800, 900));
    const coverUpload = editor.getByRole("list", { name: "Caricamento della copertina" }).getByTestId("upload-item");
    await expect(coverUpload).toHaveAttribute("data-state", "done");
    await expect(coverUpload).toContainText("Caricata");
    await expect(editor.getByTestId("cover-preview")).toHaveAttribute("src", /^\/uploads\/blog\/[0-9a-f]{24}-1600x800\.webp$/);

    await editor.getByLabel(/Carica immagini/).setInputFiles([
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

    await editor.getByLabel("Pubblica articolo").check();
    await editor.getByRole("button", { name: "Pubblica" }).click();
    await expect(toast(page)).toContainText("Articolo creato");

    await page.goto(`/blog/foto-dall-impianto-${id}`);
    await ready(page);
    await expect(page.getByRole("img", { name: `Immagine di copertina: ${title}` })).toHaveAttribute("srcset", /320w/);
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
    await page.getByRole("tab", { name: "Gestione Blog" }).click();
    const items = page.getByTestId("dashboard-post");
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(10);
    const published = items.filter({ hasText: DEMO.published.title });
    await expect(published.getByText("Pubblicato")).toBeVisible();
    await expect(published.getByRole("link", { name: `Vedi «${DEMO.published.title}» sul sito` })).toHaveAttribute(
      "href",
      `/blog/${DEMO.published.slug}`,
    );
    const draft = items.filter({ hasText: DEMO.draft.title });
    await expect(draft.getByText("Bozza")).toBeVisible();
    await expect(draft.getByRole("link", { name: /^Vedi/ })).toHaveCount(0);

    await draft.getByRole("link", { name: `Modifica «${DEMO.draft.title}»` }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?edit=\d+$/);
    const editor = page.getByRole("dialog", { name: "Modifica articolo" });
    await expect(editor.getByRole("textbox", { name: "Titolo", exact: true })).toHaveValue(DEMO.draft.title);
    await editor.getByRole("button", { name: "Annulla" }).click();
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });
});
