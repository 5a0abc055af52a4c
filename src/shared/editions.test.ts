import { describe, expect, test } from "bun:test";
import { createEdition, type EditionLanguage, linkIn, SITE_LANGUAGES } from "./editions";

const edition = createEdition(SITE_LANGUAGES, [
  { language: "en", of: "/", address: "/en" },
  { language: "en", of: "/prodotti/web2park", address: "/en/products/web2park", formerAddresses: ["/en/products/web-2-park"] },
]);

describe("the site's editions", () => {
  test("a translated page has one version per language, Italian first, from any of its addresses", () => {
    const versions = (address: string) => edition.versionsOf(address).map((v) => `${v.language.code} ${v.address}`);
    expect(versions("/prodotti/web2park")).toEqual(["it /prodotti/web2park", "en /en/products/web2park"]);
    expect(versions("/en/products/web2park")).toEqual(["it /prodotti/web2park", "en /en/products/web2park"]);
  });

  test("a page without a translation has no English address: only itself", () => {
    expect(edition.addressIn("/prodotti/veropark", "en")).toBeNull();
    expect(edition.versionsOf("/prodotti/veropark").map((v) => v.address)).toEqual(["/prodotti/veropark"]);
    expect(edition.versionsOf("/en/products/veropark").map((v) => v.address)).toEqual(["/en/products/veropark"]);
  });

  test("links of English copy lead to the English page where there is one, keeping their query and section", () => {
    expect(linkIn(edition, "/prodotti/web2park", "en")).toBe("/en/products/web2park");
    expect(linkIn(edition, "/#prodotti-soluzioni", "en")).toBe("/en#prodotti-soluzioni");
    expect(linkIn(edition, "/prodotti/veropark", "en")).toBe("/prodotti/veropark");
    expect(linkIn(edition, "tel:+390498254100", "en")).toBe("tel:+390498254100");
    expect(linkIn(edition, "/prodotti/web2park", "it")).toBe("/prodotti/web2park");
  });

  test("the switcher's fallback is the language's home; a former address names where the page lives now", () => {
    expect(edition.homeOf("en")).toBe("/en");
    expect(edition.homeOf("it")).toBe("/");
    expect(edition.movedTo("/en/products/web-2-park")).toBe("/en/products/web2park");
    expect(edition.movedTo("/en/products/web2park")).toBeNull();
  });

  test("a third language is a row of the list and its translations", () => {
    const german: EditionLanguage = { code: "de", prefix: "/de", name: "Deutsch", locale: "de_DE", htmlLang: "de" };
    const three = createEdition(
      [...SITE_LANGUAGES, german],
      [...edition.translations, { language: "de", of: "/prodotti/web2park", address: "/de/produkte/web2park" }],
    );
    expect(three.languageOf("/de/produkte/web2park").code).toBe("de");
    expect(three.versionsOf("/en/products/web2park").map((v) => v.address)).toEqual([
      "/prodotti/web2park",
      "/en/products/web2park",
      "/de/produkte/web2park",
    ]);
    expect(three.homeOf("de")).toBe("/de");
  });
});
