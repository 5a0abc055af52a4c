import { afterEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const PAGES = ["/", "/prodotti/automazione-parcheggi", "/blog", "/blog/parcheggi-senza-biglietto-lettura-targhe", "/contatti"];

describe("an unchanged page keeps its ETag when it is rendered again", () => {
  test("two renders after a cache clear: the same bytes, the same ETag, and a 304 for it", async () => {
    t = createTestApp();
    for (const path of PAGES) {
      const first = await t.request(path);
      expect(first.status, path).toBe(200);
      const firstHtml = await first.text();
      const etag = first.headers.get("etag");
      expect(etag, path).toBeTruthy();

      t.ctx.changes.announce("all");
      expect(t.pageCache.size).toBe(0);
      await Bun.sleep(5);

      const again = await t.request(path);
      expect(await again.text(), path).toBe(firstHtml);
      expect(again.headers.get("etag"), path).toBe(etag);
      t.ctx.changes.announce("all");
      const revalidated = await t.request(path, { headers: { "if-none-match": etag ?? "" } });
      expect(revalidated.status, path).toBe(304);
      expect(await revalidated.text()).toBe("");
    }
  });

  test("a real change still gives a new ETag", async () => {
    t = createTestApp();
    const path = "/blog/parcheggi-senza-biglietto-lettura-targhe";
    const before = (await t.request(path)).headers.get("etag");
    t.db.$client.run("UPDATE posts SET title = 'Un titolo nuovo' WHERE slug = 'parcheggi-senza-biglietto-lettura-targhe'");
    t.ctx.changes.announce("blog");
    const after = await t.request(path);
    expect(await after.text()).toContain("Un titolo nuovo");
    expect(after.headers.get("etag")).not.toBe(before);
  });
});

describe("Server-Timing says where a page came from", () => {
  test("a fresh render gives its duration; the next visitor's copy comes from the cache", async () => {
    t = createTestApp();
    const path = "/blog/parcheggi-senza-biglietto-lettura-targhe";
    const first = await t.request(path);
    const timing = first.headers.get("server-timing") ?? "";
    expect(timing).toMatch(/^render;dur=\d+\.\d$/);
    expect(Number(timing.split("=")[1])).toBeGreaterThan(0);
    const second = await t.request(path);
    expect(second.headers.get("server-timing")).toBe("cache;desc=hit");
    expect(await second.text()).toBe(await first.text());
  });
});
