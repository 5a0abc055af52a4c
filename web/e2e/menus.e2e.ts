import type { Page } from "@playwright/test";
import { axeOf, violationsOf, wcagViolations } from "./axe";
import { expect, httpStatusLogged, ready, signIn, test as base } from "./fixtures";
import { checkHtml } from "./html-check";
import { onOwnSite } from "./own-site";
import { createLandingPage } from "./staff-helpers";
import { SCREENS } from "./viewports";
import { dragStepTaken } from "./drag";

const TITLE = "Offerta parcheggi inverno";
const ADDRESS = "/offerta-parcheggi-inverno";
const LABEL = "Offerta inverno";

/**
 * The menus change every page of the site: this spec runs on a server of its own, so the other
 * specs (which check the built-in menus) never see its edits.
 */
const test = onOwnSite(base);

test.describe.configure({ mode: "serial", timeout: 60_000 });

/** The header menu's items in the editor, in order, as `label` or `  label` for a sub-item. */
const editorRows = (page: Page) =>
  page.locator("[data-menu-row]").evaluateAll((rows) =>
    rows
      .filter((row) => row.closest("section")?.getAttribute("aria-labelledby") === "menu-header-title")
      .map((row) => {
        const label = (row.querySelector("input[id$='-label']") as HTMLInputElement | null)?.value ?? "";
        return row.querySelector("legend")?.textContent?.startsWith("Sottovoce") ? `  ${label}` : label;
      }),
  );

test("a staff member creates a landing page from a template and publishes it", async ({ page, browserConsole }) => {
  browserConsole.allow(httpStatusLogged(404));
  await createLandingPage(page, TITLE, ADDRESS);
  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Pubblica comunque" }).click();
  await expect(page.getByText("Pagina pubblicata", { exact: true }).first()).toBeVisible();
});

