import { afterAll, describe, expect, test } from "bun:test";
import { saveRedirectRule } from "../test-support/redirect-rules";
import type { Server } from "bun";
import { securityHeadersFor } from "../middleware/security-headers";
import { createTestApp } from "../test-support/test-app";
import { cachedPageFront } from "./cached-page-front";

const t = createTestApp();
afterAll(() => t.cleanup());

const br = { "accept-encoding": "gzip, deflate, br" };
const server = { requestIP: () => ({ address: "203.0.113.7", family: "IPv4", port: 5555 }) } as unknown as Server<unknown>;
const front = cachedPageFront({
  cache: t.pageCache,
  ctx: t.ctx,
  securityHeaders: securityHeadersFor,
  sessionCookieName: "parksite_session",
});
/** The front's answer, or undefined when the request would go on to the app (and its renderer). */
const ask = (path: string) => front(new Request(`http://localhost${path}`, { headers: br }), server);
const bytesOf = async (res: Response | undefined) => new Uint8Array(await (res as Response).arrayBuffer());
let clicks = 0;
const unique = () => `${Date.now().toString(36)}${(clicks++).toString(36)}`;

describe("an ad campaign's click on a page the cache holds", () => {
  test("a unique gclid, fbclid, msclkid or utm_* is answered by the front with the plain address's bytes", async () => {
    await t.request("/servizi", { headers: br });
    const plain = await t.request("/servizi", { headers: br });
    expect(plain.headers.get("server-timing")).toBe("cache;desc=hit");
    const bytes = new Uint8Array(await plain.arrayBuffer());
    for (const query of [
      `gclid=${unique()}`,
      `fbclid=${unique()}`,
      `msclkid=${unique()}`,
      `utm_source=newsletter&utm_medium=email&utm_campaign=${unique()}`,
      `utm_source=google&gclid=${unique()}&gad_source=1`,
    ]) {
      const click = ask(`/servizi?${query}`);
      expect(click?.status).toBe(200);
      expect(click?.headers.get("server-timing")).toBe("cache;desc=hit");
      expect(await bytesOf(click)).toEqual(bytes);
    }
  });

  test("a click is found by its address without the tracking parameters, at once: never looked for as sent, unique to it", async () => {
    await t.request("/prodotti/automazione-parcheggi", { headers: br });
    const { get } = Map.prototype;
    const lookedFor: unknown[] = [];
    Map.prototype.get = function (this: Map<unknown, unknown>, key: unknown) {
      lookedFor.push(key);
      return get.call(this, key);
    };
    let click: Response | undefined;
    try {
      click = ask(`/prodotti/automazione-parcheggi?gclid=${unique()}&utm_source=google`);
    } finally {
      Map.prototype.get = get;
    }
    expect(click?.headers.get("server-timing")).toBe("cache;desc=hit");
    const addresses = lookedFor.filter((key) => typeof key === "string" && key.startsWith("http://localhost/"));
    expect(addresses).toEqual(["http://localhost/prodotti/automazione-parcheggi"]);
  });

  test("the first click the app sees teaches the front the page: later clicks and the plain address are answered there", async () => {
    const first = await t.request(`/applicazioni/aeroporti?gclid=${unique()}`, { headers: br });
    expect(first.status).toBe(200);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(await bytesOf(ask(`/applicazioni/aeroporti?utm_source=linkedin&utm_campaign=${unique()}`))).toEqual(bytes);
    expect(await bytesOf(ask("/applicazioni/aeroporti"))).toEqual(bytes);
  });

  test("a query the page reads keeps its own page; previews and searches are never answered by the front", async () => {
    await t.request("/contatti", { headers: br });
    const plain = await bytesOf(ask("/contatti"));
    // Not seen yet: the app renders the form preset for a hotel, never the plain page.
    expect(ask(`/contatti?tipo=hotel&gclid=${unique()}`)).toBeUndefined();
    const hotel = await t.request(`/contatti?tipo=hotel&gclid=${unique()}`, { headers: br });
    const hotelBytes = new Uint8Array(await hotel.arrayBuffer());
    expect(hotelBytes).not.toEqual(plain);
    expect(await bytesOf(ask(`/contatti?tipo=hotel&utm_source=${unique()}`))).toEqual(hotelBytes);
    expect(await bytesOf(ask(`/contatti?utm_source=${unique()}`))).toEqual(plain);
    // Another parameter the page does not read is another address: the app answers it the first time.
    expect(ask(`/contatti?ref=${unique()}`)).toBeUndefined();
    await t.request("/blog", { headers: br });
    expect(ask(`/blog?gclid=${unique()}`)?.status).toBe(200);
    expect(ask(`/blog?anteprima&gclid=${unique()}`)).toBeUndefined();
    await t.request("/cerca?q=parcheggio&gclid=1", { headers: br });
    expect(ask(`/cerca?q=parcheggio&gclid=${unique()}`)).toBeUndefined();
  });

  test("where staff wrote a rule for an address with a query string, its parameters go to the app, which meets the rule", async () => {
    await saveRedirectRule(t, { source: "/termini-servizio?utm_source=vecchia", target: "/contatti", code: 301 });
    await t.request("/termini-servizio", { headers: br });
    expect(ask("/termini-servizio")?.status).toBe(200);
    expect(ask("/termini-servizio?utm_source=vecchia")).toBeUndefined();
    expect(ask(`/termini-servizio?gclid=${unique()}`)).toBeUndefined();
    const redirected = await t.request("/termini-servizio?utm_source=vecchia", { headers: br });
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get("location")).toBe("/contatti");
  });
});
