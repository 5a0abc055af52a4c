import { afterEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { PRIVATE_PAGE, PUBLIC_PAGE } from "./cache-control";

let t: TestApp;
afterEach(() => t.cleanup());

const PUBLIC_PATHS = [
  "/",
  "/prodotti/automazione-parcheggi",
  "/applicazioni/aeroporti",
  "/blog",
  "/blog/parcheggi-senza-biglietto-lettura-targhe",
  "/contatti?tipo=hotel",
  "/pagina-inesistente",
];

describe("headers for browsers and for a CDN or caching proxy", () => {
  test("public pages: shared caches keep them a minute (stale ten more), browsers revalidate through the ETag", async () => {
    t = createTestApp();
    for (const path of PUBLIC_PATHS) {
      const res = await t.request(path);
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      expect(res.headers.get("vary"), path).toBe("Accept-Encoding");
      const etag = res.headers.get("etag");
      expect(etag, path).toMatch(/^"[0-9a-z]+"$/);
      const again = await t.request(path, { headers: { "if-none-match": etag ?? "" } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    }
  });

  test("a public page never sets a cookie, not even for a visitor whose session cookie is stale", async () => {
    t = createTestApp();
    const stale = "parksite_session=sessione-scaduta";
    for (const path of PUBLIC_PATHS) {
      const res = await t.request(path, { cookie: stale });
      expect(res.headers.get("set-cookie"), path).toBeNull();
    }
    const cookie = await t.login();
    for (const path of PUBLIC_PATHS) {
      const res = await t.request(path, { cookie });
      expect(res.headers.get("set-cookie"), path).toBeNull();
      expect(res.headers.get("cache-control"), path).toBe(PUBLIC_PAGE);
    }
  });

  test("the staff area and its unknown paths are never stored", async () => {
    t = createTestApp();
    for (const path of ["/admin", "/admin/login", "/admin/blog", "/admin/pagina-inesistente"]) {
      const res = await t.request(path);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  test("API answers, writes and personal ones above all, are never stored", async () => {
    t = createTestApp();
    await t.ready;
    const login = await t.request("/api/auth/login", {
      method: "POST",
      json: { email: "staff@example.com", password: "una-password-sicura" },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get("set-cookie")).toContain("HttpOnly");
    expect(login.headers.get("cache-control")).toBe(PRIVATE_PAGE);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const me = await t.request("/api/auth/me", { cookie });
    expect(me.headers.get("cache-control")).toBe(PRIVATE_PAGE);
    const write = await t.request("/api/cache/invalidate", { method: "POST", json: { type: "all" }, cookie });
    expect(write.status).toBe(200);
    expect(write.headers.get("cache-control")).toBe(PRIVATE_PAGE);
    const refused = await t.request("/api/contact", { method: "POST", json: {} });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe(PRIVATE_PAGE);
  });
});
