import type { Page } from "@playwright/test";
import { openNewArticle, photo, toast, typeArticle, unique } from "./blog-helpers";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";
import { expectAxeClean, openGallerySection } from "./staff-helpers";

// These tests change one gallery section and add articles: one at a time.
test.describe.configure({ mode: "serial" });

const MISSING = (what: string) => `Manca il testo alternativo per ${what}: descrivi l'immagine oppure segnala che è decorativa`;

/** The alt attribute of every photo of a sector page's gallery. */
const galleryAlts = (page: Page, section: string) =>
  page
    .getByTestId(`gallery-${section}`)
    .locator("li img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));

test.describe("every picture has real alternative text", () => {
  test("multi-upload shows each photo with an empty alt text to fill, and refuses to upload one left without", async ({
    page,
  }) => {
    const { panel, rows } = await openGallerySection(page, "municipalizzate");
    await expect(rows).toHaveCount(3);
    // The demo photos have no alt text yet: the list says so.
    await expect(rows.getByTestId("missing-alt")).toHaveCount(3);

    const upload = panel.getByTestId("multi-upload");
    await upload
      .getByLabel(/Scegli le immagini/)
      .setInputFiles([await photo("foto1.jpg", "#b91c1c"), await photo("foto2.jpg", "#1d4ed8")]);
    const items = upload.getByTestId("upload-item");
    await expect(items).toHaveCount(2);
    // Each photo in the queue has its thumbnail and an empty alt text to fill.
    await expect(items.locator("img")).toHaveCount(2);
    await expect(upload.getByLabel("Testo alternativo di foto1.jpg")).toHaveValue("");
    await expect(upload.getByLabel("Testo alternativo di foto2.jpg")).toHaveValue("");
    await expectAxeClean(page);

    await upload.getByRole("button", { name: "Carica 2 immagini" }).click();
    await expect(items.first()).toContainText(MISSING("la foto «foto1.jpg»"));
    await expect(toast(page)).toContainText(MISSING("la foto «foto1.jpg»"));
    await expect(items.filter({ hasText: "Caricato" })).toHaveCount(0);
    await expect(rows).toHaveCount(3);
  });

  test("each photo uploads with the alt text typed for it; 'decorativa' renders alt=\"\"; the page shows the typed text", async ({
    page,
  }) => {
    const { panel, rows } = await openGallerySection(page, "municipalizzate");
    await expect(rows).toHaveCount(3);
    const upload = panel.getByTestId("multi-upload");
    await upload
      .getByLabel(/Scegli le immagini/)
      .setInputFiles([await photo("foto1.jpg", "#b91c1c"), await photo("foto2.jpg", "#1d4ed8")]);
    const items = upload.getByTestId("upload-item");
    await upload.getByLabel("Testo alternativo di foto1.jpg").fill("Ingresso del pronto soccorso con la sbarra alzata");
    await items
      .nth(1)
      .getByLabel(/^Decorativa/)
      .check();
    await upload.getByRole("button", { name: "Carica 2 immagini" }).click();
    await expect(upload.locator("[data-testid=upload-item][data-state=done]")).toHaveCount(2);
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(3).getByTestId("image-alt")).toHaveText(
      "Testo alternativo: Ingresso del pronto soccorso con la sbarra alzata",
    );
    await expect(rows.nth(4).getByTestId("image-alt")).toHaveText("Decorativa");

    await page.goto("/applicazioni/municipalizzate");
    await ready(page);
    const alts = await galleryAlts(page, "municipalizzate");
    expect(alts.slice(3)).toEqual(["Ingresso del pronto soccorso con la sbarra alzata", ""]);
    expect(alts.some((alt) => alt === "foto1" || alt === "foto2")).toBe(false);
  });

  test("a cover without alt text blocks publishing with the Italian message; 'decorativa' publishes it with alt=\"\"", async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(httpStatusLogged(400));
    const id = unique();
    const title = `Nuova cassa automatica ${id}`;
    const editor = await openNewArticle(page);
    await typeArticle(editor, title, "La cassa accetta carte e telefoni.");
    await editor.getByLabel(/Carica un'immagine di copertina/).setInputFiles(await photo("cassa.jpg", "#0f766e", 1600, 800));
    await expect(editor.getByTestId("cover-preview")).toHaveAttribute("src", /^\/uploads\/blog\//);
    const coverAlt = editor.getByLabel("Testo alternativo della copertina");
    await expect(coverAlt).toHaveValue("");

    await editor.getByLabel("Pubblica articolo").check();
    await editor.getByRole("button", { name: "Pubblica" }).click();
    await expect(toast(page)).toContainText(MISSING("la copertina"));
    await expect(coverAlt).toHaveAttribute("aria-invalid", "true");
    expect((await page.request.get(`/blog/nuova-cassa-automatica-${id}`)).status()).toBe(404);

    await editor
      .getByLabel(/^Decorativa/)
      .first()
      .check();
    await editor.getByRole("button", { name: "Pubblica" }).click();
    await expect(toast(page)).toContainText("Articolo creato");

    await page.goto(`/blog/nuova-cassa-automatica-${id}`);
    await ready(page);
    await expect(page.locator('article img[src^="/uploads/blog/"]').first()).toHaveAttribute("alt", "");
  });

  test("a picture dropped into the text gets an empty alt, flagged; the article list flags an article lacking one", async ({
    page,
  }) => {
    const id = unique();
    const title = `Bozza con foto ${id}`;
    await signIn(page);
    const origin = new URL(page.url()).origin;
    const uploaded = await page.request.post("/api/blog/upload-image", {
      headers: { Origin: origin },
      multipart: { image: await photo("varco.jpg", "#1c58a1") },
    });
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const created = await page.request.post("/api/blog", {
      headers: { Origin: origin },
      multipart: {
        title,
        slug: "",
        excerpt: "",
        content: `Il varco.\n\n![](${imageUrl})`,
        tags: "",
        published: "false",
        article_images: "[]",
      },
    });
    expect(created.status()).toBe(201);

    await page.goto(`/admin/blog?q=${encodeURIComponent(id)}`);
    await ready(page);
    const row = page.getByTestId("post-row").filter({ hasText: title });
    await expect(row.getByTestId("missing-alt")).toHaveText("Immagini senza testo alternativo");
    await expectAxeClean(page);

    await row.getByRole("button", { name: `Modifica «${title}»` }).click();
    const editor = page.getByRole("dialog", { name: "Modifica articolo" });
    await expect(editor.getByTestId("text-images-without-alt")).toContainText("Un'immagine nel testo senza descrizione");
    const text = editor.getByLabel("Contenuto (Markdown)");
    await text.fill(`Il varco.\n\n![Varco con sbarra e lettore di tessere](${imageUrl})`);
    await expect(editor.getByTestId("text-images-without-alt")).toHaveCount(0);
    await editor.getByLabel("Pubblica articolo").check();
    await editor.getByRole("button", { name: "Pubblica" }).click();
    await expect(toast(page)).toContainText("Articolo aggiornato");
    await expect(page.getByTestId("post-row").filter({ hasText: title }).getByTestId("missing-alt")).toHaveCount(0);
  });
});
