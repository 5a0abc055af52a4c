import type { Locator, Page } from "@playwright/test";
import { startSmtpTestServer } from "../../src/test-support/smtp-test-server";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";
import { downloadedBytes, downloadOf } from "./downloads";

/*
 * The contact form and the staff inbox, end to end against the compiled binary. Tests of this
 * file run in order (they share the server's e-mail settings and its per-address rate limit).
 */

const SUCCESS_NO_SMTP = "Ti contatteremo entro 24 ore.";
const SUCCESS_WITH_SMTP = "Ti contatteremo entro 24 ore. Controlla la tua email per la conferma.";

/** Installs a controllable clock: time flows, and fastForward() stands for a person taking their time. */
async function openContactPage(page: Page, path = "/contatti") {
  await page.clock.install();
  const response = await page.goto(path);
  await ready(page);
  await expect(submitButton(page)).toBeEnabled();
  return response;
}

const submitButton = (page: Page) => page.getByRole("button", { name: /Invia richiesta|Invio in corso/ });
/** A form control by its accessible name (the visual '*' of required fields is not part of it). */
const field = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true }).or(page.getByRole("combobox", { name: label, exact: true }));
const toasts = (page: Page) => page.getByRole("region", { name: /Notifiche/ }).getByRole("listitem");

async function expectToast(page: Page, title: string, description: string, variant: "default" | "destructive") {
  const list = toasts(page);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(title);
  await expect(list.first()).toContainText(description);
  await expect(list.first()).toHaveAttribute("data-variant", variant);
}

async function fillRequired(page: Page, values: { nome: string; cognome: string; email: string; telefono: string }) {
  await field(page, "Nome").fill(values.nome);
  await field(page, "Cognome").fill(values.cognome);
  await field(page, "Email").fill(values.email);
  await field(page, "Telefono").fill(values.telefono);
}

/** A person needs more than a few seconds to fill the form; the server sets faster ones aside as possible spam. */
const takeYourTime = (page: Page) => page.clock.fastForward(8000);

async function expectEmptyForm(form: Locator) {
  for (const name of ["nome", "cognome", "email", "telefono", "azienda", "messaggio"]) {
    await expect(form.locator(`[name="${name}"]`)).toHaveValue("");
  }
  await expect(form.locator('[name="tipo"]')).toHaveValue("");
  await expect(form.locator('[name="marketing"]')).not.toBeChecked();
}

