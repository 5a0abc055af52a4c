import { pdfInfo, pdfPages, pdfText } from "../../src/test-support/poppler";
import { downloadedBytes, downloadOf } from "./downloads";
import { expect, ready, test } from "./fixtures";

test.describe("references as PDFs for a tender @telefono", () => {
  test("a visitor on a reference downloads its sheet: the client as the site shows it, never the hidden name", async ({
    page,
  }) => {
    await page.goto("/referenze/esempio-ospedale-milano");
    await ready(page);
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const link = page.getByRole("link", { name: "Scarica la scheda (PDF)" });
    await expect(link).toHaveAttribute("href", "/referenze/esempio-ospedale-milano/scheda.pdf");
    const download = await downloadOf(page, () => link.click());
    expect(download.suggestedFilename()).toBe("scheda-referenza-esempio-ospedale-milano.pdf");
    const bytes = await downloadedBytes(download);
    const info = await pdfInfo(bytes);
    expect(info.Title).toBe(`${title} · Scheda referenza`);
    expect(info.Pages).toBe("1");
    const text = await pdfText(bytes);
    expect(text).toContain(title);
    expect(text).toContain("Ospedale in Lombardia");
    expect(text).not.toContain("Azienda ospedaliera (esempio)");
    expect(text).toContain("La sfida");
  });

  test("a visitor filters /referenze and downloads the dossier of that list, with the keyboard too", async ({ page }) => {
    await page.goto("/referenze");
    await ready(page);
    await page.getByLabel("Settore").selectOption("municipalizzate");
    await page.getByRole("button", { name: "Filtra" }).click();
    await expect(page).toHaveURL(/\/referenze\?settore=municipalizzate/);
    const titles = await page.getByTestId("reference-card").getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    const link = page.getByRole("link", { name: "Scarica il fascicolo (PDF)" });
    await expect(link).toHaveAttribute("href", "/referenze/fascicolo.pdf?settore=municipalizzate");
    await link.focus();
    const download = await downloadOf(page, () => page.keyboard.press("Enter"));
    expect(download.suggestedFilename()).toBe("fascicolo-referenze.pdf");
    const bytes = await downloadedBytes(download);
    expect((await pdfInfo(bytes)).Title).toBe("Fascicolo referenze · Settore: Municipalizzate");
    const pages = await pdfPages(bytes);
    expect(pages[0]).toContain("Settore: Municipalizzate");
    // Cover, index, one page per reference of the list.
    expect(pages).toHaveLength(2 + titles.length);
    for (const title of titles) expect(pages[1]).toContain(title.trim());
  });
});
