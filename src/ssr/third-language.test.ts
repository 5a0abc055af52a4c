import { describe, expect, test } from "bun:test";
import { createStaticHandler, matchRoutes } from "react-router-dom";
import { editionRoutes } from "../../web/app/edition-routes";
import { languageLinks, languageMeta } from "../../web/app/page-language";
import { translatedPages, type TranslatedPage } from "../../web/content/translations";
import { createEdition, type EditionLanguage, SITE_LANGUAGES } from "../shared/editions";
import { testAssets } from "../test-support/test-app";
import { renderDocument } from "./document";
import { sitemapXml } from "./seo-routes";

/** A German edition of one page, as a third language would come: a row of the list, a translation, its copy. */
const german: EditionLanguage = { code: "de", prefix: "/de", name: "Deutsch", locale: "de_DE", htmlLang: "de" };
const web2park = translatedPages.find((page) => page.of === "/prodotti/web2park") as TranslatedPage;
const germanPage: TranslatedPage = {
  ...web2park,
  language: "de",
  address: "/de/produkte/web2park",
  formerAddresses: ["/de/produkte/web-2-park"],
  id: "content/de/pages/prodotti/web2park",
};
// VeroPark stands for a page not translated yet: it has neither an English nor a German version here.
const pages = [...translatedPages.filter((page) => page.of !== "/prodotti/veropark"), germanPage];
const edition = createEdition([...SITE_LANGUAGES, german], pages);

describe("a third language is data and copy, not code", () => {
  test("its pages have their addresses, its other addresses its own not-found page, a former one a 301", async () => {
    const routes = editionRoutes(pages, edition);
    const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;
    expect(leaf("/de/produkte/web2park")).toBe("content/de/pages/prodotti/web2park");
    expect(leaf("/de/produkte/veropark")).toBe("app/not-found-de");
    expect(leaf("/en/products/web2park")).toBe("content/en/pages/prodotti/web2park");

    const moved = await createStaticHandler(routes).query(new Request("http://localhost/de/produkte/web-2-park"));
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get("Location")).toBe("/de/produkte/web2park");
  });

  test("each version's head names all three and the Italian as x-default; the switcher offers the other two", () => {
    const html = renderDocument({
      meta: { title: "Web2Park", description: "Parken ohne Ticket", ...languageMeta("/de/produkte/web2park", edition) },
      siteName: "ParkSite Italia",
      origin: "https://www.parksite.example",
      pathname: "/de/produkte/web2park",
      appHtml: "",
      bootData: "{}",
      client: testAssets.client,
      preload: [],
    });
    expect(html).toStartWith('<!doctype html><html lang="de">');
    expect(html).toContain('<link rel="canonical" href="https://www.parksite.example/de/produkte/web2park">');
    for (const [lang, path] of [
      ["it", "/prodotti/web2park"],
      ["en", "/en/products/web2park"],
      ["de", "/de/produkte/web2park"],
      ["x-default", "/prodotti/web2park"],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="https://www.parksite.example${path}">`);
    }
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
    expect(html).toContain('<meta property="og:locale:alternate" content="it_IT">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_GB">');
    expect(languageLinks("/de/produkte/web2park", edition)).toEqual([
      { lang: "it", name: "Italiano", href: "/prodotti/web2park" },
      { lang: "en", name: "English", href: "/en/products/web2park" },
    ]);
    expect(languageLinks("/prodotti/veropark", edition).map((link) => link.href)).toEqual(["/en", "/de"]);
  });

  test("the sitemap lists the page in its three languages, each with the three alternates", () => {
    const xml = sitemapXml("https://www.parksite.example", ["/prodotti/web2park", "/prodotti/veropark"], edition);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? "");
    expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1])).toEqual([
      "https://www.parksite.example/prodotti/web2park",
      "https://www.parksite.example/en/products/web2park",
      "https://www.parksite.example/de/produkte/web2park",
      "https://www.parksite.example/prodotti/veropark",
    ]);
    for (const url of urls.slice(0, 3)) {
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="de" href="https://www.parksite.example/de/produkte/web2park"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.parksite.example/prodotti/web2park"/>',
      );
    }
    expect(urls[3]).not.toContain("xhtml:link");
  });
});
