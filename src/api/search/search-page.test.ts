import { afterEach, describe, expect, test } from "bun:test";
import type { PostDetail } from "../../shared/blog";
import type { SearchAnswer } from "../../shared/search";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { SEARCH_RATE_LIMIT } from "./search.routes";

let t: TestApp;
afterEach(() => t.cleanup());

const page = (query: string, headers: Record<string, string> = {}) =>
  t.request(`/cerca?q=${encodeURIComponent(query)}`, { headers });

const XSS_QUERY = `"><script>alert('q')</script><img src=x onerror=alert(1)>`;
const XSS_TITLE = `Parcheggio <img src=x onerror=alert(2)> sicuro`;
const XSS_CONTENT = `<script>alert(3)</script> Il varco <b onmouseover=alert(4)>girevole</b> del parcheggio.`;

describe("/cerca, the results page", () => {
  test("is rendered by the server: a plain GET form, the results with links and marked words, noindex", async () => {
    t = createTestApp({ withAdmin: false });
    const res = await page("pensilina ricarica");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("cache-control")).not.toContain("public");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<form class="flex gap-3" action="/cerca" method="get">');
    expect(html).toContain('name="q"');
    expect(html).toContain('href="/prodotti/pensiline-fotovoltaiche"');
    expect(html).toMatch(/<mark[^>]*>Pensiline<\/mark>/);
    expect(html).toContain("risultati per «pensilina ricarica»");
  });

  test("is not kept per query in the page cache (the empty search page is)", async () => {
    t = createTestApp({ withAdmin: false });
    const before = t.pageCache.size;
    await page("parcheggio");
    await page("parcheggio");
    await page("ospedali");
    expect(t.pageCache.size).toBe(before);
    await t.request("/cerca");
    expect(t.pageCache.size).toBe(before + 1);
    expect(await (await t.request("/cerca")).text()).toContain("Scrivi una o più parole");
  });

  test("no result: the Italian message and links to the site's sections; a misspelling: 'Forse cercavi'", async () => {
    t = createTestApp({ withAdmin: false });
    const none = await (await page("xyzzyqwerty")).text();
    expect(none).toContain("Nessun risultato per «xyzzyqwerty»");
    expect(none).toContain('href="/blog"');
    const corrected = await (await page("veropak")).text();
    expect(corrected).toContain("Forse cercavi");
    expect(corrected).toContain('href="/cerca?q=VeroPark"');
    expect(corrected).toContain('href="/prodotti/veropark"');
  });

  test("a query too long or of stop words only gets its message in the page", async () => {
    t = createTestApp({ withAdmin: false });
    expect(await (await page("parcheggio".repeat(21))).text()).toContain("La ricerca è troppo lunga");
    expect(await (await page("di la per")).text()).toContain("Scrivi almeno una parola significativa");
  });

  test("an XSS payload in the query is shown as text, never run", async () => {
    t = createTestApp({ withAdmin: false });
    const html = await (await page(XSS_QUERY)).text();
    expect(html).not.toContain("<script>alert('q')");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
    const api = (await (await t.request(`/api/search?q=${encodeURIComponent(XSS_QUERY)}`)).json()) as SearchAnswer;
    expect(api.query).toBe(XSS_QUERY);
  });

  test("markup in an article's title or text is found as text and shown escaped in the results", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const created = await t.request("/api/blog", {
      method: "POST",
      cookie,
      body: blogForm(articleFields({ title: XSS_TITLE, slug: "varco-girevole", content: XSS_CONTENT })),
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as PostDetail;
    const api = (await (await t.request("/api/search?q=girevole")).json()) as SearchAnswer;
    expect(api.results[0]?.url).toBe(`/blog/${post.slug}`);
    // The API answers text parts, never HTML: the renderer escapes them.
    expect(api.results[0]?.title.map((p) => p.text).join("")).toBe(XSS_TITLE);
    const html = await (await page("girevole")).text();
    expect(html).not.toContain("<img src=x onerror");
    expect(html).not.toContain("<script>alert(3)");
    expect(html).not.toContain("<b onmouseover");
    expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
    expect(html).toMatch(/<mark[^>]*>girevole<\/mark>/);
  });

  test("one client gets a fair number of searches a minute, then a 429 in Italian; the API likewise", async () => {
    t = createTestApp({ withAdmin: false, trustProxy: true });
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (let i = 0; i < SEARCH_RATE_LIMIT; i++) expect((await page(`parcheggio ${i}`, from("203.0.113.7"))).status).toBe(200);
    const refused = await page("parcheggio", from("203.0.113.7"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain("Hai fatto troppe ricerche in poco tempo");
    // Another visitor is not affected; the page without a query is not counted.
    expect((await page("parcheggio", from("203.0.113.8"))).status).toBe(200);
    expect((await t.request("/cerca", { headers: from("203.0.113.7") })).status).toBe(200);

    for (let i = 0; i < SEARCH_RATE_LIMIT; i++) {
      expect((await t.request(`/api/search?q=a${i}`, { headers: from("203.0.113.9") })).status).toBe(200);
    }
    const api = await t.request("/api/search?q=parcheggio", { headers: from("203.0.113.9") });
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({ message: "Hai fatto troppe ricerche in poco tempo. Riprova tra un minuto." });
  }, 60_000);
});

describe("/en/search, the English results page", () => {
  const englishPage = (query: string) => t.request(`/en/search?q=${encodeURIComponent(query)}`);
  const count = (html: string, text: string) => html.split(text).length - 1;

  test("answers in English from the English index, and the English pages' search boxes send there", async () => {
    t = createTestApp({ withAdmin: false });
    const res = await englishPage("parking");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Search the site");
    expect(html).toContain('<form class="flex gap-3" action="/en/search" method="get">');
    expect(html).toMatch(/\d+ results for “parking”/);
    expect(html).toContain('href="/en/products/parking-automation"');
    expect(html).not.toContain('href="/prodotti/automazione-parcheggi"');
    // The header's box and the English home's header too.
    expect(html).toContain('action="/en/search"');
    expect(await (await t.request("/en")).text()).toContain('action="/en/search"');
    expect(await (await t.request("/")).text()).not.toContain('action="/en/search"');
    expect(await (await t.request("/en")).text()).not.toContain('action="/cerca"');
  });

  test("'Did you mean' once for a misspelling, 'No results' and the sections in English, each search counted", async () => {
    t = createTestApp({ withAdmin: false });
    const corrected = await (await englishPage("parkng")).text();
    expect(count(corrected, "Did you mean")).toBe(1);
    expect(corrected).toContain('href="/en/search?q=parking"');
    expect(corrected).not.toContain("Forse cercavi");
    const none = await (await englishPage("xyzzyqwerty")).text();
    expect(none).toContain("No results for “xyzzyqwerty”. Try different or more general words.");
    expect(none).toContain("You can also browse the sections of the site:");
    expect(none).toContain('href="/en/services"');
    const empty = await (await t.request("/en/search")).text();
    expect(empty).toContain("Type one or more words");
    expect(empty).toContain('href="/en/search?q=solar%20carports"');

    const stats = t.ctx.search.counter.report("2000-01-01", "2999-12-31");
    expect(stats.top.map((row) => row.query)).toEqual(expect.arrayContaining(["parkng", "xyzzyqwerty"]));
    expect(stats.empty.map((row) => row.query)).toEqual(["xyzzyqwerty"]);
  });

  test("past a client's allowance the English page and the English API say to wait in English", async () => {
    t = createTestApp({ withAdmin: false, trustProxy: true });
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < SEARCH_RATE_LIMIT; i++) {
      expect((await t.request(`/en/search?q=parking${i}`, from("203.0.113.20"))).status).toBe(200);
    }
    const refused = await t.request("/en/search?q=parking", from("203.0.113.20"));
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("You have searched too many times in a short while. Please try again in a minute.");
    expect(html).toContain('<a href="/en">Back to the home page</a>');

    for (let i = 0; i < SEARCH_RATE_LIMIT; i++) {
      expect((await t.request(`/api/search?q=a${i}&lingua=en`, from("203.0.113.21"))).status).toBe(200);
    }
    const api = await t.request("/api/search?q=parking&lingua=en", from("203.0.113.21"));
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({
      message: "You have searched too many times in a short while. Please try again in a minute.",
    });
  }, 60_000);
});
