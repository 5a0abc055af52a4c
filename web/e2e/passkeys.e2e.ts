import { expect, httpStatusLogged, ready, test } from "./fixtures";
import type { APIRequest, Page } from "@playwright/test";
import { expectAxeClean, newPerson, signInAs } from "./staff-helpers";

/** A passkey authenticator in the browser that checks who holds it (a PIN or a fingerprint), as a phone or a laptop has. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * A new editor, made through the API; answers the site's address at localhost, since WebAuthn needs a domain
 * (localhost is one, and a secure context over http).
 */
async function newEditor(requests: APIRequest, email: string, password: string): Promise<string> {
  const base = String(test.info().project.use.baseURL);
  const api = await requests.newContext({ baseURL: base });
  await newPerson(api, email, "editor", password);
  await api.dispose();
  return base.replace("127.0.0.1", "localhost");
}

test.describe("passkeys", () => {
  test("register a passkey from the profile, then sign in with it alone and as the second factor", async ({
    page,
    playwright,
  }) => {
    // Registration, three sign-ins and two changes of sign-in methods (each asking for the password).
    test.setTimeout(60_000);
    const email = "passkey.e2e@parksite.test";
    const password = "scogliera-bianca-dopo-il-tramonto";
    const site = await newEditor(playwright.request, email, password);
    await addAuthenticator(page);

    await signInAs(page, email, password, site);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`${site}/admin/profilo`);
    await ready(page);
    await page.getByLabel("Nome della nuova passkey").fill("Portatile ufficio");
    await page.getByRole("button", { name: "Aggiungi passkey" }).click();
    // The password first, in a dialog; then the device's own prompt.
    const confirm = page.getByRole("dialog", { name: "Aggiungi la passkey «Portatile ufficio»" });
    await expectAxeClean(page);
    await confirm.getByLabel("Password attuale").fill(password);
    await confirm.getByRole("button", { name: "Continua" }).click();
    await expect(page.getByTestId("passkey-list")).toContainText("Portatile ufficio");
    await expect(page.getByTestId("passkey-list")).toContainText("mai usata");
    await expectAxeClean(page);

    // Passkey alone: no e-mail, no password.
    await page.getByRole("button", { name: "Esci", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto(`${site}/admin/login`);
    await ready(page);
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Usa una passkey" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("admin-user")).toHaveText("Persona Di Prova");

    // Password first, then the passkey as the second factor.
    await page.getByRole("button", { name: "Esci", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await ready(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Accedi", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Verifica in due passaggi" })).toBeVisible();
    await page.getByRole("button", { name: "Conferma con la passkey" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`${site}/admin/profilo`);
    await expect(page.getByTestId("passkey-list")).toContainText("ultimo uso");

    // Removing it asks for the password too.
    await page.getByRole("button", { name: "Rimuovi la passkey Portatile ufficio" }).click();
    const remove = page.getByRole("dialog", { name: "Rimuovi la passkey «Portatile ufficio»" });
    await remove.getByRole("button", { name: "Rimuovi la passkey" }).click();
    await expect(remove.getByText("Inserisci la tua password per confermare")).toBeVisible();
    await remove.getByLabel("Password attuale").fill(password);
    await remove.getByRole("button", { name: "Rimuovi la passkey" }).click();
    await expect(page.getByText("Nessuna passkey registrata.")).toBeVisible();
  });

  test("an authenticator that cannot verify the person (no PIN, no fingerprint) does not sign in", async ({
    page,
    playwright,
    browserConsole,
  }) => {
    const email = "passkey-uv.e2e@parksite.test";
    const password = "scogliera-nera-prima-dell-alba";
    const site = await newEditor(playwright.request, email, password);
    const { cdp, authenticatorId } = await addAuthenticator(page);
    await signInAs(page, email, password, site);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`${site}/admin/profilo`);
    await ready(page);
    await page.getByLabel("Nome della nuova passkey").fill("Chiavetta senza PIN");
    await page.getByRole("button", { name: "Aggiungi passkey" }).click();
    const confirm = page.getByRole("dialog", { name: "Aggiungi la passkey «Chiavetta senza PIN»" });
    await confirm.getByLabel("Password attuale").fill(password);
    await confirm.getByRole("button", { name: "Continua" }).click();
    await expect(page.getByTestId("passkey-list")).toContainText("Chiavetta senza PIN");

    // The same key, found by someone else: present, but it cannot check who holds it.
    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
    await page.getByRole("button", { name: "Esci", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await ready(page);
    browserConsole.allow(httpStatusLogged(401));
    await page.getByRole("button", { name: "Usa una passkey" }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByTestId("admin-user")).toHaveCount(0);
  });
});
