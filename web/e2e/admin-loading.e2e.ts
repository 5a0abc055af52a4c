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
  // Nothing of the requests' page is this page's own code, yet the browser fetches it once idle
  // (at the latest 5 s after the page is shown; a busy machine gives idle time later still).
  await expect
    .poll(
      async () => {
        const fetched = await fetchedScripts(page);
        return inboxOnly.filter((chunk) => !fetched.includes(chunk));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
});

/** Bytes of script the current page has transferred (compressed, as sent), from the browser's timeline. */
async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
}

test("the sign-in page's first script is light; the form's checks load with its first use and answer in Italian", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await ready(page);
  const first = await fetchedScripts(page);
  // The form, Preact and the query cache: what signing in needs before anything is typed (zod comes later).
  expect(await scriptBytes(page)).toBeLessThan(32 * 1024);

  await page.getByLabel("Email").focus();
  await expect.poll(async () => (await fetchedScripts(page)).length).toBeGreaterThan(first.length);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByText("Inserisci l'indirizzo email")).toBeVisible();
  await expect(page.getByText("Inserisci la password")).toBeVisible();
});
