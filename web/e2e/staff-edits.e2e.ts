import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";
import { dragStepTaken } from "./drag";
import { expectAxeClean } from "./staff-helpers";
import { newArticle } from "./blog-helpers";

const FAIR_EDITOR = "/admin/pagine/modifica?percorso=%2Fapplicazioni%2Ffiere-eventi";
const PAGE_TITLE = "Titolo della pagina (scheda del browser e motori di ricerca)";
const toasts = (page: Page) => page.getByRole("region", { name: /Notifiche/ }).getByRole("listitem");
const saveKeys = (page: Page) => page.keyboard.press("ControlOrMeta+s");

test.describe("nothing typed is lost", () => {
  test("settings with unsaved changes ask before another menu item and before a reload; Ctrl+S saves", async ({ page }) => {
    await signIn(page, "/admin/impostazioni");
    await ready(page);
    const capital = page.getByRole("textbox", { name: /Capitale sociale/ });
    const original = await capital.inputValue();
    await capital.fill("Euro 123.456,00 i.v.");

    await page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link", { name: "Pagine" }).click();
    const ask = page.getByRole("alertdialog", { name: "Modifiche non salvate" });
    await expect(ask).toContainText("Ci sono modifiche non salvate: se esci andranno perse. Vuoi uscire senza salvare?");
    await expectAxeClean(page);
    await ask.getByRole("button", { name: "Resta nella pagina" }).click();
    await expect(page).toHaveURL(/\/admin\/impostazioni$/);
    await expect(capital).toHaveValue("Euro 123.456,00 i.v.");

    // A reload: the browser asks; staying keeps what was typed.
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    void page.reload().catch(() => undefined);
    expect(await asked).toBe("beforeunload");
    await expect(capital).toHaveValue("Euro 123.456,00 i.v.");

    await capital.focus();
    await saveKeys(page);
    await expect(toasts(page)).toContainText("Impostazioni salvate");
    await expect(page.getByRole("button", { name: "Salva i dati dell'azienda" })).toBeDisabled();
    await capital.fill(original);
    await saveKeys(page);
    await expect(page.getByRole("button", { name: "Salva i dati dell'azienda" })).toBeDisabled();
    await page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link", { name: "Pagine" }).click();
    await expect(page.getByRole("heading", { name: "Pagine del sito" })).toBeVisible();
  });

  test("leaving without saving goes on when chosen, and the change is gone", async ({ page }) => {
    await signIn(page, "/admin/profilo");
    await ready(page);
    const name = page.getByRole("textbox", { name: "Nome e cognome" });
    await name.fill("Un nome mai salvato");
    await page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link", { name: "Blog" }).click();
    await page
      .getByRole("alertdialog", { name: "Modifiche non salvate" })
      .getByRole("button", { name: "Esci senza salvare" })
      .click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    // Nothing was saved: the account keeps its name.
    const me = (await (await page.request.get("/api/auth/me")).json()) as { name: string | null };
    expect(me.name).not.toBe("Un nome mai salvato");
    await expect(page.getByTestId("admin-user")).not.toHaveText("Un nome mai salvato");
  });

  test("the page editor keeps its text in the browser, offers it back after a closed tab, and saves a draft with Ctrl+S", async ({
    page,
    context,
  }) => {
    await signIn(page, FAIR_EDITOR);
    await ready(page);
    const title = page.getByLabel(PAGE_TITLE);
    const original = await title.inputValue();
    await title.fill("Fiere senza code al parcheggio");
    // Kept a moment after the last keystroke; then the tab is closed without a word.
    await page.waitForTimeout(2500);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.close({ runBeforeUnload: true });

    const again = await context.newPage();
    await again.goto(FAIR_EDITOR);
    await ready(again);
    const offer = again.getByRole("alert").filter({ hasText: "C'è un testo salvato automaticamente in questo browser" });
    await expect(offer).toBeVisible();
    await expect(again.getByLabel(PAGE_TITLE)).toHaveValue(original);
    await offer.getByRole("button", { name: "Recupera" }).click();
    await expect(again.getByLabel(PAGE_TITLE)).toHaveValue("Fiere senza code al parcheggio");

    await again.getByLabel(PAGE_TITLE).focus();
    await saveKeys(again);
    await expect(toasts(again)).toContainText("Bozza salvata");
    // Saved: moving on asks nothing, and the offer is gone.
    await again.getByRole("link", { name: "Pagine", exact: true }).first().click();
    await expect(again.getByRole("heading", { name: "Pagine del sito" })).toBeVisible();
    await again.goto(FAIR_EDITOR);
    await ready(again);
    await expect(again.getByLabel(PAGE_TITLE)).toHaveValue("Fiere senza code al parcheggio");
    await expect(again.getByText("C'è un testo salvato automaticamente")).toHaveCount(0);

    await again.getByLabel(PAGE_TITLE).fill(original);
    await saveKeys(again);
    await expect(toasts(again)).toContainText("Bozza salvata");
  });
});

