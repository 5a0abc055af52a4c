import sharp from "sharp";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";
import { openGallerySection } from "./staff-helpers";
import { photo } from "./photo-files";

// These tests change the galleries: one at a time, each on its own section.
test.describe.configure({ mode: "serial" });

// A fresh data folder draws its demo photos while the server already answers: wait for them.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(
      async () => Object.values((await (await request.get("/api/galleries")).json()) as Record<string, unknown[]>).flat().length,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
});

const galleryOf = (page: Page, section: string) => page.getByTestId(`gallery-${section}`);
const altsOf = async (page: Page, section: string) =>
  galleryOf(page, section)
    .locator("li img")
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));

test.describe("public gallery", () => {
  test("the sector page's first HTML has the photos: srcset, sizes, width and height, lazy", async ({ request }) => {
    const html = await (await request.get("/applicazioni/aeroporti")).text();
    const imgs = [...html.matchAll(/<img [^>]*src="\/uploads\/gallery\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(3);
    for (const img of imgs) {
      expect(img).toMatch(/srcSet="\/uploads\/gallery\/\S+ 320w, \S+ 640w, \S+ 1024w"/);
      expect(img).toMatch(/ sizes="[^"]+"/);
      expect(img).toMatch(/ width="1024" height="682"/);
      expect(img).toContain('loading="lazy"');
    }
    expect(html).toContain("Esempio – ");
    const file = await request.get(/src="(\/uploads\/gallery\/[^"]+)"/.exec(imgs[0] ?? "")?.[1] ?? "");
    expect(file.headers()["content-type"]).toBe("image/webp");
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("viewer: counter, arrows within bounds, zoom by button and click, Escape, scroll lock, focus trap and return", async ({
    page,
  }) => {
    await page.goto("/applicazioni/aeroporti");
    await ready(page);
    const first = galleryOf(page, "aeroporti").getByRole("button", { name: /^Apri l'immagine 1 di 3/ });
    await first.click();
    const viewer = page.getByTestId("image-viewer");
    await expect(viewer).toBeVisible();
    const counter = page.getByTestId("viewer-counter");
    await expect(counter).toHaveText("1 di 3");
    await expect(page.getByRole("button", { name: "Immagine precedente" })).toBeDisabled();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("2 di 3");
    await page.getByRole("button", { name: "Immagine successiva" }).click();
    await expect(counter).toHaveText("3 di 3");
    await expect(page.getByRole("button", { name: "Immagine successiva" })).toBeDisabled();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("3 di 3");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("2 di 3");

    const stage = page.getByTestId("viewer-stage");
    await page.getByRole("button", { name: "Ingrandisci" }).click();
    await expect(stage).toHaveAttribute("data-zoomed", "true");
    await expect(page.getByRole("button", { name: "Riduci" })).toHaveAttribute("aria-pressed", "true");
    await stage.locator("img").click();
    await expect(stage).toHaveAttribute("data-zoomed", "false");
    await stage.locator("img").click();
    await expect(stage).toHaveAttribute("data-zoomed", "true");

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-testid=image-viewer]")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(first).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("viewer: download delivers a real JPEG named immagine-{n}.jpg", async ({ page }) => {
    await page.goto("/applicazioni/ospedali");
    await ready(page);
    await galleryOf(page, "ospedali")
      .getByRole("button", { name: /^Apri l'immagine 2 di 3/ })
      .click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Scarica immagine" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("immagine-2.jpg");
    const bytes = readFileSync((await download.path()) ?? "");
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
  });

  test("in the whole app (a staff preview), a visit shows six grey tiles while loading, then the photos", async ({
    page,
    browserConsole,
  }) => {
    // A preview address runs the whole app in the browser, where links change page without loading a document.
    // For a visitor the draft it asks for is refused (401) and the published page is shown.
    browserConsole.allow(httpStatusLogged(401));
    await page.goto("/?anteprima");
    await ready(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/galleries/centri-commerciali", async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('main a[href="/applicazioni/centri-commerciali"]').first().click();
    await expect(page).toHaveURL(/centri-commerciali$/);
    await expect(galleryOf(page, "centri-commerciali").getByTestId("gallery-placeholder")).toHaveCount(6);
    release();
    await expect(galleryOf(page, "centri-commerciali").locator("li img")).toHaveCount(3);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("swipes of 50 px or more move within bounds; shorter ones do nothing", async ({ page }) => {
    await page.goto("/applicazioni/hotel-resort");
    await ready(page);
    await galleryOf(page, "hotel-resort")
      .getByRole("button", { name: /^Apri l'immagine 1 di 3/ })
      .click();
    const counter = page.getByTestId("viewer-counter");
    await expect(counter).toHaveText("1 di 3");
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (dx: number) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 200, y: 500 }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: 200 + dx / 2, y: 500 }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: 200 + dx, y: 500 }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(60);
    await expect(counter).toHaveText("1 di 3");
    await swipe(-30);
    await expect(counter).toHaveText("1 di 3");
    await swipe(-60);
    await expect(counter).toHaveText("2 di 3");
    await swipe(-80);
    await expect(counter).toHaveText("3 di 3");
    await swipe(-80);
    await expect(counter).toHaveText("3 di 3");
    await swipe(55);
    await expect(counter).toHaveText("2 di 3");
  });
});

test.describe("staff", () => {
  test("/admin/galleries: multi-upload with progress, reorder, edit, delete; the sector page follows", {
    tag: "@telefono",
  }, async ({ page }) => {
    // A gallery of each project's own: the phone project runs this again on the same server.
    const section = test.info().project.name === "telefono" ? "aree-stagionali" : "aree-sosta-camion";
    const { panel, rows } = await openGallerySection(page, section);
    await expect(page.getByRole("tab")).toHaveCount(9);
    await expect(page.getByRole("tab", { name: "Controllo Accessi" })).toBeVisible();
    await expect(rows).toHaveCount(3);

    const upload = panel.getByTestId("multi-upload");
    await upload
      .getByLabel(/Scegli le immagini/)
      .setInputFiles([
        await photo("camion-nord.jpg", "#b91c1c"),
        await photo("camion-sud.jpg", "#1d4ed8"),
        await photo("camion-est.jpg", "#15803d"),
      ]);
    await expect(upload.getByRole("progressbar")).toHaveCount(3);
    await upload.getByLabel("Testo alternativo di camion-nord.jpg").fill("Camion in sosta nell'area nord");
    await upload.getByLabel("Testo alternativo di camion-sud.jpg").fill("Camion in sosta nell'area sud");
    await upload.getByLabel("Testo alternativo di camion-est.jpg").fill("Camion in sosta nell'area est");
    await upload.getByRole("button", { name: "Carica 3 immagini" }).click();
    await expect(upload.locator("[data-testid=upload-item][data-state=done]")).toHaveCount(3);
    for (const bar of await upload.getByRole("progressbar").all()) await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("status").filter({ hasText: "3 immagini aggiunte" })).toBeVisible();
    await expect(rows).toHaveCount(6);
    await expect(rows.getByTestId("image-name")).toHaveText([
      /^Esempio/,
      /^Esempio/,
      /^Esempio/,
      "camion nord",
      "camion sud",
      "camion est",
    ]);

    // Reorder: the last one up one place; the first can't go up.
    await expect(panel.getByRole("button", { name: /^Sposta su Esempio/ }).first()).toBeDisabled();
    await panel.getByRole("button", { name: "Sposta su camion est" }).click();
    await expect(rows.getByTestId("image-name")).toHaveText([
      /^Esempio/,
      /^Esempio/,
      /^Esempio/,
      "camion nord",
      "camion est",
      "camion sud",
    ]);
    await expect(rows.getByTestId("image-order")).toHaveText(["1", "2", "3", "4", "5", "6"]);

    // Edit.
    await panel.getByRole("button", { name: "Modifica camion nord" }).click();
    await panel.getByLabel("Nome").last().fill("Area camion di Verona");
    await panel.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Immagine aggiornata" })).toBeVisible();

    // Delete the three demo photos, each after the question.
    for (let i = 0; i < 3; i++) {
      await rows
        .first()
        .getByRole("button", { name: /^Elimina/ })
        .click();
      await expect(page.getByRole("alertdialog")).toContainText("Sei sicuro di voler eliminare questa immagine?");
      await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      await expect(rows).toHaveCount(5 - i);
    }
    await expect(rows.getByTestId("image-name")).toHaveText(["Area camion di Verona", "camion est", "camion sud"]);
    await expect(rows.getByTestId("image-order")).toHaveText(["1", "2", "3"]);

    await page.goto(`/applicazioni/${section}`);
    await ready(page);
    expect(await altsOf(page, section)).toEqual([
      "Camion in sosta nell'area nord",
      "Camion in sosta nell'area est",
      "Camion in sosta nell'area sud",
    ]);
    // The buttons that open the viewer name each photo by what it shows, not by its file's name ('camion est').
    expect(
      await galleryOf(page, section)
        .locator("li button")
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label"))),
    ).toEqual([
      "Apri l'immagine 1 di 3: Camion in sosta nell'area nord",
      "Apri l'immagine 2 di 3: Camion in sosta nell'area est",
      "Apri l'immagine 3 di 3: Camion in sosta nell'area sud",
    ]);
  });

  test("add by URL checks name and URL; a refused file says why; an emptied gallery shows the empty text", async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(httpStatusLogged(415));
    const { panel } = await openGallerySection(page, "fiere-eventi");
    const form = panel.getByRole("form", { name: "Aggiungi immagine" });
    await form.getByRole("button", { name: "Aggiungi" }).click();
    await expect(form.getByRole("alert")).toHaveText("Nome e URL immagine sono obbligatori");

    await form.locator('input[type="file"]').setInputFiles({
      name: "logo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect(form.getByRole("alert")).toHaveText("Formato non supportato: carica un'immagine JPEG, PNG, WebP o GIF");
    await expect(page.getByRole("status").filter({ hasText: "Errore durante il caricamento dell'immagine" })).toBeVisible();

    const rows = panel.getByTestId("admin-image-row");
    for (let i = 0; i < 3; i++) {
      await rows
        .first()
        .getByRole("button", { name: /^Elimina/ })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
      await expect(rows).toHaveCount(2 - i);
    }
    await page.goto("/applicazioni/fiere-eventi");
    await ready(page);
    await expect(galleryOf(page, "fiere-eventi")).toContainText("Nessuna immagine disponibile al momento.");

    await page.goto("/admin/galleries?sezione=fiere-eventi");
    await ready(page);
    await form.getByLabel("Nome").fill("Segnaletica padiglioni");
    await form.getByLabel("URL immagine").fill("/attached_assets/fallback-parking.svg");
    await form.getByLabel("Testo alternativo", { exact: true }).fill("Cartelli che indicano i padiglioni della fiera");
    await form.getByRole("button", { name: "Aggiungi" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Immagine aggiunta" })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await page.goto("/applicazioni/fiere-eventi");
    await ready(page);
    expect(await altsOf(page, "fiere-eventi")).toEqual(["Cartelli che indicano i padiglioni della fiera"]);
  });

  test("dashboard tab: upload with file and name, delete after the question, the photo counter follows", async ({ page }) => {
    await signIn(page);
    const manager = page.getByTestId("gallery-manager");
    const counter = page.locator("p", { hasText: /^Foto totali$/ }).locator("xpath=following-sibling::p");
    await expect(counter).toHaveText(/^\d+$/);
    const before = Number(await counter.textContent());
    await manager.getByLabel("Sezione").selectOption("controllo-accessi");
    await expect(manager.locator("li")).toHaveCount(3);
    // Sent empty, the form says under each field what the API would answer.
    await manager.getByRole("button", { name: "Carica" }).click();
    await expect(manager.getByLabel("Nome")).toHaveAccessibleDescription("Inserisci un nome per l'immagine");
    await expect(manager.getByLabel("File immagine")).toHaveAccessibleDescription("Seleziona un file immagine");
    await manager.getByLabel("File immagine").setInputFiles(await photo("varco.jpg", "#0f766e", 1200, 900));
    await manager.getByLabel("Nome").fill("Varco carraio con UHF");
    await manager.getByLabel("Testo alternativo", { exact: true }).fill("Varco carraio con antenna UHF");
    await manager.getByRole("button", { name: "Carica" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Immagine aggiunta" })).toBeVisible();
    await expect(manager.locator("li")).toHaveCount(4);
    await expect(counter).toHaveText(String(before + 1));

    await manager.getByRole("button", { name: "Elimina Varco carraio con UHF" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Sei sicuro di voler eliminare questa immagine?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Immagine eliminata" })).toBeVisible();
    await expect(manager.locator("li")).toHaveCount(3);
    await expect(counter).toHaveText(String(before));
  });
});
