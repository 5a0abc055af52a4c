import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { IMMUTABLE, STABLE_NAME } from "../http/cache-control";
import type { BuiltAssets } from "./asset-manifest";
import { serveAssets } from "./serve-assets";
import { testAssets } from "../test-support/test-app";

const dir = mkdtempSync(join(tmpdir(), "parksite-assets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const js = "console.log('parcheggio');".repeat(50);
writeFileSync(join(dir, "entry.js"), js);
writeFileSync(join(dir, "entry.js.br"), brotliCompressSync(js));
writeFileSync(join(dir, "entry.js.gz"), gzipSync(js));
writeFileSync(join(dir, "cover.svg"), "<svg/>");

const assets: BuiltAssets = {
  files: {
    "/assets/entry-abc.js": {
      file: join(dir, "entry.js"),
      br: join(dir, "entry.js.br"),
      gz: join(dir, "entry.js.gz"),
      type: "text/javascript; charset=utf-8",
      etag: '"abc"',
      cacheControl: IMMUTABLE,
    },
    "/attached_assets/cover.svg": {
      file: join(dir, "cover.svg"),
      type: "image/svg+xml",
      etag: '"svg"',
      cacheControl: STABLE_NAME,
    },
  },
  client: testAssets.client,
};
const app = new Hono<AppEnv>().use(serveAssets(assets)).get("*", (c) => c.text("pagina", 404));

describe("embedded assets", () => {
  test("hashed files: immutable, ETag, brotli when accepted, gzip otherwise", async () => {
    const br = await app.request("/assets/entry-abc.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("etag")).toBe('"abc"');
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const gz = await app.request("/assets/entry-abc.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/entry-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  test("a matching If-None-Match is a 304 without a body", async () => {
    const res = await app.request("/assets/entry-abc.js", { headers: { "if-none-match": '"abc"' } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
  });

  test("bundled images keep a stable name: a day fresh, then revalidated by ETag, stale for a week meanwhile", async () => {
    const res = await app.request("/attached_assets/cover.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(res.headers.get("etag")).toBe('"svg"');
    const again = await app.request("/attached_assets/cover.svg", { headers: { "if-none-match": '"svg"' } });
    expect(again.status).toBe(304);
  });

  test("unknown paths fall through to the pages", async () => {
    expect((await app.request("/assets/nope.js")).status).toBe(404);
    expect(await (await app.request("/assets/nope.js")).text()).toBe("pagina");
  });
});
