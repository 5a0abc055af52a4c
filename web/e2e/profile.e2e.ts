import { expect, ready, test } from "./fixtures";
import { expectAxeClean, newPerson, signInAs } from "./staff-helpers";

test.describe("own profile", () => {
  test("a commerciale renames themself, changes password, sees and ends sessions", async ({ page, browser, playwright }) => {
    const email = "profilo.e2e@parksite.test";
    const first = "mattone-rosso-sul-fiume-lento";
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await newPerson(api, email, "commerciale", first);
    await api.dispose();

    // A second browser stays signed in, to be signed out from here.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInAs(other, email, first);
    await expect(other).toHaveURL(/\/admin$/);

    await signInAs(page, email, first);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link")).toHaveText([
      "Dashboard",
      "Richieste",
      "Statistiche",
      "Cestino",
    ]);
    await page.getByRole("link", { name: /il mio profilo/ }).click();
    await expect(page.getByRole("heading", { name: "Il mio profilo" })).toBeVisible();
    await expect(page.getByText("Ruolo: Commerciale")).toBeVisible();
    await expect(page.getByTestId("session-list").getByRole("listitem")).toHaveCount(2);
    await expect(page.getByTestId("session-list")).toContainText("(questo dispositivo)");
    await expectAxeClean(page);

    await page.getByLabel("Nome e cognome").fill("Carla Vendite");
    await page.getByRole("button", { name: "Salva nome" }).click();
    await expect(page.getByTestId("admin-user")).toHaveText("Carla Vendite");

    await page.getByRole("button", { name: "Esci da tutti gli altri dispositivi" }).click();
    await expect(page.getByTestId("session-list").getByRole("listitem")).toHaveCount(1);
    await other.reload();
    await expect(other).toHaveURL(/\/admin\/login/);
    await otherContext.close();

    await page.getByLabel("Password attuale").fill(first);
    await page.getByLabel("Nuova password", { exact: true }).fill("ombrello-giallo-in-salita-9");
    await page.getByLabel("Ripeti la nuova password").fill("ombrello-giallo-in-salita-9");
    await page.getByRole("button", { name: "Cambia password" }).click();
    await expect(page.getByText("Password cambiata", { exact: true })).toBeVisible();
    await page.reload();
    await ready(page);
    await expect(page.getByRole("heading", { name: "Il mio profilo" })).toBeVisible();
  });
});
