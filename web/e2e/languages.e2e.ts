import { expect, httpStatusLogged, ready, test } from "./fixtures";

test.describe("the language switcher", () => {
  test("a visitor on a product page switches to English and lands on its English page, then back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/prodotti/web2park");
    await ready(page);
    const switcher = page.getByRole("banner").getByRole("navigation", { name: "Lingua" });
    await switcher.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/products\/web2park$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web2Park");
    await expect(page.getByRole("banner").getByRole("link", { name: "Call Us Now" })).toBeVisible();

    await page.getByRole("banner").getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Italiano" }).click();
    await expect(page).toHaveURL(/\/prodotti\/web2park$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("banner").getByRole("link", { name: "Chiamaci Ora" })).toBeVisible();
  });

  test("on a phone the switcher is in the menu, and a page without a translation leads to the nearest English page above it @telefono", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/prodotti/web2park");
    await ready(page);
    await page.getByRole("button", { name: "Apri il menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu principale mobile" });
    await menu.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/products\/web2park$/);
    await ready(page);

    await page.getByRole("button", { name: "Open the menu" }).click();
    await page.getByRole("navigation", { name: "Main menu (mobile)" }).getByRole("link", { name: "Italiano" }).click();
    await expect(page).toHaveURL(/\/prodotti\/web2park$/);

    // An article written only in Italian: the switcher leads to the nearest page above it in English, the English blog.
    await page.goto("/blog/pensiline-fotovoltaiche-ricarica-auto-elettriche");
    await ready(page);
    await page.getByRole("button", { name: "Apri il menu" }).click();
    await page.getByRole("navigation", { name: "Menu principale mobile" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog and news");
  });

  test("an English address without a translation is the English 404", async ({ page, browserConsole }) => {
    browserConsole.allow(httpStatusLogged(404));
    const res = await page.goto("/en/products/nope");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("There is no page at this address")).toBeVisible();
  });
});