test.describe("contact form", () => {
  test("the form of spec §5: required and email-typed inputs, noValidate, 8 types, 4-row message, privacy notice", async ({
    page,
  }) => {
    await openContactPage(page);
    const form = page.locator("form").filter({ has: submitButton(page) });
    await expect(form).toHaveAttribute("novalidate", "");
    for (const label of ["Nome", "Cognome", "Email", "Telefono"])
      await expect(field(page, label)).toHaveAttribute("required", "");
    await expect(field(page, "Azienda")).not.toHaveAttribute("required", "");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(field(page, "Messaggio")).toHaveAttribute("rows", "4");
    await expect(field(page, "Tipo di applicazione").locator("option")).toHaveText([
      "Seleziona il tipo di applicazione",
      "Aeroporto",
      "Centro commerciale",
      "Centro urbano",
      "Ospedale",
      "Università",
      "Hotel & Resort",
      "Fiere & Eventi",
      "Altro",
    ]);
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    await expect(form.getByRole("link", { name: "informativa sulla privacy" })).toHaveAttribute("href", "/privacy-policy");
  });

  test("the validation code (zod) is not downloaded with the page, only once the form is used", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".js")) scripts.push(r.text());
    });
    await openContactPage(page);
    const withZod = async () => (await Promise.all(scripts)).filter((code) => code.includes("$ZodType")).length;
    expect(await withZod()).toBe(0);
    await field(page, "Nome").focus();
    await expect.poll(withZod).toBe(1);
  });

  test("the three checks, in order, each as a toast; nothing is sent until they pass", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/contact")) posts.push(r.url());
    });
    await openContactPage(page);

    await submitButton(page).click();
    await expectToast(page, "Campi obbligatori mancanti", "Compila tutti i campi obbligatori per procedere", "destructive");
    await expect(field(page, "Nome")).toBeFocused();
    await expect(field(page, "Nome")).toHaveAttribute("aria-invalid", "true");

    // A bad e-mail and a short phone together: the e-mail is reported first.
    await fillRequired(page, { nome: "Marta", cognome: "Conti", email: "marta.conti@", telefono: "049 12" });
    await submitButton(page).click();
    await expectToast(page, "Email non valida", "Inserisci un indirizzo email valido", "destructive");
    await expect(field(page, "Email")).toBeFocused();

    await field(page, "Email").fill("marta.conti@example.it");
    await submitButton(page).click();
    await expectToast(page, "Numero di telefono non valido", "Inserisci un numero di telefono valido", "destructive");
    await expect(field(page, "Telefono")).toBeFocused();

    expect(posts).toEqual([]);
    await expect(field(page, "Nome")).toHaveValue("Marta");
  });

  test("pending state, then the success toast and an empty form", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent: Record<string, unknown> = {};
    await page.route("**/api/contact", async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });
    await openContactPage(page);
    const form = page.locator("form").filter({ has: submitButton(page) });
    await fillRequired(page, {
      nome: "Sergio",
      cognome: "Ferri",
      email: "sergio.ferri@example.it",
      telefono: "+39 333 555 1234",
    });
    await field(page, "Tipo di applicazione").selectOption("centro-commerciale");
    await field(page, "Messaggio").fill("Parcheggio multipiano da 800 posti.");
    await form.getByRole("checkbox").check();
    await takeYourTime(page);
    await submitButton(page).click();

    await expect(submitButton(page)).toHaveText("Invio in corso...");
    await expect(submitButton(page)).toBeDisabled();
    expect(sent).toMatchObject({
      name: "Sergio Ferri",
      email: "sergio.ferri@example.it",
      phone: "+39 333 555 1234",
      company: "Non specificata",
      message: "Tipo di applicazione: centro-commerciale\n\nMessaggio: Parcheggio multipiano da 800 posti.",
      tipo: "centro-commerciale",
      marketing_consent: true,
      website: "",
    });
    release();

    await expectToast(page, "Richiesta inviata con successo!", SUCCESS_NO_SMTP, "default");
    await expect(submitButton(page)).toHaveText("Invia richiesta");
    await expectEmptyForm(form);
  });

  test("when the server refuses, the destructive toast shows its message and the form is kept", async ({
    page,
    browserConsole,
  }) => {
    browserConsole.allow(httpStatusLogged(400));
    // The browser's checks pass; the server, sent something different, refuses for real.
    await page.route("**/api/contact", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, phone: "12345" }) });
    });
    await openContactPage(page);
    await fillRequired(page, { nome: "Irene", cognome: "Galli", email: "irene.galli@example.it", telefono: "0491234567" });
    await field(page, "Azienda").fill("Comune di Abano");
    await takeYourTime(page);
    await submitButton(page).click();
    await expectToast(page, "Errore invio richiesta", "Inserisci un numero di telefono valido", "destructive");
    await expect(field(page, "Nome")).toHaveValue("Irene");
    await expect(field(page, "Azienda")).toHaveValue("Comune di Abano");
    await expect(submitButton(page)).toBeEnabled();
  });

  test("a product page's button preselects the type and prefills the message", async ({ page }) => {
    await page.goto("/prodotti/web2park");
    await ready(page);
    const link = page.locator('a[href^="/contatti?tipo="][href*="messaggio="]').first();
    const href = (await link.getAttribute("href")) ?? "";
    const expected = new URL(href, "http://x").searchParams;
    await link.click();
    await expect(page).toHaveURL(/\/contatti\?tipo=/);
    await expect(field(page, "Tipo di applicazione")).toHaveValue(expected.get("tipo") ?? "");
    await expect(field(page, "Messaggio")).toHaveValue(expected.get("messaggio") ?? "");
  });

  test("a prefilled link renders the same on the server and after hydration", async ({ page }) => {
    const response = await openContactPage(page, "/contatti?tipo=hotel&messaggio=Vorrei%20un%20preventivo%20per%20120%20camere");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('<option value="hotel" selected="">Hotel &amp; Resort</option>');
    expect(html).toContain(">Vorrei un preventivo per 120 camere</textarea>");
    await expect(field(page, "Tipo di applicazione")).toHaveValue("hotel");
    await expect(field(page, "Messaggio")).toHaveValue("Vorrei un preventivo per 120 camere");
    // An unknown type is ignored rather than shown.
    await page.goto("/contatti?tipo=stazione");
    await ready(page);
    await expect(field(page, "Tipo di applicazione")).toHaveValue("");
  });
});

