import { afterAll, describe, expect, test } from "bun:test";
import { createTestApp } from "../test-support/test-app";

const t = createTestApp();
afterAll(() => t.cleanup());

const br = { "accept-encoding": "gzip, deflate, br" };
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => name !== "x-request-id" && name !== "server-timing" && name !== "date"));

describe("a visitor's page from the cache", () => {
  test("a hit carries the same headers and bytes as the render it keeps, with its own request id", async () => {
    for (const path of ["/", "/blog", "/contatti?tipo=hotel&gclid=abc"]) {
      const rendered = await t.request(path, { headers: br });
      const hit = await t.request(path, { headers: br });
      expect(rendered.headers.get("server-timing")).toStartWith("render;");
      expect(hit.headers.get("server-timing")).toBe("cache;desc=hit");
      expect(headersOf(hit)).toEqual(headersOf(rendered));
      expect(hit.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(hit.headers.get("x-request-id")).not.toBe(rendered.headers.get("x-request-id"));
      expect(new Uint8Array(await hit.arrayBuffer())).toEqual(new Uint8Array(await rendered.arrayBuffer()));
    }
  });

  test("the same page over HTTPS says so (HSTS), a revalidation gets 304, HEAD gets no body", async () => {
    const proxied = createTestApp({ trustProxy: true });
    try {
      const https = { ...br, "x-forwarded-proto": "https" };
      await proxied.request("/", { headers: https });
      const hit = await proxied.request("/", { headers: https });
      expect(hit.headers.get("server-timing")).toBe("cache;desc=hit");
      expect(hit.headers.get("strict-transport-security")).toContain("max-age=");
      const plain = await proxied.request("/", { headers: br });
      expect(plain.headers.get("strict-transport-security")).toBeNull();
      const etag = hit.headers.get("etag") ?? "";
      const again = await proxied.request("/", { headers: { ...https, "if-none-match": etag } });
      expect(again.status).toBe(304);
      const head = await proxied.request("/", { method: "HEAD", headers: https });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
    } finally {
      await proxied.cleanup();
    }
  });

  test("a preview is never answered from it; a change is seen at once", async () => {
    await t.request("/blog", { headers: br });
    const cookie = await t.login();
    const preview = await t.request("/blog?anteprima", { headers: br });
    expect(preview.headers.get("server-timing")).not.toBe("cache;desc=hit");
    await t.request("/api/cache/invalidate", { method: "POST", json: { type: "all" }, cookie });
    const after = await t.request("/blog", { headers: br });
    expect(after.headers.get("server-timing")).toStartWith("render;");
  });
});
