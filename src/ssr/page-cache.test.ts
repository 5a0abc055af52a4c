import { describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ContentChanges } from "../content-changes";
import { createPage, PageCache, pickEncoding } from "./page-cache";

const pageOf = (bytes: number, text = "a") => createPage(200, text.repeat(bytes), {});

describe("page cache limits", () => {
  test("the cache never holds more bytes than its budget: the least recently used page goes first", () => {
    const cache = new PageCache(new ContentChanges(), { maxEntries: 100, maxBytes: 10_000 });
    cache.set("/uno", pageOf(4000), cache.generation);
    cache.set("/due", pageOf(4000), cache.generation);
    cache.get("/uno");
    cache.set("/tre", pageOf(4000), cache.generation);
    expect(cache.bytes).toBe(8000);
    expect(cache.get("/due")).toBeUndefined();
    expect(cache.get("/uno")).toBeDefined();
    expect(cache.get("/tre")).toBeDefined();
  });

  test("a page read again outlives pages stored after it but not read since", () => {
    const cache = new PageCache(new ContentChanges(), { maxEntries: 3, maxBytes: 1_000_000 });
    for (const path of ["/a", "/b", "/c"]) cache.set(path, pageOf(10), cache.generation);
    cache.get("/a");
    cache.set("/d", pageOf(10), cache.generation);
    cache.set("/e", pageOf(10), cache.generation);
    expect(["/a", "/b", "/c", "/d", "/e"].filter((path) => cache.get(path))).toEqual(["/a", "/d", "/e"]);
  });

  test("a page larger than the whole budget is not stored", () => {
    const cache = new PageCache(new ContentChanges(), { maxEntries: 100, maxBytes: 1000 });
    cache.set("/grande", pageOf(2000), cache.generation);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  test("the number of entries is bounded too", () => {
    const cache = new PageCache(new ContentChanges(), { maxEntries: 3, maxBytes: 1_000_000 });
    for (let i = 0; i < 10; i++) cache.set(`/p${i}`, pageOf(10), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(30);
  });

  test("replacing a page counts its bytes once", () => {
    const cache = new PageCache(new ContentChanges(), { maxEntries: 10, maxBytes: 10_000 });
    cache.set("/p", pageOf(100), cache.generation);
    cache.set("/p", pageOf(300), cache.generation);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(300);
  });
});

describe("compression", () => {
  test("each request's Accept-Encoding picks its own encoding, whatever the request before it sent", () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip, deflate, br", "br"],
      ["gzip, deflate", "gzip"],
      ["", null],
      ["identity", null],
      ["br;q=1.0, gzip;q=0.8", "br"],
      ["gzip", "gzip"],
      ["gzip, deflate, br", "br"],
    ] as const)
      expect(pickEncoding(accept)).toBe(encoding);
  });

  const html = "<p>Parcheggio automatizzato con lettura targhe.</p>".repeat(200);

  test("each form is made once, on first request, decodes to the page, and is counted in the budget", async () => {
    const cache = new PageCache(new ContentChanges(), { maxEntries: 10, maxBytes: 1_000_000 });
    const page = createPage(200, html, {});
    cache.set("/p", page, cache.generation);
    expect(page.bodies).toEqual({});
    const br = cache.body("/p", page, "br");
    expect(brotliDecompressSync(await br.bytes()).toString()).toBe(html);
    expect(cache.body("/p", page, "br")).toBe(br);
    const gz = cache.body("/p", page, "gzip");
    expect(gunzipSync(await gz.bytes()).toString()).toBe(html);
    const plain = cache.body("/p", page, null);
    expect(await plain.text()).toBe(html);
    expect(cache.body("/p", page, null)).toBe(plain);
    expect(cache.bytes).toBe(page.html.byteLength + plain.size + br.size + gz.size);
    expect(br.size).toBeLessThan(page.html.byteLength / 10);
  });

  test("a kept page asked for again has its quick copy replaced by a smaller one, counted in the budget; a page no longer kept is left alone", async () => {
    const text = (await Bun.file(new URL("../../web/content/pages/home.ts", import.meta.url)).text()).repeat(3);
    const cache = new PageCache(new ContentChanges(), { maxEntries: 10, maxBytes: 10_000_000 });
    const page = createPage(200, text, {});
    cache.set("/p", page, cache.generation);
    const quick = { br: cache.body("/p", page, "br"), gzip: cache.body("/p", page, "gzip") };
    const dropped = createPage(200, text, {});
    cache.set("/via", dropped, cache.generation);
    const droppedQuick = cache.body("/via", dropped, "br");
    cache.body("/via", dropped, "br");
    cache.set("/via", createPage(200, "altro", {}), cache.generation);

    // A page asked for once (a crawler walking the archive) costs no second compression.
    await Bun.sleep(10);
    expect(cache.body("/p", page, "br")).toBe(quick.br);
    expect(cache.body("/p", page, "gzip")).toBe(quick.gzip);
    await Bun.sleep(10);
    const kept = { br: cache.body("/p", page, "br"), gzip: cache.body("/p", page, "gzip") };
    expect(kept.br.size).toBeLessThan(quick.br.size);
    expect(kept.gzip.size).toBeLessThan(quick.gzip.size);
    expect(brotliDecompressSync(await kept.br.bytes()).toString()).toBe(text);
    expect(gunzipSync(await kept.gzip.bytes()).toString()).toBe(text);
    expect(cache.bytes).toBe(page.html.byteLength + kept.br.size + kept.gzip.size + "altro".length);
    expect(dropped.bodies.br).toBe(droppedQuick);
  });

  test("a compressed copy that pushes the cache past its budget evicts older pages", () => {
    const cache = new PageCache(new ContentChanges(), { maxEntries: 10, maxBytes: html.length + 500 });
    cache.set("/vecchia", pageOf(400), cache.generation);
    const page = createPage(200, html, {});
    cache.set("/p", page, cache.generation);
    cache.body("/p", page, "gzip");
    expect(cache.get("/vecchia")).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(html.length + 500);
  });
});

describe("invalidation", () => {
  test("a content change empties the cache, and a render begun before it is not stored", () => {
    const changes = new ContentChanges();
    const cache = new PageCache(changes);
    cache.set("/p", pageOf(10), cache.generation);
    const before = cache.generation;
    changes.announce("blog");
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.set("/q", pageOf(10), before);
    expect(cache.get("/q")).toBeUndefined();
  });
});
