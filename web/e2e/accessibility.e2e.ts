import AxeBuilder from "@axe-core/playwright";
import { contentPages } from "../content/page-index";
import { expect, ready, test } from "./fixtures";

const publicPaths = [...contentPages.map((p) => p.path), "/blog", "/blog/parcheggi-senza-biglietto-lettura-targhe"];

/** The pages are independent: the checks spread over every worker. */
test.describe.configure({ mode: "parallel" });

/**
 * WCAG 2.1 A and AA rules, on each page as a first-time visitor sees it (cookie banner included).
 * Only violations are gathered: axe skips the detail of what passed, which is most of its time.
 */
for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "telefono", width: 375, height: 740 },
]) {
  test.describe(`accessibilità (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of publicPaths) {
      test(`${path} has no axe violation`, async ({ page }) => {
        await page.goto(path);
        await ready(page);
        const results = await new AxeBuilder({ page })
          // options() replaces the options object: set it before the tags.
          .options({ resultTypes: ["violations"] })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(summary).toEqual([]);
      });
    }
  });
}

test("the cookie banner and the preferences dialog pass axe too", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  let results = await new AxeBuilder({ page }).include("[data-testid=cookie-banner]").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Personalizza" }).click();
  await expect(page.getByRole("dialog", { name: "Preferenze cookie" })).toBeVisible();
  results = await new AxeBuilder({ page }).include("[role=dialog]").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
