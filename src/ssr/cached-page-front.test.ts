import { afterAll, describe, expect, test } from "bun:test";
import { saveRedirectRule } from "../test-support/redirect-rules";
import type { Server } from "bun";
import type { Logger } from "../http/access-log";
import { securityHeadersFor } from "../middleware/security-headers";
import { createTestApp } from "../test-support/test-app";
import { cachedPageFront, forgetAddresses } from "./cached-page-front";

const t = createTestApp();
afterAll(() => t.cleanup());

const ORIGIN = "http://localhost";
const br = { "accept-encoding": "gzip, deflate, br" };
const server = { requestIP: () => ({ address: "203.0.113.7", family: "IPv4", port: 5555 }) } as unknown as Server<unknown>;
const lines: Record<string, unknown>[] = [];
const logger = { info: (line: Record<string, unknown>) => lines.push(line) } as unknown as Logger;
const front = cachedPageFront({
  cache: t.pageCache,
  ctx: t.ctx,
  logger,
  securityHeaders: securityHeadersFor,
  sessionCookieName: "parksite_session",
});
const ask = (path: string, headers: Record<string, string> = br, method = "GET") =>
  front(new Request(`${ORIGIN}${path}`, { method, headers }), server);
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => name !== "x-request-id" && name !== "date"));

