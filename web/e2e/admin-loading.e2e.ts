import type { Page } from "@playwright/test";
import { adminMenuLink } from "./admin-menu";
import { expect, ready, signIn, test } from "./fixtures";

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
  await signIn(page, "/admin/richieste");
  await ready(page);
  await expect(page.getByRole("heading", { name: "Richieste di contatto" })).toBeVisible();

  await page.goto("/admin/statistiche");
  await ready(page);
  // Once the browser has been idle (the prefetch waits at most 5 s for it), no more code is fetched.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
  let settled = -1;
  await expect
    .poll(
      async () => {
        const count = (await fetchedScripts(page)).length;
        const same = count === settled;
        settled = count;
        return same;
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(true);

  // From now on no script can be fetched: the requests' page opens all the same, its code already here.
  const refused: string[] = [];
  await page.route("**/*.js", (route) => {
    refused.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  await (await adminMenuLink(page, "Richieste")).click();
  await expect(page.getByRole("heading", { name: "Richieste di contatto" })).toBeVisible();
  expect(refused).toEqual([]);
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

test("a staff page says it is loading until its script draws it, then the note is gone", async ({ page }) => {
  await signIn(page, "/admin/cestino");
  await ready(page);
  await expect(page.getByRole("heading", { name: "Cestino", level: 1 })).toBeVisible();
  await expect(page.getByText("Caricamento dell'area riservata...")).toHaveCount(0);
});
