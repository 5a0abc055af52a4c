import { expect, test } from "bun:test";
import { releaseAfterLoad } from "../system/memory";
import { pdfFonts } from "./fonts";

test("a quiet server lets the parsed typefaces go after a load; the next sheet parses them again", async () => {
  const first = await pdfFonts();
  expect(await pdfFonts()).toBe(first);
  expect(releaseAfterLoad({ database: () => {} })).toBe(true);
  const again = await pdfFonts();
  expect(again).not.toBe(first);
  expect(again.regular.familyName).toBe("Inter");
  expect(again.bold.layout("Scheda €").glyphs.length).toBe(8);
});
