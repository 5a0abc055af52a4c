import { describe, expect, test } from "bun:test";
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, LANGUAGES, languageByCode, languageOfPath } from "./languages";

describe("languages", () => {
  test("an address under /en/ is English, every other address Italian", () => {
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/en/products/web2park")).toBe("en");
    expect(languageOfPath("/prodotti/web2park")).toBe("it");
    expect(languageOfPath("/english-page")).toBe("it");
    expect(languageOfPath("/")).toBe(DEFAULT_LANGUAGE);
  });

  test("codes are checked and named", () => {
    expect(isLanguageCode("en")).toBe(true);
    expect(isLanguageCode("fr")).toBe(false);
    expect(languageByCode("en").name).toBe("English");
    expect(languageByCode("it").htmlLang).toBe("it");
  });

  test("one language has no prefix, and no two share one", () => {
    expect(LANGUAGES.filter((language) => language.prefix === "").map((language): string => language.code)).toEqual([
      DEFAULT_LANGUAGE,
    ]);
    expect(new Set(LANGUAGES.map((language) => language.prefix)).size).toBe(LANGUAGE_CODES.length);
  });
});
