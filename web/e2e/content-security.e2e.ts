import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";

/**
 * The site's Content-Security-Policy allows no eval. A script that only tries it (and carries on when refused) is still
 * reported by the browser as a violation of the policy, and Lighthouse marks the page down for it: the forms check what
 * is typed with the shared schemas without ever trying.
 */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("the staff area's forms check what is typed without breaking the page's security policy", async ({ page }) => {
  await recordViolations(page);
  await signIn(page, "/admin/blog");
  await ready(page);
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  await page.goto("/admin");
  await ready(page);
  // The dashboard's gallery upload checks its fields with the shared schema.
  await page.getByTestId("gallery-manager").getByRole("button", { name: "Carica", exact: true }).click();
  await expect(page.getByText("Inserisci un nome per l'immagine")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the sign-in form checks what is typed without breaking the page's security policy", async ({ page }) => {
  await recordViolations(page);
  await page.goto("/admin/login");
  await ready(page);
  await page.getByLabel("Email").focus();
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByText("Inserisci l'indirizzo email")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