test("the landing page goes in the header menu, moved with the keyboard, kept as a draft and previewed", async ({ page }) => {
  await signIn(page);
  await ready(page);
  // The menu editor is in the admin menu of whoever edits the pages.
  await page.getByRole("link", { name: "Menu del sito", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(page.getByRole("heading", { level: 1, name: "Menu del sito" })).toBeVisible();
  await expect(page.getByTestId("menus-status")).toContainText("I visitatori vedono i menu predefiniti.");
  const before = await editorRows(page);
  expect(before.slice(0, 3)).toEqual(["Home", "Prodotti e Soluzioni", "  Automazione Parcheggi"]);

  await page.getByRole("button", { name: "Aggiungi una voce al menu principale" }).click();
  const label = page.locator("[data-menu-row] input[id$='-label']").and(page.locator(":focus"));
  await expect(label).toHaveValue("Nuova voce");
  await label.fill(LABEL);
  await page.getByLabel(`Destinazione di «${LABEL}»`).selectOption(ADDRESS);
  expect((await editorRows(page)).at(-1)).toBe(LABEL);

  // Keyboard drag and drop from the handle: space takes it, an arrow moves it, space leaves it.
  const handle = page.getByRole("button", { name: `Trascina per spostare «${LABEL}»` });
  const placeOf = async () => (await editorRows(page)).indexOf(LABEL);
  const last = await placeOf();
  for (let moved = 1; moved <= 3; moved++) {
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await dragStepTaken(page);
    await page.keyboard.press("ArrowUp");
    // The screen reader hears where it is: the move has been taken.
    await expect(page.getByText(`«${LABEL}» è sopra la posizione ${last - moved + 1} di`)).toBeAttached();
    await dragStepTaken(page);
    await page.keyboard.press("Space");
    await expect.poll(placeOf).toBe(last - moved);
  }
  expect((await editorRows(page)).slice(-4)).toEqual([LABEL, "Servizi", "Blog", "Contatti"]);

  // The buttons do the same, one place at a time, and keep the focus.
  const down = page.getByRole("button", { name: `Sposta «${LABEL}» giù` });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(down).toBeFocused();
  await expect.poll(() => editorRows(page).then((rows) => rows.slice(-4))).toEqual(["Servizi", LABEL, "Blog", "Contatti"]);
  // One level of nesting: under 'Servizi', and back.
  await page.getByRole("button", { name: `Metti «${LABEL}» sotto la voce precedente` }).click();
  await expect(page.getByRole("group", { name: `Sottovoce «${LABEL}»` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Metti «${LABEL}» sotto la voce precedente` })).toBeDisabled();
  await page.getByRole("button", { name: `Riporta «${LABEL}» al primo livello` }).click();
  await expect(page.getByRole("group", { name: `Voce «${LABEL}»` })).toBeVisible();

  // A bad address is refused with a message saying where.
  await page.getByLabel(`Tipo di collegamento di «${LABEL}»`).selectOption("external");
  await page.getByLabel(`Indirizzo di «${LABEL}»`).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Salva bozza" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Menu principale, voce «${LABEL}»` })).toContainText(
    "Un indirizzo esterno deve iniziare con https:// o http://",
  );
  await page.getByLabel(`Tipo di collegamento di «${LABEL}»`).selectOption("page");
  await page.getByLabel(`Destinazione di «${LABEL}»`).selectOption(ADDRESS);

  // Ctrl+S keeps a draft; visitors still see the built-in menu; staff preview the draft.
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Bozza dei menu salvata", { exact: true }).first()).toBeVisible();
  expect(await (await page.request.get("/api/menus")).json()).toEqual({ menus: null });
  const preview = await page.context().newPage();
  await preview.goto("/?anteprima=menu");
  await expect(preview.getByText("Anteprima: i menu mostrati qui non sono visibili ai visitatori")).toBeVisible();
  await expect(
    preview.getByRole("navigation", { name: "Menu principale", exact: true }).getByRole("link", { name: LABEL }),
  ).toBeVisible();
  await preview.close();
});

test("the draft, opened again, is published for every page", async ({ page }) => {
  await signIn(page, "/admin/menu");
  await ready(page);
  await expect(page.getByTestId("menus-status")).toContainText("Bozza salvata il");
  expect((await editorRows(page)).slice(-4)).toEqual(["Servizi", LABEL, "Blog", "Contatti"]);
  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(page.getByText("Menu pubblicati", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Ripristina la versione n\. \d+/ })).toHaveCount(1);
});

test("a visitor reaches the new page from the header menu on desktop and through the phone menu", async ({
  browser,
  baseURL,
}) => {
  for (const screen of SCREENS) {
    const context = await browser.newContext({ viewport: screen.viewport, baseURL });
    const visitor = await context.newPage();
    await visitor.goto("/servizi");
    await ready(visitor);
    if (screen.phone) {
      await visitor.getByRole("button", { name: "Apri il menu" }).click();
      await visitor.getByRole("navigation", { name: "Menu principale mobile" }).getByRole("link", { name: LABEL }).click();
    } else {
      // The page with staff's menu stays accessible.
      expect(await violationsOf(axeOf(visitor))).toEqual([]);
      await visitor.getByRole("navigation", { name: "Menu principale", exact: true }).getByRole("link", { name: LABEL }).click();
    }
    await expect(visitor).toHaveURL(ADDRESS);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    await context.close();
  }
});

test("pages with staff's menu are valid HTML; /admin/menu is axe-clean; the original menus come back", async ({
  page,
  baseURL,
}) => {
  expect(await checkHtml(baseURL ?? "", ["/", ADDRESS])).toEqual([]);
  await signIn(page, "/admin/menu");
  await ready(page);
  await expect(page.getByTestId("menus-status")).toContainText("Pubblicati il");
  expect(await wcagViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Ripristina i menu originali" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina" }).click();
  await expect(page.getByText("Menu originali ripristinati", { exact: true }).first()).toBeVisible();
  await page.goto("/servizi");
  await ready(page);
  await expect(
    page.getByRole("navigation", { name: "Menu principale", exact: true }).getByRole("link", { name: LABEL }),
  ).toHaveCount(0);
});
