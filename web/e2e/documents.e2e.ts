import { testDocx, testPdf } from "../../src/test-support/documents";
import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";

/*
 * The documents library against the binary: staff upload a datasheet and replace it under the
 * same address; a visitor finds it by product and downloads it; a gated document asks for
 * contacts, hands the file over at once and the request reaches the lead inbox.
 */

const suffix = () => Math.random().toString(36).slice(2, 8);

test("staff upload a datasheet, publish it and replace it; the address stays and a visitor downloads it @telefono", async ({
  page,
  browser,
  browserConsole,
}) => {
  const title = `Scheda tecnica VeroPark ${suffix()}`;
  await signIn(page, "/admin/documentazione");
  await ready(page);
  await page.getByRole("button", { name: "Nuovo documento" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Titolo", { exact: true }).fill(title);
  await dialog.getByLabel("Tipo", { exact: true }).selectOption("scheda-tecnica");
  await dialog.getByLabel("VeroPark", { exact: true }).check();
  await dialog.getByRole("button", { name: "Crea documento" }).click();

  await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  await dialog.getByLabel("Carica il file").setInputFiles({
    name: "Scheda VeroPark è v1.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(testPdf("VeroPark versione 1")),
  });
  await expect(dialog.getByTestId("document-versions")).toContainText("Scheda-VeroPark-e-v1.pdf");
  await dialog.getByRole("button", { name: "Pubblica" }).click();
  await expect(dialog.getByRole("button", { name: "Riporta in bozza" })).toBeVisible();
  const address = (await dialog.locator("code").textContent()) ?? "";
  expect(address).toMatch(/^\/documenti\/scheda-tecnica-veropark-/);
  expect(await (await page.request.get(address)).text()).toContain("VeroPark versione 1");

  // Replaced by a Word file: the same address serves it, the PDF stays listed for staff.
  await dialog.getByLabel("Sostituisci il file").setInputFiles({
    name: "scheda veropark.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(testDocx("VeroPark versione 2")),
  });
  await expect(dialog.getByTestId("document-versions").getByRole("listitem")).toHaveCount(2);
  await expect(dialog.locator("code")).toHaveText(address);
  const replaced = await page.request.get(address);
  expect(replaced.headers()["content-disposition"]).toContain('attachment; filename="scheda-veropark.docx"');
  expect(replaced.headers()["x-content-type-options"]).toBe("nosniff");

  // A refused file says why, in Italian.
  browserConsole.allow(httpStatusLogged(415));
  await dialog.getByLabel("Sostituisci il file").setInputFiles({
    name: "virus.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode."),
  });
  await expect(
    page.locator("[data-variant=destructive]").filter({ hasText: "Formato non supportato: carica un PDF" }),
  ).toBeVisible();

  const visitor = await browser.newContext();
  try {
    const tab = await visitor.newPage();
    await tab.goto("/documentazione?prodotto=veropark");
    await expect(tab.getByRole("heading", { name: "VeroPark", level: 2 })).toBeVisible();
    const link = tab.getByRole("link", { name: title });
    await expect(link).toHaveAttribute("href", address);
    const download = tab.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("scheda-veropark.docx");
  } finally {
    await visitor.close();
  }
});

test("a gated document asks for contacts, gives the file at once, and the request reaches the inbox", async ({ page }) => {
  const email = `ufficio.tecnico.${suffix()}@example.it`;
  await page.clock.install();
  await page.goto("/documentazione/esempio-voce-di-capitolato-pay2park");
  await ready(page);
  await page.getByRole("textbox", { name: "Nome e cognome" }).fill("Marta Galli");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Azienda o ente" }).fill("Comune di Bergamo");
  await page.getByLabel("Ho letto l'informativa sulla privacy", { exact: false }).check();
  await expect(page.getByLabel("Desidero ricevere via email", { exact: false })).not.toBeChecked();
  await page.clock.fastForward(8000);
  const served = page.waitForResponse((res) => res.url().includes("/documenti/esempio-voce-di-capitolato-pay2park?scadenza="));
  await page.getByRole("button", { name: "Scarica il documento" }).click();
  const file = await served;
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-security-policy"]).toBe("sandbox; default-src 'none'");

  await signIn(page, `/admin/richieste?q=${encodeURIComponent(email)}`);
  await ready(page);
  const row = page.getByTestId("inbox-row").filter({ hasText: "Marta Galli" });
  await expect(row).toBeVisible();
  await row.getByRole("link").first().click();
  await expect(page.getByText("Download: Esempio – Voce di capitolato Pay2Park")).toBeVisible();
});
