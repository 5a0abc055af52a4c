import { wcagViolations } from "./axe";
import { expect, ready, test } from "./fixtures";
import { checkHtml } from "./html-check";
import { VISITOR_SCREENS } from "./viewports";

// axe takes several seconds a page on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("the English site search (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the English header box suggests English pages, in English, and Enter opens /en/search", async ({ page }) => {
    await page.goto("/en/services");
    await ready(page);
    const box = page.getByRole("combobox", { name: "Search the site" });
    await box.click();
    await box.pressSequentially("barrie", { delay: 40 });
    const list = page.getByRole("listbox", { name: "Search suggestions" });
    await expect(list).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /suggestion/ })).toHaveText(/use the up and down arrows/);
    await expect(list.getByRole("option").last()).toContainText("All results for “barrie”");
    expect(await wcagViolations(page)).toEqual([]);

    await box.press("Escape");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?q=barrie$/);
    await ready(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the site");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/^\d+ results for “barrie”$/);
    const links = page.getByRole("main").locator("ol > li h2 a");
    await expect(links.first()).toHaveAttribute("href", /^\/en(\/|$)/);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^\/en(\/|$)/);
    }
  });
});

for (const screen of VISITOR_SCREENS) {
  test(`/en/search says 'Did you mean' once, above the corrected English results (${screen.name})`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    await page.goto("/en/search?q=parkng");
    await ready(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toHaveText(
      /^No results for “parkng”\. Did you mean parking\? Here are \d+ results\.$/,
    );
    await expect(main.getByRole("link", { name: "parking", exact: true })).toHaveAttribute("href", "/en/search?q=parking");
    const saidAboveResults = await main.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const part of copy.querySelectorAll("ol, form")) part.remove();
      return copy.textContent ?? "";
    });
    expect(saidAboveResults.match(/Did you mean/g)).toHaveLength(1);
    // The field makes room for the button, whose English word is longer than the Italian: both stay on the screen.
    const button = await main.getByRole("button", { name: "Search", exact: true }).boundingBox();
    expect((button?.x ?? Number.POSITIVE_INFINITY) + (button?.width ?? 0)).toBeLessThanOrEqual(screen.viewport.width);
    expect(await wcagViolations(page)).toEqual([]);
  });
}

test("the English results page is valid HTML in each of its states", async ({ baseURL }) => {
  const paths = [
    "/en/search",
    "/en/search?q=parking",
    "/en/search?q=parkng",
    "/en/search?q=xyzzyqwerty",
    "/en/search?q=the%20of",
  ];
  const problems = await checkHtml(baseURL ?? "", paths);
  expect(problems.map((p) => `${p.path}:${p.line ?? "?"} ${p.message}`)).toEqual([]);
});
