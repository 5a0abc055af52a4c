import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { settings } from "./db/schema";
import { createTestApp, type TestApp } from "./test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const bootData = (html: string) => {
  const match = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? "null");
};

describe("health and errors", () => {
  test("GET /healthz is 200 {status: ok} while the database answers", async () => {
    t = createTestApp();
    const res = await t.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("an unknown API path is a 404 JSON message", async () => {
    t = createTestApp();
    const res = await t.request("/api/non-esiste");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Risorsa non trovata" });
  });

  test("an unknown page is HTTP 404 with '404 Page Not Found'", async () => {
    t = createTestApp();
    const res = await t.request("/pagina-che-non-esiste");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  test("a body over the limit is 413, a wrong content type 415", async () => {
    t = createTestApp();
    const big = await t.request("/api/auth/login", {
      method: "POST",
      json: { email: "a@b.it", password: "x".repeat(1024 * 1024 + 10) },
    });
    expect(big.status).toBe(413);
    expect((await big.json()).message).toBe("Il contenuto inviato è troppo grande");
    const form = await t.request("/api/auth/login", {
      method: "POST",
      body: "email=a",
      headers: { "content-type": "text/plain" },
    });
    expect(form.status).toBe(415);
  });
});

describe("security headers", () => {
  test("every response carries a CSP without inline scripts, nosniff and a referrer policy", async () => {
    t = createTestApp();
    for (const path of ["/", "/api/settings", "/nope"]) {
      const res = await t.request(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("server-rendered pages", () => {
  test("a public page has lang it, its title, description, canonical, Open Graph and hydration data", async () => {
    t = createTestApp();
    const res = await t.request("/prodotti/web2park");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toStartWith('<!doctype html><html lang="it">');
    expect(html).toContain("<title>Web2Park: il parcheggio senza biglietto con lettura targhe | ParkSite Italia</title>");
    expect(html).toMatch(/<meta name="description" content="Web2Park riconosce la targa/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/prodotti/web2park">');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain("<h1");
    expect(html).toContain("Torna alla home");
    const boot = bootData(html);
    // A visitor's browser hydrates the page's islands, with the data they read.
    expect(boot.mode).toBe("islands");
    expect(boot.queries.queries[0].queryKey).toEqual(["/api/settings"]);
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/(json|ld\+json)"|src=))[^>]*>/);
  });

  test("the canonical origin comes from --public-url when set", async () => {
    t = createTestApp();
    t.ctx.config.publicUrl = "https://www.parksite.example";
    const html = await (await t.request("/servizi")).text();
    expect(html).toContain('<link rel="canonical" href="https://www.parksite.example/servizi">');
  });

  test("admin pages are client-rendered, noindex shells", async () => {
    t = createTestApp();
    const res = await t.request("/admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await res.text();
    // Until its script has drawn the page, a phone on a slow network shows that it is loading, not a blank screen.
    expect(html).toContain(
      '<div id="root"><p role="status" class="flex min-h-screen items-center justify-center text-muted">Caricamento dell\'area riservata...</p></div>',
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('rel="canonical"');
    expect(bootData(html).mode).toBe("client");
  });

  test("signed-in staff get an admin shell that says who they are; nobody else does", async () => {
    t = createTestApp();
    const sessionIn = (html: string) =>
      (bootData(html).queries.queries as { queryKey: unknown[]; state: { data: unknown } }[]).find(
        (q) => q.queryKey[0] === "/api/auth/session",
      )?.state.data;
    const signedOut = await t.request("/admin/blog");
    expect(sessionIn(await signedOut.text())).toBeUndefined();

    const cookie = await t.login();
    const res = await t.request("/admin/blog", { cookie });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const seeded = sessionIn(await res.text());
    expect(seeded).toEqual(await (await t.request("/api/auth/session", { cookie })).json());
    expect(seeded).toMatchObject({ user: { email: "staff@example.com", role: "amministratore" } });
    // The cached shell of a signed-out visitor never carries it, nor do the sign-in page and a cookie that ended.
    expect(sessionIn(await (await t.request("/admin/blog")).text())).toBeUndefined();
    expect(sessionIn(await (await t.request("/admin/login", { cookie })).text())).toBeUndefined();
    await t.request("/api/auth/logout", { method: "POST", cookie });
    expect(sessionIn(await (await t.request("/admin/blog", { cookie })).text())).toBeUndefined();
  });

  test("the sign-in form is in the first HTML, the same for everyone; set-up and invitation are drawn in the browser", async () => {
    t = createTestApp();
    const html = await (await t.request("/admin/login?motivo=scaduta&next=%2Fadmin%2Fblog")).text();
    const root = /<div id="root">(.*?)<\/div><script type="application\/json" id="boot-data">/s.exec(html)?.[1] ?? "";
    expect(root).toContain("Accesso all&#x27;area riservata");
    expect(root).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(root).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(root).toContain(">Accedi</button>");
    expect(root).toContain("Usa una passkey");
    // Nothing of the request is in it: another visitor gets the same page.
    expect(root).not.toContain("scaduta");
    expect(await (await t.request("/admin/login", { cookie: await t.login() })).text()).toBe(html);
    expect(html).toContain("entry.signin");
    for (const path of ["/admin/setup?token=abc", "/admin/invito"]) {
      expect(await (await t.request(path)).text(), path).toContain('<div id="root"></div>');
    }
  });

  test("a trailing slash redirects to the canonical path", async () => {
    t = createTestApp();
    const res = await t.request("/servizi/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/servizi");
  });

  test("pages are compressed, have an ETag and answer 304 when unchanged", async () => {
    t = createTestApp();
    const first = await t.request("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await t.request("/", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  test("the cached page changes after POST /api/cache/invalidate", async () => {
    t = createTestApp();
    const before = await (await t.request("/")).text();
    expect(before).toContain("| ParkSite Italia</title>");
    t.db.update(settings).set({ value: "Parcheggi Veneti", is_example: false }).where(eq(settings.key, "companyName")).run();
    expect(await (await t.request("/")).text()).toContain("| ParkSite Italia</title>");
    const cookie = await t.login();
    const res = await t.request("/api/cache/invalidate", { method: "POST", json: { type: "all" }, cookie });
    expect(res.status).toBe(200);
    const after = await (await t.request("/")).text();
    expect(after).toContain("| Parcheggi Veneti</title>");
  });

  test("POST /api/cache/invalidate refuses an unknown type", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/cache/invalidate", { method: "POST", json: { type: "qualcosa" }, cookie });
    expect(res.status).toBe(400);
  });

  test("a page path answers 405 to a POST", async () => {
    t = createTestApp();
    const res = await t.request("/contatti", { method: "POST" });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ message: "Metodo non consentito" });
  });
});

describe("dashboard", () => {
  test("GET /api/dashboard counts photos, published posts and drafts for staff", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/dashboard", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      photos: 0,
      publishedPosts: 2,
      draftPosts: 1,
      newContactRequests: 0,
      possibleSpam: 0,
      database: "SQLite",
      certifications: [],
    });
  });
});
