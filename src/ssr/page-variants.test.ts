import { afterEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const ARTICLE = "/blog/parcheggi-senza-biglietto-lettura-targhe";
const TITLE = "Parcheggi senza biglietto: come funziona la lettura targhe";
const CHANGED = "Titolo cambiato senza passare dall'API";

/** Changes the article in the database behind the server's back: only a fresh render can show it. */
const retitleBehindTheCache = () => t.db.$client.run("UPDATE posts SET title = ? WHERE title = ?", [CHANGED, TITLE]);

const page = async (path: string) => {
  const res = await t.request(path);
  return { status: res.status, etag: res.headers.get("etag"), html: await res.text() };
};

describe("which URLs share one rendered page", () => {
  test("campaign and unknown parameters are served the article's cached page", async () => {
    t = createTestApp();
    expect((await page(ARTICLE)).html).toContain(TITLE);
    retitleBehindTheCache();
    for (const query of [
      "?gclid=EAIaIQobChMI123",
      "?utm_source=newsletter&utm_medium=email&utm_campaign=autunno",
      "?fbclid=IwAR0abc",
      "?msclkid=9f8e7d",
      "?qualsiasi=cosa&gclid=altro",
    ]) {
      const { status, html } = await page(`${ARTICLE}${query}`);
      expect(status, query).toBe(200);
      expect(html, query).toContain(TITLE);
      expect(html, query).not.toContain(CHANGED);
    }
    expect(t.pageCache.size).toBe(1);
  });

  test("the cached page ignores what it does not read: no unknown parameter reaches the HTML", async () => {
    t = createTestApp();
    const { html } = await page(`${ARTICLE}?utm_campaign=%3Cscript%3Eparcheggi`);
    expect(html).not.toContain("utm_campaign");
    expect(html).not.toContain("parcheggi</script>");
  });

  test("/contatti is rendered per 'tipo' and 'messaggio' (the form is prefilled), tracking parameters aside", async () => {
    t = createTestApp();
    const hotel = await page("/contatti?tipo=hotel&gclid=1");
    expect(hotel.html).toMatch(/<option value="hotel" selected="">/);
    const hotelAgain = await page("/contatti?gclid=2&tipo=hotel&utm_source=x");
    expect(hotelAgain.etag).toBe(hotel.etag);
    const hospital = await page("/contatti?tipo=ospedale");
    expect(hospital.html).toMatch(/<option value="ospedale" selected="">/);
    expect(hospital.etag).not.toBe(hotel.etag);
    const message = await page("/contatti?tipo=hotel&messaggio=Vorrei%20un%20preventivo%20per%20120%20camere");
    expect(message.html).toContain("Vorrei un preventivo per 120 camere");
    const plain = await page("/contatti?fbclid=3");
    expect(plain.html).not.toMatch(/<option value="[a-z-]+" selected/);
    expect(t.pageCache.size).toBe(4);
  });

  test("every unknown path shares one cached 404 page", async () => {
    t = createTestApp();
    const first = await page("/pagina-che-non-esiste");
    expect(first.status).toBe(404);
    expect(first.html).toContain("404 Page Not Found");
    for (let i = 0; i < 50; i++) {
      const res = await page(`/prodotti/sconosciuto-${i}?gclid=${i}`);
      expect(res.status).toBe(404);
      expect(res.etag).toBe(first.etag);
    }
    expect(t.pageCache.size).toBe(1);
    await page("/admin/sconosciuta-1");
    await page("/admin/sconosciuta-2");
    expect(t.pageCache.size).toBe(2);
  });

  test("an unknown article is a 404 every time and never takes a cache entry of its own", async () => {
    t = createTestApp();
    for (let i = 0; i < 5; i++) {
      const res = await page(`/blog/articolo-inesistente-${i}`);
      expect(res.status).toBe(404);
      expect(res.html).toContain("Articolo non trovato");
    }
    expect(t.pageCache.size).toBe(0);
  });

  test("with a small byte budget the cache stays within it however many pages are visited", async () => {
    t = createTestApp({ pageCache: { maxEntries: 100, maxBytes: 150_000 } });
    const paths = ["/", "/blog", ARTICLE, "/contatti", "/prodotti/automazione-parcheggi", "/applicazioni/aeroporti"];
    for (const path of paths) {
      const res = await t.request(path, { headers: { "accept-encoding": "br, gzip" } });
      expect(res.status, path).toBe(200);
      await res.arrayBuffer();
      expect(t.pageCache.bytes).toBeLessThanOrEqual(150_000);
    }
    expect(t.pageCache.size).toBeGreaterThan(0);
    expect(t.pageCache.size).toBeLessThan(paths.length);
  });
});
