import { test as base, type ConsoleMessage, type Cookie, expect, type Page } from "@playwright/test";

import { ADMIN } from "./credentials";

export { ADMIN };

/** Waits until the page is interactive (hydrated, or rendered by the client). */
export async function ready(page: Page) {
  await expect(page.locator("html[data-ready=true]")).toHaveCount(1);
}

/**
 * Every test fails if the page logged an error: console errors, uncaught exceptions and React
 * hydration mismatches ("Minified React error #418") alike.
 */
export const test = base.extend<{ browserConsole: { allow: (pattern: RegExp) => void } }>({
  // Each test is a visitor of its own address: the shared server trusts its proxy's X-Forwarded-For
  // (as behind the company's reverse proxy), so one test's requests never use up another's
  // allowance of contact requests, sign-ins or searches.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": visitorAddress(`${testInfo.project.name} ${testInfo.testId}`) });
  },
  browserConsole: [
    async ({ page }, use) => {
      const console = watchConsole(page);
      await use({ allow: console.allow });
      console.stop();
    },
    { auto: true },
  ],
});

/**
 * Watches a page's console from now on: `stop()` stops watching and fails the test if the page logged an error
 * that was not allowed.
 */
export function watchConsole(page: Page): { allow: (pattern: RegExp) => void; stop: () => void } {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === "error") errors.push(msg.text());
  };
  const onPageError = (error: Error) => errors.push(`${error.name}: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return {
    allow: (pattern) => allowed.push(pattern),
    stop: () => {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      const unexpected = errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
      expect(unexpected, "errori nella console del browser").toEqual([]);
    },
  };
}

/** A private address of the test's own, the same on every run. */
function visitorAddress(key: string): string {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

/** The browser logs every 4xx answer; a test that expects one says so. */
export const httpStatusLogged = (status: number) => new RegExp(`status of ${status}\\b`);

export { expect };

/**
 * The administrator's session in this worker: signed in once and reused while the server still knows it (a test may
 * sign out). Each sign-in hashes the password at the executable's production cost, the largest part of the server's
 * work in the browser tests.
 */
let adminSession: Cookie[] | undefined;

/**
 * Signs in as the administrator the way a browser's sign-in form does (POST /api/auth/login: the session cookie
 * lands in the page's context) and opens an admin page, the dashboard unless told. The form itself is tested with
 * signInWithForm.
 */
export async function signIn(page: Page, to = "/admin") {
  const context = page.context();
  if (adminSession) await context.addCookies(adminSession);
  if (!adminSession || !(await page.request.get("/api/auth/me")).ok()) {
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    adminSession = await context.cookies();
  }
  await page.goto(to);
  const path = to.split(/[?#]/)[0];
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Signs in as the administrator through the sign-in page, as staff do. */
export async function signInWithForm(page: Page) {
  await page.goto("/admin/login");
  await ready(page);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