test.describe("one click can be undone", () => {
  test("the status badge's toast offers 'Annulla' and puts the article back; 'Programmato' says it is now public", async ({
    page,
  }) => {
    await signIn(page);
    const draft = `Bozza da pubblicare per sbaglio ${Date.now()}`;
    const scheduled = `Articolo programmato ${Date.now()}`;
    await newArticle(page, draft);
    const later = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    await newArticle(page, scheduled, { status: "scheduled", published_at: later });
    await page.goto("/admin/blog");
    await ready(page);

    const row = page.getByTestId("post-row").filter({ hasText: draft });
    await row.getByRole("button", { name: `Bozza: pubblica «${draft}»` }).click();
    await expect(toasts(page)).toContainText("Stato aggiornato");
    await expect(row.getByRole("button", { name: `Pubblicato: rendi bozza «${draft}»` })).toBeVisible();
    await toasts(page).getByRole("button", { name: "Annulla" }).click();
    await expect(toasts(page)).toContainText(`«${draft}» è tornato in bozza.`);
    await expect(row.getByRole("button", { name: `Bozza: pubblica «${draft}»` })).toBeVisible();
    expect((await page.request.get("/api/blog?published=true").then((r) => r.json())) as { title: string }[]).not.toContainEqual(
      expect.objectContaining({ title: draft }),
    );

    const planned = page.getByTestId("post-row").filter({ hasText: scheduled });
    await planned.getByRole("button", { name: `Programmato: pubblica ora «${scheduled}»` }).click();
    await expect(toasts(page)).toContainText("Stato aggiornato: l'articolo programmato è ora pubblicato e visibile a tutti.");
    await expect(planned.getByRole("button", { name: `Pubblicato: rendi bozza «${scheduled}»` })).toBeVisible();
    // Pointing at the toast holds it open (Radix pauses its timer) while axe checks it.
    await toasts(page).hover();
    await expectAxeClean(page);
    await toasts(page).getByRole("button", { name: "Annulla" }).click();
    await expect(toasts(page)).toContainText(`«${scheduled}» è tornato programmato.`);
    await expect(planned.getByRole("button", { name: `Programmato: pubblica ora «${scheduled}»` })).toBeVisible();
  });
});

