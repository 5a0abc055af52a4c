import type { Page } from "@playwright/test";
import { expect, ready, test } from "./fixtures";

/** Gives the page a stopped clock: only runFor() moves its timers. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date("2026-06-01T09:00:00+02:00") });
  await page.clock.pauseAt(new Date("2026-06-01T09:00:01+02:00"));
}

test.describe("navigation bar (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Prodotti e Soluzioni opens on hover and closes 300 ms after the pointer leaves", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await ready(page);
    const trigger = page.getByRole("button", { name: "Prodotti e Soluzioni" });
    const panel = page.getByTestId("dropdown-Prodotti e Soluzioni");
    await expect(panel).toBeHidden();
    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link")).toHaveCount(3);

    await page.mouse.move(640, 600);
    await page.clock.runFor(290);
    await expect(panel).toBeVisible();
    await page.clock.runFor(20);
    await expect(panel).toBeHidden();
  });

  test("coming back within 300 ms keeps the dropdown open", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await ready(page);
    const trigger = page.getByRole("button", { name: "Applicazioni" });
    const panel = page.getByTestId("dropdown-Applicazioni");
    await trigger.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(640, 600);
    await page.clock.runFor(200);
    await panel.getByRole("link").first().hover();
    await page.clock.runFor(1000);
    await expect(panel).toBeVisible();
  });

  test("Applicazioni lists the eight sectors with their taglines", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await page.getByRole("button", { name: "Applicazioni" }).hover();
    const links = page.getByTestId("dropdown-Applicazioni").getByRole("link");
    await expect(links).toHaveCount(8);
    await expect(links.nth(0)).toContainText("Aeroporti");
    await expect(links.nth(0)).toContainText("Sosta breve e lunga senza code ai varchi");
    await expect(links.nth(7)).toContainText("Aree Stagionali");
  });

  test("keyboard: focus opens, arrows move, Enter follows, Escape closes", async ({ page }) => {
    await page.goto("/servizi");
    await ready(page);
    const trigger = page.getByRole("button", { name: "Prodotti e Soluzioni" });
    const panel = page.getByTestId("dropdown-Prodotti e Soluzioni");
    await page.getByRole("link", { name: "Home", exact: true }).first().focus();
    await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/prodotti\/infomobilita$/);
    await expect(panel).toBeHidden();
  });

  test("the call button dials the company number", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Chiamaci Ora" })).toHaveAttribute(
      "href",
      "tel:+390498254100",
    );
  });

  test("the floating WhatsApp button is for phones only", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await expect(page.getByTestId("whatsapp-float")).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has every link of the spec, the social networks, WhatsApp and the company data", async ({ page }) => {
    await page.goto("/servizi");
    await ready(page);
    const footer = page.getByRole("contentinfo");
    const expected: [string, string][] = [
      ["Chi siamo", "/"],
      ["Servizi", "/servizi"],
      ["Lavora con noi", "/contatti"],
      ["News", "/blog"],
      ["Contatti", "/contatti"],
      ["Privacy Policy", "/privacy-policy"],
      ["Termini di Servizio", "/termini-servizio"],
      ["Cookie Policy", "/cookie-policy"],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    for (const network of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
      await expect(footer.getByRole("link", { name: new RegExp(`^${network}`) })).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(footer.getByTestId("company-legal")).toContainText("P.IVA IT04812930281");
    await expect(footer.getByTestId("company-legal")).toContainText("Padova");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("the WhatsApp button opens a chat with the prefilled Italian request", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    const button = page.getByTestId("whatsapp-float");
    await expect(button).toBeVisible();
    const href = (await button.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/393456128840\?text=/);
    expect(decodeURIComponent(href.split("text=")[1] ?? "")).toContain(
      "informazioni sui vostri sistemi di automazione per parcheggi",
    );
  });

  test("the menu lists every section, expands the products, and has the call button", async ({ page }) => {
    await page.goto("/servizi");
    await ready(page);
    await page.getByRole("button", { name: "Apri il menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu principale mobile" });
    await expect(menu).toBeVisible();
    for (const name of ["Home", "Applicazioni", "Servizi", "Blog", "Contatti", "Chiamaci Ora"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("button", { name: "Prodotti e Soluzioni" }).click();
    await expect(menu.getByRole("link", { name: "Infomobilità" })).toBeVisible();
    await menu.getByRole("link", { name: "Infomobilità" }).click();
    await expect(page).toHaveURL(/\/prodotti\/infomobilita$/);
    await expect(menu).toBeHidden();
  });

  test("from another page, Applicazioni goes to /#applications", async ({ page }) => {
    await page.goto("/servizi");
    await ready(page);
    await page.getByRole("button", { name: "Apri il menu" }).click();
    await page.getByRole("navigation", { name: "Menu principale mobile" }).getByRole("link", { name: "Applicazioni" }).click();
    await expect(page).toHaveURL(/\/#applications$/);
    await expect(page.locator("#applications")).toBeInViewport();
  });

  test("the button beside Applicazioni lists its sectors, each a page of its own", async ({ page }) => {
    await page.goto("/servizi");
    await ready(page);
    await page.getByRole("button", { name: "Apri il menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu principale mobile" });
    const sectors = menu.getByRole("button", { name: "Voci di Applicazioni" });
    await expect(sectors).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Ospedali" })).toBeHidden();
    await sectors.click();
    await expect(sectors).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Ospedali" }).click();
    await expect(page).toHaveURL(/\/applicazioni\/ospedali$/);
    await expect(menu).toBeHidden();
  });

  test("on home, Applicazioni and Home scroll smoothly to their sections after 100 ms", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await ready(page);
    await page.getByRole("button", { name: "Apri il menu" }).click();
    await page.getByRole("navigation", { name: "Menu principale mobile" }).getByRole("link", { name: "Applicazioni" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(90);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(20);
    await expect(page.locator("#applications")).toBeInViewport();
    await page.getByRole("button", { name: "Apri il menu" }).click();
    await page.getByRole("navigation", { name: "Menu principale mobile" }).getByRole("link", { name: "Home" }).click();
    await page.clock.runFor(110);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });
});
