import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { createTestApp, type TestApp } from "../test-support/test-app";

setDefaultTimeout(60_000);

const sites: TestApp[] = [];
afterAll(() => {
  for (const site of sites) site.cleanup();
});
const newSite = () => {
  const site = createTestApp();
  sites.push(site);
  return site;
};
const t = newSite();

const html = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.request(path, { headers });
  return { status: res.status, text: await res.text(), location: res.headers.get("location") };
};
const headerOf = (page: string) => /<div data-island="site-header"[^>]*>[\s\S]*?<\/header>/.exec(page)?.[0] ?? "";
const footerOf = (page: string) => /<footer[\s\S]*?<\/footer>/.exec(page)?.[0] ?? "";
const alternates = (page: string) =>
  [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe("the English edition", () => {
  test("an English page says its language, its own canonical, its Italian pair and the Italian as x-default", async () => {
    const { status, text } = await html("/en/products/web2park");
    expect(status).toBe(200);
    expect(text).toStartWith('<!doctype html><html lang="en">');
    expect(text).toContain('<link rel="canonical" href="http://localhost/en/products/web2park">');
    expect(alternates(text)).toEqual([
      "it http://localhost/prodotti/web2park",
      "en http://localhost/en/products/web2park",
      "x-default http://localhost/prodotti/web2park",
    ]);
    expect(text).toContain('<meta property="og:locale" content="en_GB">');
    expect(text).toContain('<meta property="og:locale:alternate" content="it_IT">');
    expect(text).toContain('"inLanguage":"en"');
    expect(text).toContain("<h1");
    expect(text).toContain("Web2Park");
  });

  test("its frame is English and its links lead to English pages where there are some, else to the Italian ones", async () => {
    const { text } = await html("/en/applications/airports");
    const header = headerOf(text);
    expect(text).toContain(">Skip to content</a>");
    expect(header).toContain("Call Us Now");
    expect(header).not.toContain("Chiamaci Ora");
    expect(header).toContain('href="/applicazioni/aeroporti" hrefLang="it" lang="it"');
    // On a phone the home page's sections are the English home's.
    const phoneMenu = /<nav id="mobile-menu"[\s\S]*?<\/nav>/.exec(header)?.[0] ?? "";
    expect(phoneMenu).toContain('href="/en#hero"');
    expect(phoneMenu).toContain('href="/en#applications"');
    // The English home's menu link marks the English home only, not every page under /en.
    expect(header).toContain('<a href="/en" class=');
    expect(header).not.toContain('<a href="/en" aria-current="page"');
    expect(header).toContain('href="/en"');
    // A quote request opens the English contact page with the airport already chosen.
    expect(text).toContain('href="/en/contact?tipo=aeroporto"');
    // Products have their English pages, and so has the blog: its link leads to the English blog.
    expect(text).toContain('href="/en/products/web2park"');
    expect(text).toContain('href="/en/products/veropark"');
    expect(header).toContain("&quot;path&quot;:&quot;/en/blog&quot;");
    const footer = footerOf(text);
    expect(footer).toContain("Registered office");
    expect(footer).toContain("Terms of Service");
    expect(footer).not.toContain("Sede legale");
    expect(footer).toContain(">Cookie preferences</button>");
    expect(text).toContain('"itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"http://localhost/en"}');
  });

  test("an Italian page gains its English alternate and a switcher to it; one without a translation neither", async () => {
    const web2park = await html("/prodotti/web2park");
    expect(web2park.text).toStartWith('<!doctype html><html lang="it">');
    expect(alternates(web2park.text)).toEqual([
      "it http://localhost/prodotti/web2park",
      "en http://localhost/en/products/web2park",
      "x-default http://localhost/prodotti/web2park",
    ]);
    expect(headerOf(web2park.text)).toContain('href="/en/products/web2park" hrefLang="en" lang="en"');
    expect(headerOf(web2park.text)).toContain("Chiamaci Ora");

    const blog = await html("/blog");
    expect(alternates(blog.text)).toEqual([
      "it http://localhost/blog",
      "en http://localhost/en/blog",
      "x-default http://localhost/blog",
    ]);
    expect(headerOf(blog.text)).toContain('href="/en/blog" hrefLang="en" lang="en"');

    const documents = await html("/documentazione");
    expect(alternates(documents.text)).toEqual([
      "it http://localhost/documentazione",
      "en http://localhost/en/documents",
      "x-default http://localhost/documentazione",
    ]);

    const article = await html("/blog/parcheggi-senza-biglietto-lettura-targhe");
    expect(article.status).toBe(200);
    expect(alternates(article.text)).toEqual([]);
    expect(article.text).toContain('<meta property="og:locale" content="it_IT">');
    expect(article.text).not.toContain("og:locale:alternate");
    // No translation: the switcher leads to the nearest page above it in English, the English blog.
    expect(headerOf(article.text)).toContain('href="/en/blog" hrefLang="en" lang="en"');
  });

  test("an English address no translation has is the English 404, with the spec's heading", async () => {
    for (const path of ["/en/products/nope", "/en/prodotti/web2park", "/en/contatti", "/en/documentazione"]) {
      const { status, text } = await html(path);
      expect(status).toBe(404);
      expect(text).toStartWith('<!doctype html><html lang="en">');
      expect(text).toContain("<title>Page not found | ");
      expect(text).toContain(">404 Page Not Found</h1>");
      expect(text).toContain("There is no page at this address");
      expect(text).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    const italian = await html("/pagina-che-non-esiste");
    expect(italian.text).toContain("Non abbiamo trovato nessuna pagina");
    expect(italian.text).toStartWith('<!doctype html><html lang="it">');
  });

  test("the browser's language never redirects: each address answers in its own language", async () => {
    const home = await html("/", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(home.status).toBe(200);
    expect(home.text).toStartWith('<!doctype html><html lang="it">');
    const english = await html("/en", { "Accept-Language": "it-IT,it;q=0.9" });
    expect(english.status).toBe(200);
    expect(english.text).toStartWith('<!doctype html><html lang="en">');
    // The English home has no way back to itself.
    expect(english.text).not.toContain('data-testid="back-link"');
  });

  test("the sitemap lists each page in every language it exists in, each with its alternates", async () => {
    const xml = (await html("/sitemap.xml")).text;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? "");
    const entry = (loc: string) => urls.find((url) => url.startsWith(`<loc>http://localhost${loc}</loc>`)) ?? "";
    for (const loc of ["/prodotti/web2park", "/en/products/web2park"]) {
      expect(entry(loc)).toContain('<xhtml:link rel="alternate" hreflang="it" href="http://localhost/prodotti/web2park"/>');
      expect(entry(loc)).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://localhost/en/products/web2park"/>');
      expect(entry(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost/prodotti/web2park"/>',
      );
    }
    expect(entry("/blog")).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://localhost/en/blog"/>');
    expect(entry("/documentazione")).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost/en/documents"/>',
    );
    expect(entry("/blog/parcheggi-senza-biglietto-lettura-targhe")).not.toContain("xhtml:link");
    expect(xml).not.toContain("/en/documentazione");
  });
});

describe("the header and footer copied from page to page, per language", () => {
  test("an English page never gets the Italian header or footer, nor the reverse, nor another page's switcher", async () => {
    const site = newSite();
    const order = ["/prodotti/web2park", "/en/products/web2park", "/blog", "/en/contact", "/", "/en", "/servizi", "/en/nope"];
    const drawn: Record<string, string> = {};
    for (const path of order) drawn[path] = await (await site.request(path)).text();
    for (const path of order) {
      // Each page as it comes after the others is the page drawn by a site that showed nothing before.
      const fresh = await (await newSite().request(path)).text();
      expect(drawn[path]).toBe(fresh);
    }
    expect(headerOf(drawn["/en/contact"] ?? "")).toContain("Call Us Now");
    expect(headerOf(drawn["/servizi"] ?? "")).toContain("Chiamaci Ora");
    expect(headerOf(drawn["/blog"] ?? "")).toContain('href="/en/blog" hrefLang="en"');
  });
});
