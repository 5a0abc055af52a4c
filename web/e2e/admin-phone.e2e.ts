import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";
import { expectAxeClean } from "./staff-helpers";
import { overlaps, SCREENS } from "./viewports";

const LISTS = [
  { path: "/admin/richieste", heading: "Richieste" },
  { path: "/admin/blog", heading: "Blog" },
  { path: "/admin/utenti", heading: "Utenti" },
  { path: "/admin/registro", heading: "Registro attività" },
  { path: "/admin/backup", heading: "Backup" },
];

/** The page never scrolls sideways: what is wider scrolls inside its own frame. */
async function expectNoSidewaysPage(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

for (const screen of SCREENS) {
  test.describe(`admin on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test("the menu folds behind a button on a phone, Escape closes it and gives focus back", async ({ page }) => {
      await signIn(page);
      const menu = page.getByRole("navigation", { name: "Menu amministrazione" });
      const button = page.getByRole("button", { name: "Menu", exact: true });
      if (!screen.phone) {
        await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
        await expect(button).toBeHidden();
        return;
      }
      await expect(menu).toBeHidden();
      const header = await page.locator("header").first().boundingBox();
      expect(header?.height ?? 999).toBeLessThan(140);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("link", { name: "Registro" })).toBeVisible();
      await menu.getByRole("link", { name: "Blog" }).focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await menu.getByRole("link", { name: "Richieste" }).click();
      await expect(page).toHaveURL(/\/admin\/richieste$/);
      await expect(menu).toBeHidden();
      await expectAxeClean(page);
    });

    test("every list keeps the page still, scrolls in its own frame and keeps each action in reach; axe finds nothing", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      // One request in the inbox, so that its list has a row.
      const sent = await request.post("/api/contact", {
        data: {
          name: "Paolo Neri",
          email: `paolo.${screen.name}@example.it`,
          phone: "+39 340 765 4321",
          company: "Fiera di Verona",
          message: "Parcheggio per 3.000 auto.",
          fill_time_ms: 20_000,
        },
      });
      expect(sent.status()).toBe(201);
      await signIn(page);
      // One snapshot, so that the backups list has a row.
      expect((await page.request.post("/api/backups")).status()).toBeLessThan(300);
      await expect
        .poll(async () => ((await (await page.request.get("/api/backups")).json()).snapshots ?? []).length, { timeout: 30_000 })
        .toBeGreaterThan(0);
      for (const list of LISTS) {
        await page.goto(list.path);
        await ready(page);
        await expect(page.getByRole("heading", { level: 1, name: list.heading })).toBeVisible();
        const frame = page.getByTestId("admin-table-frame").first();
        await expect(frame).toBeVisible();
        await expectNoSidewaysPage(page);
        // The last column (the actions) can be reached by scrolling the frame.
        const lastCell = frame.locator("tbody tr").first().locator("td").last();
        await lastCell.scrollIntoViewIfNeeded();
        await expect(lastCell).toBeInViewport();
        await expectNoSidewaysPage(page);
        await expectAxeClean(page);
      }
    });

    test("a toast never covers the blog editor's 'Salva Bozza'", async ({ page }) => {
      await signIn(page);
      await page.goto("/admin/blog");
      await ready(page);
      await page.getByRole("button", { name: "Nuovo articolo" }).click();
      const editor = page.getByRole("dialog", { name: "Nuovo articolo" });
      const save = editor.getByRole("button", { name: "Salva Bozza" });
      await save.click();
      // The dialog hides the rest of the page from the accessibility tree: the toast is found by its region.
      const toast = page.locator('[role="region"][aria-label^="Notifiche"] li');
      await expect(toast).toContainText("Titolo e contenuto sono obbligatori");
      expect(overlaps(await toast.boundingBox(), await save.boundingBox())).toBe(false);
    });
  });
}
