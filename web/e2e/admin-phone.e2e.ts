import type { Locator, Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";
import { openNewArticle } from "./blog-helpers";
import { expectAxeClean, sendContactRequest } from "./staff-helpers";
import { overlaps, SCREENS } from "./viewports";

const LISTS = [
  { path: "/admin/richieste", heading: "Richieste" },
  { path: "/admin/blog", heading: "Blog" },
  { path: "/admin/referenze", heading: "Referenze" },
  { path: "/admin/utenti", heading: "Utenti" },
  { path: "/admin/registro", heading: "Registro attività" },
  { path: "/admin/backup", heading: "Backup" },
  { path: "/admin/pagine", heading: "Pagine del sito" },
  { path: "/admin/reindirizzamenti", heading: "Reindirizzamenti" },
];

/** The page never scrolls sideways: what is wider scrolls inside its own frame. */
async function expectNoSidewaysPage(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** Each control of the row lies within the screen's width: reachable by scrolling down only. */
async function expectControlsOnScreen(page: Page, row: Locator) {
  const width = await page.evaluate(() => window.innerWidth);
  const controls = row.locator("a, button, select, input");
  for (let i = 0; i < (await controls.count()); i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box?.x ?? -1, await control.evaluate((el) => el.outerHTML.slice(0, 120))).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
}

/** On a phone the row is a card: the frame does not scroll and each labelled cell shows its column's label before it. */
async function expectCard(frame: Locator, row: Locator) {
  expect(await frame.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const cells = await row
    .locator("[data-label]")
    .evaluateAll((all) =>
      all.map((cell) => ({ label: (cell as HTMLElement).dataset.label, shown: getComputedStyle(cell, "::before").content })),
    );
  expect(cells.length).toBeGreaterThan(1);
  for (const cell of cells) expect(cell.shown).toContain(`"${cell.label}"`);
  // The column headers stay for screen readers, out of sight (a control such as "select all" stays on screen).
  const header = frame.locator("thead th:not([data-card-visible])").filter({ hasText: /\w/ }).first();
  expect(await header.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
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
      // Folded, its links are not even drawn: the phone draws the area's first screen sooner without them.
      await expect(page.locator("#admin-menu a")).toHaveCount(0);
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

    test("every list keeps the page still and each action in reach: cards on a phone, a frame that scrolls on a desktop; axe finds nothing", async ({
      page,
      request,
    }) => {
      // Seven lists, each with axe.
      test.setTimeout(150_000);
      // One request in the inbox, so that its list has a row.
      await sendContactRequest(request, {
        name: "Paolo Neri",
        email: `paolo.${screen.name}@example.it`,
        phone: "+39 340 765 4321",
        company: "Fiera di Verona",
        message: "Parcheggio per 3.000 auto.",
      });
      await signIn(page);
      // One snapshot and one redirect rule, so that their lists have a row.
      // Another spec's snapshot may be under way on the shared server (409): the list gets its row either way.
      const snapshot = (await page.request.post("/api/backups")).status();
      expect(snapshot < 300 || snapshot === 409, `POST /api/backups: ${snapshot}`).toBe(true);
      const rule = await page.request.post("/api/redirects", {
        data: { source: `/vecchio-listino-${screen.name}.html`, target: "/servizi", code: 301 },
      });
      expect(rule.status()).toBe(201);
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
        const row = frame.locator("tbody tr").first();
        if (screen.phone) {
          await expectCard(frame, row);
          await expectControlsOnScreen(page, row);
        } else {
          // The last column (the actions) can be reached by scrolling the frame.
          const lastCell = row.locator("td").last();
          await lastCell.scrollIntoViewIfNeeded();
          await expect(lastCell).toBeInViewport();
        }
        await expectNoSidewaysPage(page);
        await expectAxeClean(page);
      }
    });

    test("a toast never covers the blog editor's 'Salva Bozza'", async ({ page }) => {
      const editor = await openNewArticle(page);
      const save = editor.getByRole("button", { name: "Salva Bozza" });
      await save.click();
      // The dialog hides the rest of the page from the accessibility tree: the toast is found by its region.
      const toast = page.locator('[role="region"][aria-label^="Notifiche"] li');
      await expect(toast).toContainText("Titolo e contenuto sono obbligatori");
      expect(overlaps(await toast.boundingBox(), await save.boundingBox())).toBe(false);
    });
  });
}
