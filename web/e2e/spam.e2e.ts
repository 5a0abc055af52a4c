import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures";
import { expectAxeClean, sendContactRequest } from "./staff-helpers";
import { SCREENS } from "./viewports";

/*
 * A buyer whose browser fills the contact form in one click sends it a second after it appeared, as
 * fast as a robot: the request is kept as possible spam, and staff find it and move it to the inbox.
 */

const field = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifiche/ }).getByRole("listitem");

/** Fills the whole form and sends it one second after the form appeared, as autofill does. */
async function sendAutofilled(page: Page, name: string, email: string) {
  await page.clock.install();
  await page.goto("/contatti");
  await ready(page);
  const appeared = await page.evaluate(() => Date.now());
  await field(page, "Nome").fill(name);
  await field(page, "Cognome").fill("Autofill");
  await field(page, "Email").fill(email);
  await field(page, "Telefono").fill("+39 345 678 9012");
  await field(page, "Azienda").fill("Interporto di Padova");
  await field(page, "Messaggio").fill("Preventivo per due varchi con lettura targhe.");
  // However long the browser took to type here, the form says it was sent a second after it appeared.
  await page.clock.setSystemTime(appeared + 1000);
  await page.getByRole("button", { name: "Invia richiesta" }).click();
  await expect(toasts(page).first()).toContainText("Richiesta inviata con successo!");
}

for (const screen of SCREENS) {
  test.describe(`possible spam (${screen.name})`, () => {
    test.use({ viewport: screen.viewport });

    test("an autofilled request is kept as possible spam; staff find it and move it to the inbox in one click", async ({
      page,
    }) => {
      const name = `Marco ${screen.name} ${Date.now().toString(36)}`;
      await sendAutofilled(page, name, `marco.${screen.name}@example.it`);

      await signIn(page, "/admin/richieste");
      await ready(page);
      await page.getByLabel("Cerca").fill(name);
      await expect(page.getByText("Nessuna richiesta corrisponde alla ricerca.")).toBeVisible();

      const spamTab = page.getByRole("link", { name: /^Possibile spam \(\d+\)$/ });
      await spamTab.click();
      await expect(page).toHaveURL(/\/admin\/richieste\?spam=1$/);
      await expect(spamTab).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(/\d+ possibil[ei] spam da controllare/)).toBeVisible();
      const row = page.getByTestId("spam-row").filter({ hasText: name });
      await expect(row).toContainText("Interporto di Padova");
      await expect(row.getByTestId("spam-reasons")).toHaveText(/^Inviata \d(,\d)? s dopo l'apertura del modulo$/);
      await expectAxeClean(page);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page, "la pagina scorre di lato").toBeLessThanOrEqual(widths.screen);

      await row.getByRole("button", { name: "Non è spam" }).click();
      await expect(toasts(page).first()).toContainText("Spostata tra le richieste");
      await expect(row).toHaveCount(0);

      await page.getByRole("navigation", { name: "Viste delle richieste" }).getByRole("link", { name: "Richieste" }).click();
      await page.getByLabel("Cerca").fill(name);
      const moved = page.getByTestId("inbox-row").filter({ hasText: name });
      await expect(moved).toContainText("Nuova");
      await moved.getByRole("link", { name: `${name} Autofill` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `${name} Autofill` })).toBeVisible();
      await expect(page.getByTestId("spam-notice")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Nuova" })).toHaveAttribute("aria-pressed", "true");
    });

    test("a possible spam's page says why it is there; staff delete it for good", async ({ page }) => {
      const name = `Robot ${screen.name} ${Date.now().toString(36)}`;
      await sendContactRequest(page.request, {
        name,
        email: `robot.${screen.name}@example.it`,
        phone: "+39 345 000 1111",
        company: "Non specificata",
        message: "Offerta https://a.example https://b.example https://c.example",
        website: "https://robot.example",
      });

      await signIn(page, "/admin/richieste?spam=1");
      await ready(page);
      await page.getByTestId("spam-row").filter({ hasText: name }).getByRole("link", { name }).click();
      const notice = page.getByTestId("spam-notice");
      await expect(notice.getByRole("heading", { name: "Possibile spam" })).toBeVisible();
      await expect(notice.getByTestId("spam-reasons").getByRole("listitem")).toHaveText([
        "Campo nascosto compilato",
        "Contiene 3 link",
      ]);
      await expect(page.getByRole("group", { name: "Stato della richiesta" })).toHaveCount(0);
      await expect(page.getByText(/Nessuna email per questa richiesta: è tra il possibile spam/)).toBeVisible();
      await expectAxeClean(page);

      await page.getByRole("button", { name: "Elimina richiesta" }).click();
      const dialog = page.getByRole("dialog", { name: "Eliminare la richiesta?" });
      await expect(dialog).toContainText("verrà eliminata definitivamente");
      await dialog.getByRole("button", { name: "Elimina", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/richieste\?spam=1$/);
      await expect(page.getByTestId("spam-row").filter({ hasText: name })).toHaveCount(0);
      const bin = await page.request.get("/api/bin");
      expect(await bin.text()).not.toContain(name);
    });
  });
}
