import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";
import { expectAxeClean } from "./staff-helpers";

const FAIR_EDITOR = "/admin/pagine/modifica?percorso=%2Fapplicazioni%2Ffiere-eventi";
const PAGE_TITLE = "Titolo della pagina (scheda del browser e motori di ricerca)";
const toasts = (page: Page) => page.getByRole("region", { name: /Notifiche/ }).getByRole("listitem");
const saveKeys = (page: Page) => page.keyboard.press("ControlOrMeta+s");

test.describe("nothing typed is lost", () => {
  test("settings with unsaved changes ask before another menu item and before a reload; Ctrl+S saves", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/impostazioni");
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
    await signIn(page);
    await page.goto("/admin/profilo");
    await ready(page);
    const name = page.getByRole("textbox", { name: "Nome e cognome" });
    await name.fill("Un nome mai salvato");
    await page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link", { name: "Blog" }).click();
    await page
      .getByRole("alertdialog", { name: "Modifiche non salvate" })
      .getByRole("button", { name: "Esci senza salvare" })
      .click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goBack();
    await expect(page.getByRole("textbox", { name: "Nome e cognome" })).not.toHaveValue("Un nome mai salvato");
  });

  test("the page editor keeps its text in the browser, offers it back after a closed tab, and saves a draft with Ctrl+S", async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto(FAIR_EDITOR);
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
