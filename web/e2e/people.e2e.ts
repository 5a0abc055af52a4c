import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";
import { expectAxeClean, signInAs } from "./staff-helpers";

const EDITOR = { name: "Elena Redattrice", email: "elena.e2e@parksite.test", password: "lanterna-sul-molo-di-levante" };

test.describe("people and roles", () => {
  test("an administrator invites an editor; the editor accepts, signs in and sees only the content areas", async ({
    page,
    browser,
  }) => {
    // Two browsers, an invitation, a role change and a deactivation, each signing in with a real password hash.
    test.setTimeout(60_000);
    await signIn(page);
    await page.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link", { name: "Utenti" }).click();
    await expect(page.getByRole("heading", { name: "Utenti", level: 1 })).toBeVisible();
    await expect(page.getByTestId("person-staff@parksite.test")).toBeVisible();
    // The account made from the command line without a name goes by its e-mail, not by a dash.
    await expect(page.getByTestId("person-staff@parksite.test").locator("p").first()).toHaveText("staff@parksite.test(tu)");
    await expect(page.getByTestId("role-descriptions").getByRole("listitem")).toHaveText([
      "Amministratore: tutte le aree",
      "Editor: blog, referenze, gallerie, pagine e menu del sito, reindirizzamenti, libreria immagini, documentazione e ricerca del sito",
      "Commerciale: richieste di contatto e statistiche",
    ]);
    await expectAxeClean(page);

    await page.getByLabel("Nome e cognome").fill(EDITOR.name);
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Ruolo", { exact: true }).selectOption("editor");
    await page.getByRole("button", { name: "Invita" }).click();
    const panel = page.getByTestId("invitation-link");
    await expect(panel).toContainText("consegna tu il link");
    const link = await panel.getByLabel("Link di accesso").inputValue();
    expect(link).toContain("/admin/invito#token=");
    await expect(page.getByTestId(`person-${EDITOR.email}`)).toContainText("Invito in attesa");
    await expectAxeClean(page);

    // The invited person, in a browser of their own.
    const context = await browser.newContext();
    const invited = await context.newPage();
    const errors: string[] = [];
    invited.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    invited.on("pageerror", (error) => errors.push(error.message));
    await invited.goto(link);
    await ready(invited);
    await expect(invited.getByRole("heading", { name: "Invito all'area riservata" })).toBeVisible();
    await expect(invited.getByLabel("Nome e cognome")).toHaveValue(EDITOR.name);
    await expectAxeClean(invited);
    await invited.getByLabel("Password (da 10 a 128 caratteri)").fill("password12345");
    await invited.getByLabel("Ripeti la password").fill("password12345");
    await invited.getByRole("button", { name: "Salva e continua" }).click();
    await expect(invited.getByRole("alert")).toContainText("Password troppo facile da indovinare");
    await invited.getByLabel("Password (da 10 a 128 caratteri)").fill(EDITOR.password);
    await invited.getByLabel("Ripeti la password").fill(EDITOR.password);
    await invited.getByRole("button", { name: "Salva e continua" }).click();
    await expect(invited.getByRole("heading", { name: "Account pronto" })).toBeVisible();

    await signInAs(invited, EDITOR.email, EDITOR.password);
    await expect(invited).toHaveURL(/\/admin$/);
    const menu = invited.getByRole("navigation", { name: "Menu amministrazione" }).getByRole("link");
    await expect(menu).toHaveText([
      "Dashboard",
      "Pagine",
      "Menu del sito",
      "Blog",
      "Gallerie",
      "Referenze",
      "Documentazione",
      "Immagini",
      "Reindirizzamenti",
      "Ricerca",
      "Cestino",
    ]);
    await expect(invited.getByTestId("admin-user")).toHaveText(EDITOR.name);

    await invited.goto("/admin/utenti");
    await ready(invited);
    await expect(invited.getByRole("heading", { name: "Pagina non consentita" })).toBeVisible();
    await expect(invited.getByTestId("forbidden-page")).toContainText("Il tuo ruolo (Editor) non consente");
    await expectAxeClean(invited);
    await invited.goto("/admin/impostazioni");
    await expect(invited.getByRole("heading", { name: "Pagina non consentita" })).toBeVisible();

    // The administrator makes her a Commerciale: her browser is sent to sign in again, and told why.
    await page.getByLabel(`Ruolo di ${EDITOR.name}`).selectOption("commerciale");
    // The toast's text, not the screen readers' announcement of it (a live region Radix fills for a moment).
    await expect(page.getByText(`${EDITOR.name}: Commerciale`, { exact: true })).toBeVisible();
    await invited.goto("/admin");
    await expect(invited).toHaveURL(/\/admin\/login\?.*motivo=role-changed/);
    await expect(invited.getByTestId("session-ended")).toHaveText("Il tuo ruolo è cambiato: accedi di nuovo.");
    await expectAxeClean(invited);
    await context.close();
    // Only the refused weak password shows up (a 400); an editor's pages never hit a 403.
    expect(errors.filter((e) => !httpStatusLogged(400).test(e) && !httpStatusLogged(401).test(e))).toEqual([]);
  });
});
