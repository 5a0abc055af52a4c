import { contentPages } from "../content/page-index";
import { translatedPages } from "../content/translations";
import { axeOf, violationsOf, wcagViolations } from "./axe";
import { expect, httpStatusLogged, ready, test } from "./fixtures";
import { tourTest } from "./page-tour";
import { VISITOR_SCREENS } from "./viewports";

const publicPaths = [
  ...contentPages.map((p) => p.path),
  "/blog",
  "/blog/parcheggi-senza-biglietto-lettura-targhe",
  "/documentazione",
  "/documentazione/esempio-voce-di-capitolato-pay2park",
  "/referenze",
  "/referenze?settore=municipalizzate",
  "/referenze/esempio-ospedale-milano",
  // The English edition's pages.
  ...translatedPages.map((p) => p.address),
];

/** The pages are independent: the checks spread over every worker. */
test.describe.configure({ mode: "parallel" });

/**
 * WCAG 2.1 A and AA rules, on each page as a first-time visitor sees it (cookie banner included), going from page to
 * page in one browser tab as a visitor does.
 */
for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "telefono", width: 375, height: 740 },
]) {
  tourTest.describe(`accessibilità (${viewport.name})`, () => {
    for (const path of publicPaths) {
      tourTest(`${path} has no axe violation`, async ({ visitorPage: page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(path);
        await ready(page);
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  });
}

for (const screen of VISITOR_SCREENS) {
  test(`the 404 page has no axe violation (${screen.name})`, async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(404));
    await page.setViewportSize(screen.viewport);
    expect((await page.goto("/prodotti/parcheggio-volante"))?.status()).toBe(404);
    await ready(page);
    await expect(page.getByRole("searchbox", { name: "Cerca nel sito" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });

  test(`the English 404 page has no axe violation (${screen.name})`, async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(404));
    await page.setViewportSize(screen.viewport);
    expect((await page.goto("/en/products/parking-robot"))?.status()).toBe(404);
    await ready(page);
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
}

test("the cookie banner and the preferences dialog pass axe too", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  expect(await violationsOf(axeOf(page).include("[data-testid=cookie-banner]").withTags(["wcag2a", "wcag2aa"]))).toEqual([]);
  await page.getByRole("button", { name: "Personalizza" }).click();
  await expect(page.getByRole("dialog", { name: "Preferenze cookie" })).toBeVisible();
  expect(await violationsOf(axeOf(page).include("[role=dialog]").withTags(["wcag2a", "wcag2aa"]))).toEqual([]);
});