test.describe("the bin", () => {
  test("a deleted article is named in the spec's question, waits in the Cestino, comes back, and is removed for good", async ({
    page,
  }) => {
    await signIn(page);
    const title = `Articolo per il cestino ${Date.now()}`;
    await newArticle(page, title);
    await page.goto("/admin/blog");
    await ready(page);
    await page.getByRole("button", { name: `Elimina «${title}»` }).click();
    const ask = page.getByRole("alertdialog");
    await expect(ask).toContainText("Sei sicuro di voler eliminare questo articolo?");
    await expect(ask.getByTestId("delete-target")).toContainText(title);
    await expect(ask.getByTestId("delete-target")).toContainText("Resta nel cestino per 30 giorni.");
    await ask.getByRole("button", { name: "Elimina" }).click();
    await expect(toasts(page)).toContainText("Articolo eliminato");
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toHaveCount(0);

    await page.getByRole("link", { name: "Cestino" }).click();
    await expect(page.getByRole("heading", { name: "Cestino", level: 1 })).toBeVisible();
    const item = page.getByTestId("bin-item").filter({ hasText: title });
    await expect(item).toContainText("Articolo");
    await expect(item).toContainText(/Eliminato il \d\d\/\d\d\/\d{4}/);
    await expectAxeClean(page);
    await item.getByRole("button", { name: `Ripristina «${title}»` }).click();
    await expect(toasts(page)).toContainText(`«${title}» è di nuovo al suo posto.`);
    await expect(item).toHaveCount(0);
    await page.goto("/admin/blog");
    await ready(page);
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toBeVisible();

    await page.getByRole("button", { name: `Elimina «${title}»` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Elimina" }).click();
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toHaveCount(0);
    await page.goto("/admin/cestino");
    await ready(page);
    await page.getByRole("button", { name: `Elimina definitivamente «${title}»` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Elimina definitivamente" }).click();
    await expect(toasts(page)).toContainText("Eliminato definitivamente");
    await expect(page.getByTestId("bin-item").filter({ hasText: title })).toHaveCount(0);
  });

  test("a gallery photo's question shows its thumbnail, and the photo comes back from the Cestino", async ({ page }) => {
    await signIn(page, "/admin/galleries");
    await ready(page);
    const rows = page.getByTestId("admin-image-row");
    await expect(rows.first()).toBeVisible();
    const name = (await rows.first().getByTestId("image-name").textContent()) ?? "";
    await rows
      .first()
      .getByRole("button", { name: `Elimina ${name}` })
      .click();
    const ask = page.getByRole("alertdialog");
    await expect(ask).toContainText("Sei sicuro di voler eliminare questa immagine?");
    await expect(ask.getByTestId("delete-target").locator("img")).toBeVisible();
    await expect(ask.getByTestId("delete-target")).toContainText(name);
    await ask.getByRole("button", { name: "Elimina" }).click();
    await expect(toasts(page)).toContainText("Immagine eliminata");

    await page.goto("/admin/cestino");
    await ready(page);
    const item = page.getByTestId("bin-item").filter({ hasText: name });
    await expect(item.locator("img")).toBeVisible();
    await item.getByRole("button", { name: `Ripristina «${name}»` }).click();
    await expect(toasts(page)).toContainText("è di nuovo al suo posto");
  });
});

test.describe("gallery order", () => {
  test("a photo moves by keyboard from its handle and by mouse drag, each move one call; the arrows stay", async ({ page }) => {
    await signIn(page);
    const stamp = Date.now();
    const names = ["Alfa", "Beta", "Gamma"].map((n) => `${n} ${stamp}`);
    for (const name of names) {
      const res = await page.request.post("/api/galleries", {
        headers: { Origin: new URL(page.url()).origin },
        data: { section: "aree-sosta-camion", name, image_url: "/attached_assets/illustrations/city.svg", alt: name },
      });
      expect(res.status()).toBe(201);
    }
    const order = async () =>
      ((await (await page.request.get("/api/galleries/aree-sosta-camion")).json()) as { name: string }[])
        .map((image) => image.name)
        .filter((name) => names.includes(name));
    await page.goto("/admin/galleries");
    await ready(page);
    await page.getByRole("tab", { name: "Aree Sosta Camion" }).click();
    const panel = page.getByTestId("panel-aree-sosta-camion");
    const handle = (name: string) => panel.getByRole("button", { name: `Trascina per spostare ${name}` });
    await expect(handle(names[2] as string)).toBeVisible();
    await expect(panel.getByRole("button", { name: `Sposta su ${names[2]}` })).toBeVisible();

    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes("/api/galleries/")) calls.push(request.url());
    });
    // Keyboard: Gamma two places up, with Italian announcements for screen readers.
    const total = await panel.getByTestId("admin-image-row").count();
    const live = page.locator("[id^=DndLiveRegion]");
    await handle(names[2] as string).focus();
    await dragStepTaken(page);
    await page.keyboard.press("Space");
    // Picked up, the photo is announced over its place, in Italian, at each step.
    await expect(live).toContainText(`«${names[2]}» è sopra la posizione ${total} di ${total}.`);
    await dragStepTaken(page);
    await page.keyboard.press("ArrowUp");
    await expect(live).toContainText(`«${names[2]}» è sopra la posizione ${total - 1} di ${total}.`);
    await dragStepTaken(page);
    await page.keyboard.press("ArrowUp");
    await expect(live).toContainText(`«${names[2]}» è sopra la posizione ${total - 2} di ${total}.`);
    await dragStepTaken(page);
    await page.keyboard.press("Space");
    await expect(live).toContainText(`«${names[2]}» lasciata in posizione ${total - 2} di ${total}.`);
    await expect(toasts(page)).toContainText("Ordine aggiornato");
    await expect.poll(order).toEqual([names[2], names[0], names[1]]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain("/api/galleries/order/aree-sosta-camion");

    // Mouse: Beta dragged above Gamma.
    await handle(names[2] as string).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 150);
    // The wheel scrolls smoothly: the handles are measured once the page has stopped moving.
    let scrolled = -1;
    await expect
      .poll(
        async () => {
          const y = await page.evaluate(() => window.scrollY);
          const still = y === scrolled;
          scrolled = y;
          return still;
        },
        { intervals: [100] },
      )
      .toBe(true);
    const from = await handle(names[1] as string).boundingBox();
    const to = await handle(names[2] as string).boundingBox();
    if (!from || !to) throw new Error("maniglie non visibili");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 20, { steps: 15 });
    await page.mouse.up();
    await expect.poll(order).toEqual([names[1], names[2], names[0]]);
    expect(calls).toHaveLength(2);
    await expectAxeClean(page);
  });
});
