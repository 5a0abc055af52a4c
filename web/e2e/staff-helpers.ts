import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** No WCAG 2.1 AA violation on the page as it is now. */
export async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Signs in with an e-mail and password on /admin/login (no second factor). */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await expect(page.locator("html[data-ready=true]")).toHaveCount(1);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Accedi" }).click();
}