describe("the server's front for cached pages", () => {
  test("a page the app has answered and kept is answered again with its bytes, headers and an access line", async () => {
    expect(ask("/servizi")).toBeUndefined();
    await t.request("/servizi", { headers: br });
    const appHit = await t.request("/servizi", { headers: br });
    const hit = ask("/servizi");
    expect(hit?.status).toBe(200);
    expect(headersOf(hit as Response)).toEqual(headersOf(appHit));
    expect(hit?.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const appBytes = new Uint8Array(await appHit.arrayBuffer());
    expect(new Uint8Array(await (hit as Response).arrayBuffer())).toEqual(appBytes);
    expect(lines.at(-1)).toMatchObject({ method: "GET", path: "/servizi", status: 200, client: "203.0.113.7" });
    expect(lines.at(-1)?.bytes).toBe(appBytes.byteLength);
    // The same address asked for through another host name is left to the app, which keys it on its own.
    expect(ask("/servizi", { ...br, host: "altro.example.com" })).toBeUndefined();
    // Without a trusted proxy, X-Forwarded-Host changes nothing, for the app as for the front.
    expect(ask("/servizi", { ...br, "x-forwarded-host": "altro.example.com" })?.status).toBe(200);
    // A client's own short request id is kept, as the app keeps it.
    expect(ask("/servizi", { ...br, "x-request-id": "prova-123" })?.headers.get("x-request-id")).toBe("prova-123");
    const head = ask("/servizi", br, "HEAD");
    expect(head?.status).toBe(200);
    expect(await head?.text()).toBe("");
    expect(head?.headers.get("content-length")).toBe(String(appBytes.byteLength));
  });

  test("a hit reads the request's address once (each reading makes the string anew)", async () => {
    await t.request("/servizi", { headers: br });
    const request = new Request(`${ORIGIN}/servizi`, { headers: br });
    const url = Object.getOwnPropertyDescriptor(Request.prototype, "url")?.get;
    if (!url) throw new Error("Request.url senza getter");
    let readings = 0;
    Object.defineProperty(request, "url", {
      get() {
        readings += 1;
        return url.call(request);
      },
    });
    expect(front(request, server)?.status).toBe(200);
    expect(readings).toBe(1);
    expect(lines.at(-1)).toMatchObject({ path: "/servizi", status: 200 });
  });

  test("staff, revalidations, writes and query values in the log go their own way", async () => {
    await t.request("/contatti?tipo=hotel", { headers: br });
    expect(ask("/contatti?tipo=hotel")?.status).toBe(200);
    expect(lines.at(-1)?.path).toBe("/contatti?tipo");
    expect(ask("/contatti?tipo=hotel", { ...br, cookie: "parksite_session=abc" })).toBeUndefined();
    expect(ask("/contatti?tipo=hotel", { ...br, cookie: "__Host-parksite_session=abc" })).toBeUndefined();
    expect(ask("/contatti?tipo=hotel", br, "POST")).toBeUndefined();
  });

  test("a browser's revalidation is answered by the front: 304 for the kept page's tag, the page for another", async () => {
    await t.request("/contatti", { headers: br });
    const appHit = await t.request("/contatti", { headers: br });
    const etag = appHit.headers.get("etag") ?? "";
    const appNotModified = await t.request("/contatti", { headers: { ...br, "if-none-match": etag } });
    const notModified = ask("/contatti", { ...br, "if-none-match": `W/${etag}` });
    expect(notModified?.status).toBe(304);
    expect(await notModified?.text()).toBe("");
    expect(headersOf(notModified as Response)).toEqual(headersOf(appNotModified));
    expect(lines.at(-1)).toMatchObject({ path: "/contatti", status: 304, bytes: 0 });
    const changed = ask("/contatti", { ...br, "if-none-match": '"x"' });
    expect(changed?.status).toBe(200);
    expect(new Uint8Array(await (changed as Response).arrayBuffer())).toEqual(new Uint8Array(await appHit.arrayBuffer()));
  });

  test("behind a trusted proxy, another forwarded host or scheme is left to the app, which keys it on its own", async () => {
    const proxied = createTestApp({ trustProxy: true });
    try {
      const behind = cachedPageFront({
        cache: proxied.pageCache,
        ctx: proxied.ctx,
        logger,
        securityHeaders: securityHeadersFor,
        sessionCookieName: "parksite_session",
      });
      const via = {
        ...br,
        "x-forwarded-host": "www.example.it",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "198.51.100.4",
      };
      const askBehind = (headers: Record<string, string>) => behind(new Request(`${ORIGIN}/servizi`, { headers }), server);
      await proxied.request("/servizi", { headers: via });
      const hit = askBehind(via);
      expect(hit?.status).toBe(200);
      expect(hit?.headers.get("strict-transport-security")).toContain("max-age=");
      expect(lines.at(-1)).toMatchObject({ path: "/servizi", client: "198.51.100.4" });
      expect(askBehind({ ...via, "x-forwarded-host": "altro.example.com" })).toBeUndefined();
      expect(askBehind({ ...via, "x-forwarded-proto": "http" })).toBeUndefined();
    } finally {
      await proxied.cleanup();
    }
  });

  test("a new redirect rule is met at once: the front leaves the address to the app", async () => {
    await t.request("/termini-servizio", { headers: br });
    expect(ask("/termini-servizio")?.status).toBe(200);
    await saveRedirectRule(t, { source: "/termini-servizio", target: "/contatti", code: 301 });
    expect(ask("/termini-servizio")).toBeUndefined();
    const redirected = await t.request("/termini-servizio", { headers: br });
    expect(redirected.status).toBe(301);
  });

  test("after a quiet server's release the rules, read again, still redirect, and the front answers a page again once the app has seen it", async () => {
    await saveRedirectRule(t, { source: "/vecchia-azienda.html", target: "/chi-siamo", code: 301 });
    await t.request("/contatti", { headers: br });
    expect(ask("/contatti")?.status).toBe(200);
    const held = t.ctx.redirects.rules();

    t.ctx.redirects.letRulesGo();
    forgetAddresses();
    expect(ask("/contatti")).toBeUndefined();
    const old = await t.request("/vecchia-azienda.html");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/chi-siamo");
    expect(t.ctx.redirects.rules()).not.toBe(held);
    expect(t.ctx.redirects.rules().size).toBe(held.size);
    await t.request("/contatti", { headers: br });
    expect(ask("/contatti")?.status).toBe(200);
  });

  test("an import under way keeps its rules through a release: its copy is what comes into force", async () => {
    const held = t.ctx.redirects.rules();
    const draft = t.ctx.redirects.startImport();
    t.ctx.redirects.letRulesGo();
    expect(t.ctx.redirects.rules()).toBe(held);
    await t.ctx.redirects.finishImport(draft, new Set(), new Set());
  });
});
