import type { Page } from "@playwright/test";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";

/*
 * The contact form in the visitor's language, and the inbox that says which one each request was written in.
 */

const toasts = (page: Page) => page.getByRole("region", { name: /Notifiche/ }).getByRole("listitem");
const field = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true }).or(page.getByRole("combobox", { name: label, exact: true }));

async function expectToast(page: Page, title: string, description: string) {
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText(title);
  await expect(toasts(page).first()).toContainText(description);
}

/** The requests the page sends to POST /api/contact, as sent. */
function sentRequests(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/contact")) sent.push(r.postDataJSON() as Record<string, unknown>);
  });
  return sent;
}

/** The inbox, searched for one visitor. */
async function inboxRowOf(page: Page, name: string) {
  await signIn(page, "/admin/richieste");
  await page.getByLabel("Cerca").fill(name);
  // The search reaches the address after its pause; a filter chosen before it would be overtaken.
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByTestId("inbox-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test("an Italian request is sent as today, is stored as Italian and the inbox says 'Italiano'", async ({ page }) => {
  const name = `Lingua ${Date.now().toString(36)}`;
  const sent = sentRequests(page);
  await page.clock.install();
  await page.goto("/contatti");
  await ready(page);
  const send = page.getByRole("button", { name: "Invia richiesta" });
  await expect(send).toBeEnabled();
  await send.click();
  await expectToast(page, "Campi obbligatori mancanti", "Compila tutti i campi obbligatori per procedere");
  await field(page, "Nome").fill(name);
  await field(page, "Cognome").fill("Rossi");
  await field(page, "Email").fill("lingua.rossi@example.it");
  await field(page, "Telefono").fill("049 765 4321");
  await page.clock.fastForward(8000);
  await send.click();
  await expect(toasts(page).filter({ hasText: "Richiesta inviata con successo!" })).toHaveCount(1);
  expect(sent.at(-1)).toMatchObject({ language: "it", company: "Non specificata" });

  const row = await inboxRowOf(page, name);
  await expect(row.getByTestId("inbox-language")).toHaveText("Italiano");
  await page.getByLabel("Lingua", { exact: true }).selectOption("en");
  await expect(page).toHaveURL(/language=en/);
  await expect(page.getByText("Nessuna richiesta corrisponde alla ricerca.")).toBeVisible();
  await page.getByLabel("Lingua", { exact: true }).selectOption("it");
  await expect(row).toHaveCount(1);
  await row.getByRole("link").click();
  await expect(page.getByTestId("request-language")).toHaveText("Italiano");
});

test("the form at an English address speaks English, from its checks to the server's refusal, and the inbox says 'English'", async ({
  page,
  browserConsole,
}) => {
  browserConsole.allow(httpStatusLogged(400));
  const name = `Language ${Date.now().toString(36)}`;
  const sent = sentRequests(page);
  await page.clock.install();
  await page.goto("/en/contact");
  await ready(page);
  const send = page.getByRole("button", { name: "Send request" });
  await expect(send).toBeEnabled();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await send.click();
  await expectToast(page, "Required fields missing", "Please fill in all the required fields to continue");
  await expect(field(page, "First name")).toBeFocused();
  await expect(page.getByText("Required: please fill this in to send your request")).toHaveCount(4);

  await field(page, "First name").fill(name);
  await field(page, "Last name").fill("Hughes");
  await field(page, "Email").fill("oliver.hughes@");
  await field(page, "Phone").fill("+44 161 496 0000");
  await send.click();
  await expectToast(page, "Invalid email address", "Please enter a valid email address");
  await field(page, "Email").fill("oliver.hughes@example.co.uk");
  await field(page, "Application type").selectOption("aeroporto");
  await expect(field(page, "Application type")).toHaveValue("aeroporto");
  await field(page, "Message").fill("Ticketless entry for 4,000 spaces.");

  // The browser's checks pass; the server, sent something else, refuses in English.
  await page.route("**/api/contact", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, phone: "12345" }) });
  });
  await page.clock.fastForward(8000);
  await send.click();
  await expectToast(page, "Your request could not be sent", "Please enter a valid phone number");
  await expect(field(page, "First name")).toHaveValue(name);

  await page.unroute("**/api/contact");
  await send.click();
  await expect(toasts(page).filter({ hasText: "Request sent successfully!" })).toHaveCount(1);
  await expect(toasts(page).filter({ hasText: "We will get back to you within 24 hours." })).toHaveCount(1);
  expect(sent.at(-1)).toMatchObject({
    language: "en",
    company: "Not specified",
    message: "Application type: Airport\n\nMessage: Ticketless entry for 4,000 spaces.",
    tipo: "aeroporto",
  });

  const row = await inboxRowOf(page, name);
  await expect(row.getByTestId("inbox-language")).toHaveText("English");
  await expect(row).toContainText("Ticketless entry for 4,000 spaces.");
  await page.getByLabel("Lingua", { exact: true }).selectOption("en");
  await expect(row).toHaveCount(1);
  await row.getByRole("link").click();
  await expect(page.getByTestId("request-language")).toHaveText("English");
});
