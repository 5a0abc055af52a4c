import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A link of the admin menu, ready to click: on a phone the menu folds behind its 'Menu' button, which is
 * opened first; on a desktop the menu is always there.
 */
export async function adminMenuLink(page: Page, name: string): Promise<Locator> {
  const link = page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link", { name });
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await expect(link.or(toggle).filter({ visible: true }).first()).toBeVisible();
  if (!(await link.isVisible())) {
    await toggle.click();
    await expect(link).toBeVisible();
  }
  return link;
}
