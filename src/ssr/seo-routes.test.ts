import { afterEach, describe, expect, test } from "bun:test";
import { contentPages } from "../../web/content/page-index";
import { siteEdition } from "../../web/content/translations";
import { referenceProjects } from "../db/schema";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

describe("search engines", () => {
  test("/sitemap.xml lists every public route of the route table, the published articles and nothing private", async () => {
    t = createTestApp();
    const res = await t.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    const articles = ["/blog/parcheggi-senza-biglietto-lettura-targhe", "/blog/pensiline-fotovoltaiche-ricarica-auto-elettriche"];
    const tags = [
      "/blog/tag/web2park",
      "/blog/tag/lettura-targhe",
      "/blog/tag/automazione-parcheggi",
      "/blog/tag/pensiline-fotovoltaiche",
      "/blog/tag/ricarica-veicoli-elettrici",
      "/blog/tag/sistema-over",
    ];
    // The example references of a fresh install, published.
    const references = t.db
      .select({ slug: referenceProjects.slug })
      .from(referenceProjects)
      .all()
      .map((r) => `/referenze/${r.slug}`);
    expect(references).toHaveLength(12);
    const expected = [
      ...contentPages.map((p) => p.path),
      "/blog",
      "/documentazione",
      "/referenze",
      ...articles,
      ...tags,
      ...references,
      // The built-in pages' translations, the English blog and the translated lists, at their own addresses.
      ...siteEdition.translations.map((p) => p.address),
    ].map((p) => `http://localhost${p}`);
    expect(locs.sort()).toEqual(expected.sort());
    expect(xml).not.toContain("/admin");
  });

  test("/robots.txt keeps crawlers out of /admin and /api and points to the sitemap", async () => {
    t = createTestApp();
    t.ctx.config.publicUrl = "https://www.parksite.example";
    const text = await (await t.request("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain("Sitemap: https://www.parksite.example/sitemap.xml");
  });

  test("home and contact describe the business; product pages the product; inner pages their breadcrumb", async () => {
    t = createTestApp();
    const jsonLd = async (path: string) => {
      const html = await (await t.request(path)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    };
    const home = await jsonLd("/");
    expect(home[0]).toMatchObject({
      "@type": "LocalBusiness",
      telephone: "+39 049 825 4100",
      address: { addressLocality: "Padova", addressCountry: "IT" },
      openingHoursSpecification: [{ opens: "09:00", closes: "18:00" }],
    });
    // A page that also exists in English says which language it is in.
    expect((await jsonLd("/contatti")).map((d) => d["@type"])).toEqual(["LocalBusiness", "BreadcrumbList", "WebPage"]);
    const product = await jsonLd("/prodotti/web2park");
    expect(product.map((d) => d["@type"])).toEqual(["BreadcrumbList", "Product", "WebPage"]);
    expect(product[2]).toMatchObject({ inLanguage: "it", url: "http://localhost/prodotti/web2park" });
    expect(product[0].itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Home",
      "Prodotti e Soluzioni",
      "Automazione Parcheggi",
      "Web2Park",
    ]);
    const truck = await jsonLd("/applicazioni/aree-sosta-camion");
    expect(truck[0].itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Home",
      "Applicazioni",
      "Aree di sosta camion",
    ]);
  });

  test("every public page has a link-preview image", async () => {
    t = createTestApp();
    const html = await (await t.request("/servizi")).text();
    expect(html).toContain('<meta property="og:image" content="http://localhost/attached_assets/og-image.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });
});