test.describe("staff inbox", () => {
  test("a request reaches the inbox; staff open it, change its status, export and delete it", async ({ page }) => {
    const name = `Collaudo ${Date.now().toString(36)}`;
    await openContactPage(page);
    await fillRequired(page, { nome: name, cognome: "Inbox", email: "collaudo.inbox@example.it", telefono: "049 765 4321" });
    await field(page, "Azienda").fill("Resort del Garda");
    await field(page, "Tipo di applicazione").selectOption("hotel");
    await field(page, "Messaggio").fill("Riga uno\nRiga due, con «accenti»: è così.");
    await takeYourTime(page);
    await submitButton(page).click();
    await expectToast(page, "Richiesta inviata con successo!", SUCCESS_NO_SMTP, "default");

    await signIn(page);
    await expect(page.getByRole("alert").filter({ hasText: "Invio email non configurato" })).toBeVisible();
    const counter = page.getByTestId("new-requests-counter");
    await expect(counter).toContainText("Richieste nuove");
    await expect(counter).not.toContainText("…");
    await counter.click();
    await expect(page).toHaveURL(/\/admin\/richieste$/);
    await expect(page.getByRole("heading", { name: "Richieste di contatto", level: 1 })).toBeVisible();

    const row = page.getByTestId("inbox-row").filter({ hasText: name });
    await expect(row).toContainText("Hotel & Resort");
    await expect(row).toContainText("Nuova");
    await expect(row).toContainText("Nessuna email (invio non configurato)");

    // Opened while the search still waits (300 ms) and the request's page arrives later, as on a slow
    // connection: the request opens, the search does not pull the list back over it.
    const slowScripts = /\.js(\?|$)/;
    await page.route(slowScripts, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      // The page may have dropped the request meanwhile (the form's code, asked for twice): nothing is left to send.
      await route.continue().catch(() => undefined);
    });
    await page.getByLabel("Cerca").fill(name);
    await row.getByRole("link", { name: `${name} Inbox` }).click();
    await expect(page.getByRole("heading", { name: `${name} Inbox`, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/richieste\/[^/?]+$/);
    await page.unroute(slowScripts);
    await expect(page.getByTestId("request-message")).toHaveText(
      "Tipo di applicazione: hotel\n\nMessaggio: Riga uno\nRiga due, con «accenti»: è così.",
    );
    await expect(page.getByText("Resort del Garda")).toBeVisible();
    await expect(page.getByText(/Nessuna email per questa richiesta/)).toBeVisible();

    await page.getByRole("button", { name: "In lavorazione" }).click();
    await expectToast(page, "Stato aggiornato", "La richiesta ora è «In lavorazione».", "default");
    await expect(page.getByRole("button", { name: "In lavorazione" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("link", { name: "Tutte le richieste" }).click();
    await page.getByLabel("Stato", { exact: true }).selectOption("in lavorazione");
    await page.getByLabel("Cerca").fill(name);
    await expect(page.getByTestId("inbox-row")).toHaveCount(1);
    await expect(page.getByTestId("inbox-row").filter({ hasText: name })).toContainText("In lavorazione");

    const download = await downloadOf(page, () => page.getByRole("link", { name: "Esporta CSV" }).click());
    expect(download.suggestedFilename()).toMatch(/^richieste-contatto-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8");
    expect(csv).toContain(
      `;In lavorazione;${name} Inbox;collaudo.inbox@example.it;049 765 4321;Resort del Garda;Hotel & Resort;`,
    );
    expect(csv).toContain('"Tipo di applicazione: hotel\n\nMessaggio: Riga uno\nRiga due, con «accenti»: è così."');

    await page.getByTestId("inbox-row").filter({ hasText: name }).getByRole("link").click();
    await page.getByRole("button", { name: "Elimina richiesta" }).click();
    const dialog = page.getByRole("dialog", { name: "Eliminare la richiesta?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("va nel cestino: si può ripristinare per 30 giorni");
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: `${name} Inbox`, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Elimina richiesta" }).click();
    await dialog.getByRole("button", { name: "Elimina", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/richieste$/);
    await expectToast(page, "Richiesta eliminata", `La richiesta di ${name} Inbox è stata eliminata.`, "default");
    await page.getByLabel("Cerca").fill(name);
    await expect(page.getByText("Nessuna richiesta corrisponde alla ricerca.")).toBeVisible();
  });
});

test.describe("e-mail through a real SMTP server", () => {
  test("staff configure SMTP and send a test e-mail; a request is then mailed to both sides and the toast promises the confirmation", async ({
    page,
  }) => {
    const smtp = await startSmtpTestServer();
    try {
      await signIn(page);
      await page.getByRole("link", { name: "Impostazioni", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Impostazioni", level: 1 })).toBeVisible();
      const section = page.locator("#email");
      await expect(section.getByRole("button", { name: "Invia email di prova" })).toBeDisabled();
      await section.getByLabel("Server SMTP").fill("127.0.0.1");
      await section.getByLabel("Porta").fill(String(smtp.port));
      await section.getByLabel("Connessione sicura").selectOption("none");
      await section.getByLabel("Mittente").fill("sito@parksite.test");
      await section.getByLabel("Destinatario delle richieste").fill("commerciale@parksite.test");
      await section.getByRole("button", { name: "Salva impostazioni email" }).click();
      await expectToast(page, "Impostazioni email salvate", "Le nuove richieste verranno inviate con questi dati.", "default");

      await section.getByRole("button", { name: "Invia email di prova" }).click();
      await expectToast(page, "Email di prova inviata", "Email di prova inviata a commerciale@parksite.test", "default");
      expect(smtp.received[0]?.subject).toBe("Email di prova - ParkSite Italia");

      await page.getByRole("link", { name: "Vedi il sito" }).click();
      await openContactPage(page);
      await fillRequired(page, {
        nome: "Lucia",
        cognome: "Marin",
        email: "lucia.marin@example.it",
        telefono: "+39 041 555 0101",
      });
      await field(page, "Tipo di applicazione").selectOption("universita");
      await takeYourTime(page);
      await submitButton(page).click();
      await expectToast(page, "Richiesta inviata con successo!", SUCCESS_WITH_SMTP, "default");

      await expect.poll(() => smtp.received.length).toBe(3);
      const notice = smtp.received.find(
        (m) => m.to[0] === "commerciale@parksite.test" && m.subject.startsWith("Nuova richiesta"),
      );
      const confirmation = smtp.received.find((m) => m.to[0] === "lucia.marin@example.it");
      expect(notice?.headers["reply-to"]).toBe("lucia.marin@example.it");
      expect(notice?.text).toContain("Tipo di applicazione: Università");
      expect(confirmation?.text).toContain("Gentile Lucia Marin,");

      await page.goto("/admin/richieste?q=lucia.marin");
      await ready(page);
      const row = page.getByTestId("inbox-row").filter({ hasText: "Lucia Marin" });
      await expect(row).toContainText("Email inviate");
      await row.getByRole("link").click();
      const deliveries = page.getByTestId("email-delivery");
      await expect(deliveries).toHaveCount(2);
      await expect(deliveries.nth(0)).toContainText("Notifica all'azienda");
      await expect(deliveries.nth(0)).toContainText("Inviata");
      await expect(deliveries.nth(1)).toContainText("Conferma al richiedente");
      await expect(deliveries.nth(1)).toContainText("lucia.marin@example.it");
    } finally {
      const off = { host: "", port: 587, security: "starttls", user: "", from: "", recipient: "" };
      await page.request.put("/api/settings/smtp", { data: off });
      await smtp.close();
    }
  });
});
