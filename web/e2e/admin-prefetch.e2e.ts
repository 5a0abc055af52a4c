import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";

/** The chunks the server asks the browser to preload for an admin page: its area's code. */
async function preloadedChunks(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
}

/** Every script the current page has fetched, from the browser's own timeline (cached ones too). */
async function fetchedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
}

test("the area opened before this one is loaded while the browser is idle, so going back is instant", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/richieste");
  await ready(page);
  await expect(page.getByRole("heading", { name: "Richieste di contatto" })).toBeVisible();
  const inbox = await preloadedChunks(page);

  await page.goto("/admin/statistiche");
  await ready(page);
  const own = await preloadedChunks(page);
  const inboxOnly = inbox.filter((chunk) => !own.includes(chunk));
  expect(inboxOnly.length).toBeGreaterThan(0);
  // Nothing of the requests' page is this page's own code, yet the browser fetches it once idle.
  await expect
    .poll(async () => {
      const fetched = await fetchedScripts(page);
      return inboxOnly.filter((chunk) => !fetched.includes(chunk));
    })
    .toEqual([]);
});
