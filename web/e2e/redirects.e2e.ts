import { expect, httpStatusLogged, ready, signIn, test } from "./fixtures";
import { expectAxeClean } from "./staff-helpers";
import { adminMenuLink } from "./admin-menu";

/** A whole old site in 50 rows: exact 301s, 302s elsewhere, addresses gone (410) and prefixes carrying the rest. */
function oldSiteCsv(): { csv: string; expected: { path: string; status: number; location: string | null }[] } {
  const rows = ["old,new,code"];
  const expected: { path: string; status: number; location: string | null }[] = [];
  for (let i = 0; i < 50; i++) {
    if (i < 20) {
      rows.push(`/vecchio/pagina-${i}.html,/servizi,301`);
      expected.push({ path: `/vecchio/pagina-${i}.html`, status: 301, location: "/servizi" });
    } else if (i < 30) {
      rows.push(`/promo-${i},https://www.esempio.it/offerta-${i},302`);
      expected.push({ path: `/promo-${i}`, status: 302, location: `https://www.esempio.it/offerta-${i}` });
    } else if (i < 40) {
      rows.push(`/catalogo-${i}.pdf,,410`);
      expected.push({ path: `/catalogo-${i}.pdf`, status: 410, location: null });
    } else {
      rows.push(`/archivio-${i}/*,/blog/*,301`);
      expected.push({ path: `/archivio-${i}/notizia-${i}`, status: 301, location: `/blog/notizia-${i}` });
    }
  }
  return { csv: `${rows.join("\n")}\n`, expected };
}

test.describe("redirects", () => {
  test("staff import 50 redirects from a CSV and each old address answers as told", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await (await adminMenuLink(page, "Reindirizzamenti")).click();
    await expect(page.getByRole("heading", { name: "Reindirizzamenti", level: 1 })).toBeVisible();
    await expectAxeClean(page);

    const { csv, expected } = oldSiteCsv();
    await page.getByLabel("File CSV").setInputFiles({ name: "vecchio-sito.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Importa" }).click();
    await expect(page.getByTestId("redirect-import-report")).toContainText(
      "50 regole create, 0 aggiornate, 0 righe non importate",
    );
    await page.getByRole("searchbox", { name: "Cerca" }).fill("/vecchio/pagina-");
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Regole (20)" })).toBeVisible();

    for (const rule of expected) {
      const res = await page.request.get(rule.path, { maxRedirects: 0 });
      expect({ path: rule.path, status: res.status() }).toEqual({ path: rule.path, status: rule.status });
      expect(res.headers().location ?? null).toBe(rule.location);
      if (rule.status === 410) expect(await res.text()).toContain("404 Page Not Found");
    }

    await page.getByLabel("Dove porta questo indirizzo?").fill("/archivio-41/una-notizia");
    await page.getByRole("button", { name: "Prova", exact: true }).click();
    await expect(page.getByTestId("redirect-test-answer")).toContainText(
      "/archivio-41/una-notizia porta a /blog/una-notizia (301)",
    );

    // A file with a bad row: the others are saved, the bad one is named by its line.
    await page
      .getByLabel("File CSV")
      .setInputFiles({ name: "errori.csv", mimeType: "text/csv", buffer: Buffer.from("/ok-1,/servizi\n/admin/x,/,301\n") });
    await page.getByRole("button", { name: "Importa" }).click();
    const report = page.getByTestId("redirect-import-report");
    await expect(report).toContainText("1 regole create, 0 aggiornate, 1 righe non importate");
    await expect(report).toContainText("Riga 2: L'indirizzo /admin è riservato al sito e non può essere reindirizzato");
    await expectAxeClean(page);
  });

  test("a 404 visitors hit is reported, and 'Crea reindirizzamento' turns it into a rule", { tag: "@telefono" }, async ({
    page,
    browserConsole,
  }) => {
    test.setTimeout(60_000);
    // An address of each project's own: the phone project runs this again on the same server.
    const gone = `/pagina-sparita-dal-vecchio-sito-${test.info().project.name}`;
    browserConsole.allow(httpStatusLogged(404));
    browserConsole.allow(httpStatusLogged(400));
    await page.goto(gone);
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
    await signIn(page, "/admin/reindirizzamenti");
    await ready(page);
    const row = page.getByTestId("not-found-table").getByRole("row", { name: new RegExp(gone) });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: /Crea reindirizzamento/ }).click();
    await expect(page.getByLabel("Vecchio indirizzo")).toHaveValue(gone);
    await expect(page.getByLabel("Nuova destinazione")).toBeFocused();
    await page.getByLabel("Nuova destinazione").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Aggiungi" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sono ammessi solo indirizzi del sito" })).toBeVisible();
    await page.getByLabel("Nuova destinazione").fill("/contatti");
    await page.getByRole("button", { name: "Aggiungi" }).click();
    await expect(page.getByTestId("redirects-table")).toContainText(gone);
    await expect(page.getByTestId("not-found-table").getByText(gone)).toHaveCount(0);
    const res = await page.request.get(gone, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe("/contatti");
    await expectAxeClean(page);
  });
});
