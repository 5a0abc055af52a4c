import { Secret, TOTP } from "otpauth";
import { expect, test } from "./fixtures";
import { expectAxeClean, newPerson, signInAs } from "./staff-helpers";

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });

test.describe("authenticator app", () => {
  test("enrolment with a QR code and a first code, then sign-in with a code and with a recovery code", async ({
    page,
    playwright,
    browserConsole,
  }) => {
    const email = "totp.e2e@parksite.test";
    const password = "finestra-verde-sul-porto-antico";
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await newPerson(api, email, "editor", password);
    await api.dispose();

    await signInAs(page, email, password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/profilo");
    await page.getByRole("button", { name: "Attiva l'app di autenticazione" }).click();
    // Every change of the sign-in methods asks for the password, in a dialog.
    const dialog = page.getByRole("dialog", { name: "Attiva l'app di autenticazione" });
    browserConsole.allow(/status of 400\b/);
    await dialog.getByLabel("Password attuale").fill("non-la-mia-password");
    await dialog.getByRole("button", { name: "Continua" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("La password non è corretta");
    await expectAxeClean(page);
    await dialog.getByLabel("Password attuale").fill(password);
    await dialog.getByRole("button", { name: "Continua" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("img", { name: "Codice QR da inquadrare con l'app di autenticazione" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAxeClean(page);

    // The code of the previous 30-second step: accepted (clock drift), and leaves the current one for sign-in.
    const enrolmentCode = codeAt(secret, Date.now() - 30_000);
    await page.getByLabel("Codice a 6 cifre mostrato dall'app").fill(enrolmentCode);
    await page.getByRole("button", { name: "Conferma" }).click();
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.nth(0).textContent()) ?? "";
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Ho salvato i codici" }).click();
    await expect(page.getByTestId("totp-status")).toContainText("Codici di recupero ancora validi: 10");

    await page.getByRole("button", { name: "Esci" }).first().click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await signInAs(page, email, password);
    await expect(page.getByRole("heading", { name: "Verifica in due passaggi" })).toBeVisible();
    await expectAxeClean(page);
    // The code used at enrolment is refused now: used already, or out of the window if a step has passed since.
    await page.getByLabel("Codice di verifica").fill(enrolmentCode);
    await page.getByRole("button", { name: "Verifica" }).click();
    await expect(page.getByRole("alert")).toContainText("Codice non valido o già usato");
    await page.getByLabel("Codice di verifica").fill(codeAt(secret, Date.now()));
    await page.getByRole("button", { name: "Verifica" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole("button", { name: "Esci" }).first().click();
    await signInAs(page, email, password);
    await page.getByRole("button", { name: "Usa un codice di recupero" }).click();
    await page.getByLabel("Codice di recupero").fill(recovery);
    await page.getByRole("button", { name: "Verifica" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/profilo");
    await expect(page.getByTestId("totp-status")).toContainText("Codici di recupero ancora validi: 9");
    browserConsole.allow(/status of 401\b/);
  });
});
