import type { Page, Route } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";

/*
 * An admin area drawn before its data arrives must not move when the data comes: what is already
 * on screen (the counters, the filters) stays where it is. The
 * area's reads are held back here, as on a slow phone connection, and the page's layout shifts
 * are summed as the browser reports them (the Cumulative Layout Shift that Lighthouse scores).
 */

/** Sums the page's layout shifts not caused by the user, from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const sum = { value: 0 };
    (window as unknown as { __layoutShift: typeof sum }).__layoutShift = sum;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) sum.value += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: { value: number } }).__layoutShift.value);

/** Answers the requests to `path` (any query) as the server does, `ms` later; `change` may alter the JSON answer. */
async function holdBack(page: Page, path: string, ms: number, change?: (body: Record<string, unknown>) => unknown) {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const response = await route.fetch();
      await new Promise((done) => setTimeout(done, ms));
      const body = change ? JSON.stringify(change((await response.json()) as Record<string, unknown>)) : await response.body();
      await route.fulfill({ response, body });
    },
  );
}

const SHIFT_ALLOWED = 0.01;

test.beforeEach(async ({ page }) => {
  await signIn(page, "/admin/profilo");
  await watchLayoutShifts(page);
});

test("the dashboard does not move when what needs attention arrives after the counters @telefono", async ({ page }) => {
  // The list heads the page: the server says no e-mail is configured, and says it last.
  await holdBack(page, "/api/dashboard/attention", 600, (attention) => ({
    items: [
      { kind: "email", configured: false, failed: 0, last_failure_at: null, last_error: null },
      ...(attention.items as unknown[]),
    ],
  }));
  await page.goto("/admin");
  await ready(page);
  await expect(page.getByText("Invio email non configurato.")).toBeVisible();
  await expect(page.getByText("Foto totali")).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(SHIFT_ALLOWED);
});

test("the dashboard does not move when the certifications to renew arrive after what needs attention @telefono", async ({
  page,
}) => {
  await holdBack(page, "/api/dashboard", 600, (summary) => ({
    ...summary,
    certifications: [{ path: "/servizi", pageTitle: "Servizi", name: "ISO 9001:2015", validUntil: "2026-01-10", expired: false }],
  }));
  await page.goto("/admin");
  await ready(page);
  await expect(page.getByText("Certificazioni da rinnovare")).toBeVisible();
  await expect(page.getByText("Foto totali")).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(SHIFT_ALLOWED);
});

test("the requests' filters stay in place when the list and its counts arrive @telefono", async ({ page }) => {
  await holdBack(page, "/api/contact/requests", 600, (inbox) => ({
    ...inbox,
    email: { ...(inbox.email as object), configured: false },
  }));
  await page.goto("/admin/richieste");
  await ready(page);
  await expect(page.getByRole("searchbox", { name: "Cerca" })).toBeVisible();
  await expect(page.getByText("Invio email non configurato.")).toBeVisible();
  await expect(page.getByText(/\d+ nuove, \d+ in lavorazione, \d+ chiuse/)).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(SHIFT_ALLOWED);
});
