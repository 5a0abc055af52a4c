import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const SITE = "http://localhost";

async function withRules(rules: Record<string, unknown>[]) {
  t = createTestApp();
  const cookie = await t.login();
  for (const json of rules) {
    const res = await t.request("/api/redirects", { method: "POST", cookie, json });
    expect(res.status, JSON.stringify(json)).toBe(201);
  }
  return cookie;
}

describe("a prefix rule carries the rest of the address only inside its destination", () => {
  test("/vecchio-sito/* → /*: the rest never makes an address of another site", async () => {
    await withRules([{ source: "/vecchio-sito/*", target: "/*", code: 301 }]);
    const carried = await t.request("/vecchio-sito/chi-siamo/storia");
    expect(carried.status).toBe(301);
    expect(carried.headers.get("location")).toBe("/chi-siamo/storia");
    for (const path of [
      "/vecchio-sito//evil.example",
      "/vecchio-sito/%2F%2Fevil.example",
      "/vecchio-sito/%5Cevil.example",
      "/vecchio-sito/%09/evil.example",
      "/vecchio-sito/%2F%09%2Fevil.example",
    ]) {
      const res = await t.request(path);
      const location = res.headers.get("location");
      // Either no redirect at all, or one that stays on this site.
      if (location !== null) expect(new URL(location, SITE).origin, path).toBe(SITE);
      expect(location ?? "", path).not.toMatch(/^(\/\/|\/\\|\\)/);
      expect([301, 404], path).toContain(res.status);
    }
    expect((await t.request("/vecchio-sito//evil.example")).status).toBe(404);
    expect((await t.request("/vecchio-sito/%09/evil.example")).status).toBe(404);
  });

  test("/partner* → https://partner.example*: no other host, no user name, and the rest is encoded", async () => {
    await withRules([{ source: "/partner*", target: "https://partner.example*", code: 302 }]);
    expect((await t.request("/partner/listino")).headers.get("location")).toBe("https://partner.example/listino");
    expect((await t.request("/partner/perch%C3%A9%20noi")).headers.get("location")).toBe(
      "https://partner.example/perch%C3%A9%20noi",
    );
    for (const path of ["/partner.evil.example/x", "/partner@evil.example/x", "/partner:8080@evil.example/x", "/partnerx"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("location"), path).toBeNull();
    }
  });

  test("a rest that climbs out of the destination (..) is no rule's", async () => {
    await withRules([{ source: "/notizie/*", target: "/blog/*", code: 301 }]);
    const res = await t.request("/notizie/..%2Fcontatti");
    expect(res.headers.get("location")).toBeNull();
  });
});

test("an address with a trailing slash leads to the same address without it, on this site", async () => {
  t = createTestApp();
  for (const path of ["//evil.example/", "///evil.example/x/", "/%2F/evil.example/"]) {
    const res = await t.request(path);
    expect(res.status, path).toBe(301);
    const location = res.headers.get("location") ?? "";
    expect(new URL(location, SITE).origin, `${path} → ${location}`).toBe(SITE);
    expect(location, path).not.toMatch(/^\/\//);
  }
});

describe("a line break in an old address", () => {
  test("answers 404, sets no header, and logs no error", async () => {
    await withRules([{ source: "/vecchio-sito/*", target: "/*", code: 301 }]);
    const logged = spyOn(console, "error");
    try {
      const res = await t.request("/vecchio-sito/%0d%0aSet-Cookie:%20pwn=1");
      expect(res.status).toBe(404);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(res.headers.get("location")).toBeNull();
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    t.ctx.redirects.flush();
    // Not in the 404 report either: no page's address has a line break.
    expect(t.db.$client.query("SELECT count(*) AS n FROM not_found_hits WHERE path LIKE '%pwn%'").get()).toEqual({ n: 0 });
  });
});

describe("the loop check compares addresses as visitors ask for them", () => {
  test("a destination written with percent-encoding or dot segments is still the same address", async () => {
    const cookie = await withRules([{ source: "/loop-b", target: "/loop-a", code: 301 }]);
    for (const target of ["/loop-%62", "/loop-%62/", "/x/../loop-b"]) {
      const res = await t.request("/api/redirects", { method: "POST", cookie, json: { source: "/loop-a", target, code: 301 } });
      expect(res.status, target).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        "La regola creerebbe un ciclo con la regola /loop-b → /loop-a",
      );
    }
    // A chain written with encoding is settled to one hop, as one written plainly.
    await t.request("/api/redirects", { method: "POST", cookie, json: { source: "/loop-c", target: "/loop-%62", code: 301 } });
    expect((await t.request("/loop-c")).headers.get("location")).toBe("/loop-a");
  });
});
