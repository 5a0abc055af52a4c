import { describe, expect, test } from "bun:test";
import { LANGUAGES } from "../../src/shared/languages";
import { contentPageSchema } from "../../src/shared/pages/page-schema";
import { contentPages } from "./page-index";
import { siteEdition, translatedPages } from "./translations";

describe("the registry of translations", () => {
  test("each row repeats its module's addresses, and its module translates the page the row names", async () => {
    for (const entry of translatedPages) {
      const module = await entry.load();
      expect({ address: entry.address, formerAddresses: entry.formerAddresses ?? [] }).toEqual({
        address: module.address,
        formerAddresses: module.formerAddresses ?? [],
      });
      expect(module.page.path).toBe(entry.of);
      expect(entry.id).toBe(`content/${entry.language}/pages${entry.of === "/" ? "/home" : entry.of}`);
    }
  });

  test("every address lives under its language's prefix, once, and no former address is a live one", () => {
    const addresses = translatedPages.map((entry) => entry.address);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const entry of translatedPages) {
      const prefix = LANGUAGES.find((language) => language.code === entry.language)?.prefix ?? "";
      expect(prefix).not.toBe("");
      expect(entry.address === prefix || entry.address.startsWith(`${prefix}/`)).toBe(true);
      for (const former of entry.formerAddresses ?? []) expect(addresses).not.toContain(former);
    }
    expect(siteEdition.languageOf("/en/contact").code).toBe("en");
  });

  test("every translation validates as the Italian page does, with the same blocks in the same order", async () => {
    for (const entry of translatedPages) {
      const { page } = await entry.load();
      const parsed = contentPageSchema.safeParse(page);
      if (!parsed.success)
        throw new Error(`${entry.address}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      const italian = await contentPages.find((p) => p.path === entry.of)?.load();
      expect(page.blocks.map((block) => block.kind)).toEqual(italian?.page.blocks.map((block) => block.kind) ?? []);
    }
  });
});
