import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";

test.describe("settings page", () => {
  test("examples are flagged; a saved fact shows on the public site at once and loses its flag", async ({ page }) => {
    await signIn(page, "/admin/impostazioni");
    await ready(page);
    await expect(page.getByText(/mostrano ancora i valori di esempio/)).toBeVisible();
    const rea = page.getByRole("textbox", { name: /Numero REA/ });
    const original = await rea.inputValue();
    await expect(page.locator("label", { hasText: "Numero REA" })).toContainText("Esempio");

    const save = page.getByRole("button", { name: "Salva i dati dell'azienda" });
    await expect(save).toBeDisabled();
    await rea.fill("");
    await save.click();
    await expect(page.getByText("Numero REA: campo obbligatorio").first()).toBeVisible();
    await expect(rea).toHaveAttribute("aria-invalid", "true");

    await rea.fill("PD-777001");
    await save.click();
    await expect(page.getByRole("region", { name: /Notifiche/ }).getByRole("listitem")).toContainText("Impostazioni salvate");
    await expect(page.locator("label", { hasText: "Numero REA" })).not.toContainText("Esempio");

    try {
      const html = await (await page.request.get("/")).text();
      expect(html).toContain("PD-777001");
    } finally {
      await rea.fill(original);
      await save.click();
      await expect(page.getByRole("button", { name: "Salva i dati dell'azienda" })).toBeDisabled();
    }
  });

  test("the SMTP password is never shown and the test e-mail waits for a configured server", { tag: "@telefono" }, async ({
    page,
  }) => {
    await signIn(page, "/admin/impostazioni#email");
    await ready(page);
    const section = page.locator("#email");
    await expect(section.getByRole("heading", { name: "Invio email (SMTP)" })).toBeVisible();
    await expect(section.getByLabel("Password")).toHaveValue("");
    await expect(section.getByLabel("Password")).toHaveAttribute("type", "password");
    await section.getByLabel("Porta").fill("porta");
    await section.getByLabel("Server SMTP").fill("smtp.example.it");
    await section.getByRole("button", { name: "Salva impostazioni email" }).click();
    await expect(section.getByText("La porta deve essere un numero tra 1 e 65535")).toBeVisible();
    await expect(section.getByRole("button", { name: "Invia email di prova" })).toBeDisabled();
  });

  test("an SMTP server at an address the site never connects to is refused under the server field", async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(httpStatusLogged(400));
    await signIn(page, "/admin/impostazioni#email");
    await ready(page);
    const section = page.locator("#email");
    const host = section.getByLabel("Server SMTP");
    await host.fill("169.254.169.254");
    await section.getByLabel("Porta").fill("25");
    await section.getByLabel("Connessione sicura").selectOption("none");
    await section.getByLabel("Mittente").fill("sito@parksite.test");
    await section.getByLabel("Destinatario delle richieste").fill("commerciale@parksite.test");
    await section.getByRole("button", { name: "Salva impostazioni email" }).click();
    await expect(
      section.getByText(
        "L'indirizzo 169.254.169.254 è un indirizzo riservato (collegamento locale, multicast o non instradabile): il server non vi si collega mai.",
      ),
    ).toBeVisible();
    await expect(host).toHaveAttribute("aria-invalid", "true");
  });
});
