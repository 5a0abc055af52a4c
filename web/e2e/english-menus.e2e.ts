import type { Page } from "@playwright/test";
import { wcagViolations } from "./axe";
import { expect, ready, signIn, test as base } from "./fixtures";
import { onOwnSite } from "./own-site";

/** The English menus change every English page: this spec runs on a server of its own. */
const test = onOwnSite(base);

test.describe.configure({ mode: "serial", timeout: 90_000 });

const RENAMED = "What we do";

/** The header's links as a visitor reaches them: in the bar on a wide screen, behind the menu button on a phone. */
async function headerLinks(page: Page, phone: boolean, names: { open: string; menu: string; mobile: string }) {
  if (phone) {
    await page.getByRole("button", { name: names.open }).click();
    return page.getByRole("navigation", { name: names.mobile });
  }
  return page.getByRole("navigation", { name: names.menu, exact: true });
}

const english = { open: "Open the menu", menu: "Main menu", mobile: "Main menu (mobile)" };
const italian = { open: "Apri il menu", menu: "Menu principale", mobile: "Menu principale mobile" };

test("staff rename an entry of the English menu and publish it: the English header shows it, the Italian one does not @telefono", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const phone = testInfo.project.name === "telefono";
  await signIn(page, "/admin/menu");
  await ready(page);
  const choice = page.getByRole("navigation", { name: "Lingua dei menu" });
  await choice.getByRole("link", { name: "Inglese" }).click();
  await expect(page).toHaveURL(/\/admin\/menu\?lingua=en$/);
  await expect(choice.getByRole("link", { name: "Inglese" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("menus-status")).toContainText("I visitatori vedono i menu predefiniti.");
  // The English menus start from the built-in English ones; their links are chosen among the English addresses.
  const services = page.locator("#servizi-label");
  await expect(services).toHaveValue("Services");
  const target = page.getByRole("list", { name: "Voci del menu principale" }).getByLabel("Destinazione di «Services»");
  await expect(target.locator("option:checked")).toHaveText(/\(\/en\/services\)$/);
  await expect(target.locator("option", { hasText: "(/servizi)" })).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);

  await services.fill(RENAMED);
  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(page.getByText("Menu pubblicati", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Ripristina la versione n\. \d+/ })).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath("menu-editor-english.png") });

  // The Italian menus: untouched, with no version of their own.
  await choice.getByRole("link", { name: "Italiano" }).click();
  await expect(page.locator("#servizi-label")).toHaveValue("Servizi");
  await expect(page.getByText("Nessuna pubblicazione finora: il sito usa i menu predefiniti.")).toBeVisible();

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL });
  const visitor = await context.newPage();
  await visitor.goto("/en/products/parking-automation");
  await ready(visitor);
  const englishNav = await headerLinks(visitor, phone, english);
  await englishNav.getByRole("link", { name: RENAMED }).click();
  await expect(visitor).toHaveURL(/\/en\/services$/);

  await visitor.goto("/servizi");
  await ready(visitor);
  const italianNav = await headerLinks(visitor, phone, italian);
  await expect(italianNav.getByRole("link", { name: "Servizi", exact: true })).toBeVisible();
  await expect(italianNav.getByRole("link", { name: RENAMED })).toHaveCount(0);
  await context.close();

  // Back to the built-in English menus for the next run on this server.
  await page.goto("/admin/menu?lingua=en");
  await ready(page);
  await page.getByRole("button", { name: "Ripristina i menu originali" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Ripristina" }).click();
  await expect(page.getByText("Menu originali ripristinati", { exact: true }).first()).toBeVisible();
});
