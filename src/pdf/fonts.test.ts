import { expect, test } from "bun:test";
import { pdfFonts } from "./fonts";

test("the PDF process parses Inter's two weights once and every document shares them", async () => {
  const first = await pdfFonts();
  expect(await pdfFonts()).toBe(first);
  expect(first.regular.familyName).toBe("Inter");
  expect(first.bold.layout("Scheda €").glyphs.length).toBe(8);
});
