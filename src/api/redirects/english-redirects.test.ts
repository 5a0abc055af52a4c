import { afterEach, describe, expect, test } from "bun:test";
import type { NotFoundPage, RedirectTestAnswer } from "../../shared/schemas/redirect-answers";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const SITE = "http://localhost";

async function signedIn() {
  t = createTestApp();
  return t.login();
}

const create = (cookie: string, json: Record<string, unknown>) => t.request("/api/redirects", { method: "POST", cookie, json });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("redirect rules under /en/, the English edition's addresses", () => {
  test("an exact rule from an old English address answers 301 to its English page, also over a live English page", async () => {
    const cookie = await signedIn();
    expect(
      (await create(cookie, { source: "/en/products/veropark-old", target: "/en/products/veropark", code: 301 })).status,
    ).toBe(201);
    const visit = await t.request("/en/products/veropark-old");
    expect(visit.status).toBe(301);
    expect(visit.headers.get("location")).toBe("/en/products/veropark");
    expect((await t.request("/en/products/veropark")).status).toBe(200);

    // A page visitors have already been served (kept by the page cache) is redirected once a rule covers it.
    expect((await t.request("/en/services")).status).toBe(200);
    expect((await t.request("/en/services")).status).toBe(200);
    expect((await create(cookie, { source: "/en/services", target: "/en/contact", code: 302 })).status).toBe(201);
    const over = await t.request("/en/services");
    expect(over.status).toBe(302);
    expect(over.headers.get("location")).toBe("/en/contact");

    const tested = (await (
      await t.request(`/api/redirects/test?path=${encodeURIComponent("/en/products/veropark-old")}`, { cookie })
    ).json()) as RedirectTestAnswer;
    expect(tested).toMatchObject({ location: "/en/products/veropark" });
  });

  test("a 410 rule on an English address answers 410 with the English not-found page", async () => {
    const cookie = await signedIn();
    expect((await create(cookie, { source: "/en/applications/truck-parking", code: 410 })).status).toBe(201);
    const res = await t.request("/en/applications/truck-parking");
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Page not found");
    expect(html).toContain('action="/en/search"');
    // The Italian edition's gone address keeps the Italian page.
    expect((await create(cookie, { source: "/applicazioni/aree-sosta-camion", code: 410 })).status).toBe(201);
    const italian = await (await t.request("/applicazioni/aree-sosta-camion")).text();
    expect(italian).toContain('<html lang="it"');
    expect(italian).toContain("<title>Pagina non trovata");
  });

  test("a prefix rule carries the rest of an English address, never to another site", async () => {
    const cookie = await signedIn();
    expect((await create(cookie, { source: "/en/old-site/*", target: "/en/*", code: 301 })).status).toBe(201);
    const carried = await t.request("/en/old-site/products/web2park");
    expect(carried.status).toBe(301);
    expect(carried.headers.get("location")).toBe("/en/products/web2park");
    for (const path of ["/en/old-site//evil.example", "/en/old-site/%2F%2Fevil.example", "/en/old-site/%5Cevil.example"]) {
      const res = await t.request(path);
      const location = res.headers.get("location");
      if (location !== null) expect(new URL(location, SITE).origin, path).toBe(SITE);
      expect(location ?? "", path).not.toMatch(/^(\/\/|\/\\|\\)/);
    }
  });

  test("chains between English addresses are settled to one hop and a loop is refused in Italian", async () => {
    const cookie = await signedIn();
    await create(cookie, { source: "/en/a", target: "/en/b", code: 301 });
    expect((await create(cookie, { source: "/en/b", target: "/en/contact", code: 301 })).status).toBe(201);
    expect((await t.request("/en/a")).headers.get("location")).toBe("/en/contact");
    const loop = await create(cookie, { source: "/en/contact", target: "/en/a", code: 301 });
    expect(loop.status).toBe(400);
    expect(await message(loop)).toContain("creerebbe un ciclo");
  });

  test("the 404 report lists English addresses visitors miss, and a rule made from one takes it out", async () => {
    const cookie = await signedIn();
    for (let i = 0; i < 2; i++) {
      const missed = await t.request("/en/products/old-barrier", { headers: { referer: "https://www.bing.com/search?q=x" } });
      expect(missed.status).toBe(404);
    }
    const report = (await (await t.request("/api/redirects/not-found", { cookie })).json()) as NotFoundPage;
    expect(report.items.map((item) => [item.path, item.count, item.referrer_host])).toEqual([
      ["/en/products/old-barrier", 2, "www.bing.com"],
    ]);
    // 'Crea reindirizzamento' saves a rule whose old address is the reported path.
    const rule = await create(cookie, { source: "/en/products/old-barrier", target: "/en/products/access-control", code: 301 });
    expect(rule.status).toBe(201);
    const after = (await (await t.request("/api/redirects/not-found", { cookie })).json()) as NotFoundPage;
    expect(after.items).toEqual([]);
    const visit = await t.request("/en/products/old-barrier");
    expect(visit.status).toBe(301);
    expect(visit.headers.get("location")).toBe("/en/products/access-control");
  });
});
