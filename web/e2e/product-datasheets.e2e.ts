import { pdfInfo, pdfText } from "../../src/test-support/poppler";
import { downloadedBytes, downloadOf } from "./downloads";
import { expect, test } from "./fixtures";

test.describe("a product's datasheet (decision 29) @telefono", () => {
  test("a visitor clicks 'Scarica la brochure' on Web2Park and gets its datasheet as a PDF", async ({ page }) => {
    await page.goto("/prodotti/web2park");
    const link = page.getByRole("link", { name: "Scarica la brochure (PDF)" });
    await expect(link).toHaveAttribute("href", "/prodotti/web2park/scheda.pdf");
    const download = await downloadOf(page, () => link.click());
    expect(download.suggestedFilename()).toBe("scheda-web2park.pdf");
    const bytes = await downloadedBytes(download);
    expect((await pdfInfo(bytes)).Title).toBe("Web2Park · Scheda prodotto");
    const text = await pdfText(bytes);
    expect(text).toContain("Web2Park");
    expect(text).toContain("Perché scegliere Web2Park");
  });

  test("from the keyboard too: the link takes the focus and Enter downloads VeroPark's datasheet", async ({ page }) => {
    await page.goto("/prodotti/veropark");
    const link = page.getByRole("link", { name: "Scarica la brochure (PDF)" });
    await link.focus();
    await expect(link).toBeFocused();
    const download = await downloadOf(page, () => page.keyboard.press("Enter"));
    expect(download.suggestedFilename()).toBe("scheda-veropark.pdf");
    expect(await pdfText(await downloadedBytes(download))).toContain("VeroPark");
  });
});
