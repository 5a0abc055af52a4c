/**
 * One browser tab per worker, kept from test to test, for specs that open many pages and only look at them (axe on
 * every route). As in a browser going from page to page, its cache and compiled scripts carry over: each test pays for
 * its page and its check, not for a new browser context and tab, the site's scripts and axe compiled once more.
 * A visitor's tab and a signed-in administrator's are kept apart. Each test opens its page with `goto` and still
 * fails on an error in the page's console.
 */
import { test as base, type Browser, type Page } from "@playwright/test";
import { ADMIN, expect, watchConsole } from "./fixtures";

async function keptTab(browser: Browser, use: (tab: Page) => Promise<void>, signedIn: boolean) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  if (signedIn) expect((await tab.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  await use(tab);
  await context.close();
}

async function watched(tab: Page, use: (tab: Page) => Promise<void>) {
  const console = watchConsole(tab);
  await use(tab);
  console.stop();
}

export const tourTest = base.extend<{ visitorPage: Page; staffPage: Page }, { visitorTab: Page; staffTab: Page }>({
  visitorTab: [async ({ browser }, use) => keptTab(browser, use, false), { scope: "worker" }],
  staffTab: [async ({ browser }, use) => keptTab(browser, use, true), { scope: "worker" }],
  visitorPage: async ({ visitorTab }, use) => watched(visitorTab, use),
  staffPage: async ({ staffTab }, use) => watched(staffTab, use),
});
