import { expect, type Page } from "@playwright/test";
import { ready, signIn, test } from "./fixtures";

const EDITOR = `/admin/pagine/modifica?percorso=${encodeURIComponent("/applicazioni/ospedali")}`;

/** Whether the element is wholly on screen. */
async function onScreen(page: Page, box: { y: number; height: number } | null): Promise<boolean> {
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test.describe("the page editor of a long sector page", () => {
  test("'Salva bozza' and 'Pubblica' stay in view at the bottom of the form; the outline jumps to a block @telefono", async ({
    page,
  }) => {
    await signIn(page, EDITOR);
    await ready(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Modifica");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    for (const name of ["Salva bozza", "Pubblica"]) {
      expect(await onScreen(page, await page.getByRole("button", { name, exact: true }).boundingBox())).toBe(true);
    }

    await page.screenshot({ path: test.info().outputPath("editor-bottom.png") });

    const outline = page.getByRole("navigation", { name: "Struttura della pagina" });
    const entries = outline.getByRole("button");
    expect(await entries.count()).toBeGreaterThan(4);
    const last = entries.last();
    const label = (await last.textContent()) ?? "";
    await page.evaluate(() => window.scrollTo(0, 0));
    await last.click();
    const toggle = page.getByTestId("block-item").getByRole("button", { name: new RegExp(`^${label.replace(".", "\\.")}`) });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await onScreen(page, await toggle.boundingBox())).toBe(true);
    await page.screenshot({ path: test.info().outputPath("editor-jumped.png") });
  });
});
