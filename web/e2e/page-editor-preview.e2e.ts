import { expect, type Frame, type Locator, type Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { ready, signIn, test } from "./fixtures";

const EDITOR = `/admin/pagine/modifica?percorso=${encodeURIComponent("/applicazioni/ospedali")}`;
const LAPTOP = { width: 1366, height: 900 };
const DESKTOP_PREVIEW = 'iframe[title="Anteprima su computer"]';
const PHONE_PREVIEW = 'iframe[title="Anteprima su telefono"]';

async function frameOf(page: Page, selector: string): Promise<Frame> {
  const frame = await page
    .locator(selector)
    .elementHandle()
    .then((element) => element?.contentFrame());
  if (!frame) throw new Error(`nessuna anteprima ${selector}`);
  return frame;
}

/** Whether the element is wholly inside the window (the editor's, or a preview's own). */
async function onScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/** The text of the block the preview marks as being edited, and whether its top is inside the preview's window. */
function markedBlock(frame: Frame): Promise<{ text: string; inView: boolean } | null> {
  return frame.evaluate(() => {
    const marked = document.querySelectorAll<HTMLElement>("[data-editing]");
    const block = marked.length === 1 ? marked[0] : undefined;
    if (!block) return null;
    const top = block.getBoundingClientRect().top;
    return { text: block.textContent ?? "", inView: top >= 0 && top < window.innerHeight / 2 };
  });
}

async function openEditor(page: Page) {
  await signIn(page, EDITOR);
  await ready(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Modifica");
  await expect(page.frameLocator(DESKTOP_PREVIEW).getByRole("heading", { level: 1 })).toBeVisible();
}

test.describe("the page editor's preview", () => {
  for (const webFont of [true, false]) {
    test(`at 1366 px it sits beside the form and follows the block being edited (${webFont ? "with" : "without"} the web font)`, async ({
      page,
      browserConsole,
    }) => {
      await page.setViewportSize(LAPTOP);
      if (!webFont) {
        browserConsole.allow(/Failed to load resource/);
        await page.route("**/*.woff2", (route) => route.abort());
      }
      await openEditor(page);
      const form = page.getByRole("region", { name: "Blocchi della pagina" });
      const preview = page.getByTestId("preview-column");
      const formBox = await form.boundingBox();
      const previewBox = await preview.boundingBox();
      // Form on the left, preview on the right, side by side.
      expect(previewBox?.x ?? 0).toBeGreaterThanOrEqual((formBox?.x ?? 0) + (formBox?.width ?? 0));
      expect(previewBox?.width ?? 0).toBeGreaterThan(400);

      const blocks = page.getByTestId("block-item");
      const gallery = blocks.nth(3);
      await page.getByRole("navigation", { name: "Struttura della pagina" }).getByRole("button", { name: "4. Galleria" }).click();
      await gallery.getByLabel("Titolo").fill("Le installazioni in ospedale");

      // The preview stays in view beside the block being edited, marks it and shows it in its own window.
      expect(await onScreen(page, page.locator(DESKTOP_PREVIEW))).toBe(true);
      const desktop = await frameOf(page, DESKTOP_PREVIEW);
      await expect
        .poll(() => markedBlock(desktop))
        .toEqual({ text: expect.stringContaining("Le installazioni in ospedale"), inView: true });
      await expect
        .poll(async () => (await markedBlock(await frameOf(page, PHONE_PREVIEW)))?.text)
        .toContain("Le installazioni in ospedale");
      await page.screenshot({ path: test.info().outputPath(`preview-beside-${webFont ? "font" : "no-font"}.png`) });

      // Back to the opening block: the preview goes back up with it.
      await blocks.nth(0).getByLabel("Titolo principale").focus();
      await expect
        .poll(() => markedBlock(desktop))
        .toEqual({ text: expect.stringContaining("Parcheggi ospedalieri"), inView: true });
      expect(await desktop.evaluate(() => window.scrollY)).toBeLessThan(50);
      expect(await wcagViolations(page)).toEqual([]);
    });
  }

  test("a click on a block of the preview opens its form and puts the focus in its first field @telefono", async ({ page }) => {
    await openEditor(page);
    const callToAction = page.getByTestId("block-item").nth(4);
    await expect(callToAction.getByRole("button", { name: /^5\. Invito all'azione/ })).toHaveAttribute("aria-expanded", "false");

    const previewSelector = test.info().project.name === "telefono" ? PHONE_PREVIEW : DESKTOP_PREVIEW;
    await page.frameLocator(previewSelector).getByText("Migliora l'accoglienza della tua struttura").click();

    await expect(callToAction.getByRole("button", { name: /^5\. Invito all'azione/ })).toHaveAttribute("aria-expanded", "true");
    const firstField = callToAction.locator("input, textarea, select").first();
    await expect(firstField).toBeFocused();
    expect(await onScreen(page, firstField)).toBe(true);
    await page.screenshot({ path: test.info().outputPath("preview-click.png") });
  });

  test("each block of the preview has a 'Modifica' button that Enter presses: its form opens with the focus @telefono", async ({
    page,
  }) => {
    await openEditor(page);
    const cards = page.getByTestId("block-item").nth(2);
    await expect(cards.getByRole("button", { name: /^3\. Schede/ })).toHaveAttribute("aria-expanded", "false");

    const preview = page.frameLocator(DESKTOP_PREVIEW);
    const button = preview.getByRole("button", { name: "Modifica il blocco «Le soluzioni per l'ospedale»" });
    // Reached with Tab from the block before it.
    await preview.getByRole("button", { name: "Modifica il blocco «Un parcheggio al servizio della cura»" }).focus();
    for (let presses = 0; presses < 12 && !(await button.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(button).toBeFocused();
    await expect(button).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");

    await expect(cards.getByRole("button", { name: /^3\. Schede/ })).toHaveAttribute("aria-expanded", "true");
    await expect(cards.locator("input, textarea, select").first()).toBeFocused();
    // The block now being edited is the one the preview marks.
    await expect(page.frameLocator(DESKTOP_PREVIEW).locator("[data-editing]")).toContainText("Le soluzioni per l'ospedale");
    await expect(
      page.frameLocator(PHONE_PREVIEW).getByRole("button", { name: "Modifica il blocco «Le soluzioni per l'ospedale»" }),
    ).toHaveCSS("opacity", "1");
  });

  test("from the bottom of a long form, 'Struttura' in the actions bar brings back the outline on the block being edited @telefono", async ({
    page,
  }) => {
    await openEditor(page);
    const outline = page.getByRole("navigation", { name: "Struttura della pagina" });
    await outline.getByRole("button", { name: "5. Invito all'azione" }).click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page.getByTestId("editor-actions").getByRole("button", { name: "Struttura", exact: true }).click();
    const current = outline.getByRole("button", { name: "5. Invito all'azione" });
    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute("aria-current", "true");
    expect(await onScreen(page, current)).toBe(true);
    expect(await onScreen(page, page.getByRole("button", { name: "Pubblica", exact: true }))).toBe(true);
    await page.screenshot({ path: test.info().outputPath("outline-from-bar.png") });
  });
});
