import type { Page } from "@playwright/test";
import { ADMIN } from "./credentials";
import { expect, ready, test } from "./fixtures";
import { expectAxeClean, newPerson, signInAs } from "./staff-helpers";
import { overlaps, SCREENS } from "./viewports";

const EDITOR_PASSWORD = "ortensie-sul-balcone-42";
const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const toast = (page: Page) => page.getByRole("region", { name: /Notifiche/ }).getByRole("listitem");

/** Every form control of the page that the toast could hide. */
async function fieldBoxes(page: Page) {
  const controls = page.locator("main").locator("input:visible, select:visible, textarea:visible, button:visible");
  return Promise.all((await controls.all()).map((c) => c.boundingBox()));
}

for (const screen of SCREENS) {
  test.describe(`clear messages (${screen.name})`, () => {
    test.use({ viewport: screen.viewport });

    test("a refused contact field is marked with its message, and the spec's toast hides no field", async ({ page }) => {
      await page.goto("/contatti");
      await ready(page);
      await field(page, "Nome").fill("Paolo");
      await field(page, "Cognome").fill("Neri");
      await field(page, "Email").fill("paolo.neri@example.it");
      await field(page, "Telefono").fill("123");
      await page.getByRole("button", { name: "Invia richiesta" }).click();

      await expect(toast(page)).toContainText("Numero di telefono non valido");
      const telefono = field(page, "Telefono");
      await expect(telefono).toBeFocused();
      await expect(telefono).toHaveAttribute("aria-invalid", "true");
      await expect(telefono).toHaveAccessibleDescription("Inserisci un numero di telefono valido");
      await expect(field(page, "Nome")).not.toHaveAttribute("aria-invalid", "true");

      const toastBox = await toast(page).boundingBox();
      for (const box of await fieldBoxes(page)) expect(overlaps(toastBox, box), "il messaggio copre un campo").toBe(false);

      await telefono.fill("+39 340 765 4321");
      await expect(telefono).not.toHaveAttribute("aria-invalid", "true");
    });

    test("the sign-in page speaks to every role; an Editor sees no link to settings it cannot open", async ({
      page,
      playwright,
      baseURL,
    }) => {
      await page.goto("/admin/login");
      await ready(page);
      await expect(page.getByText("Accedi con l'email e la password del tuo account.")).toBeVisible();
      await expect(page.getByText("account amministratore")).toHaveCount(0);

      const api = await playwright.request.newContext({ baseURL });
      const email = `editor-${screen.name}@example.com`;
      await newPerson(api, email, "editor", EDITOR_PASSWORD);
      await api.dispose();
      await signInAs(page, email, EDITOR_PASSWORD);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText("Invio email non configurato.")).toBeVisible();
      await expect(page.getByText("Chiedi a un Amministratore di configurare l'invio email.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Configura l'invio email" })).toHaveCount(0);
      await expectAxeClean(page);
    });

    test("passkeys on an IP address: the profile says why before trying", async ({ page }) => {
      await signInAs(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto("/admin/profilo");
      await ready(page);
      await expect(page.getByTestId("passkey-origin-problem")).toContainText(
        "Le passkey non si possono creare da un indirizzo IP",
      );
      await expect(page.getByRole("button", { name: "Aggiungi passkey" })).toHaveCount(0);
      await expectAxeClean(page);
    });
  });
}
