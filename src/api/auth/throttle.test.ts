import { afterEach, describe, expect, test } from "bun:test";
import type { PersonView } from "../../shared/schemas/people";
import { ADMIN, createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

/** A sign-in attempt arriving through the trusted proxy from `address`. */
const attempt = (email: string, password: string, address: string) =>
  t.request("/api/auth/login", { method: "POST", json: { email, password }, headers: { "x-forwarded-for": address } });

describe("per-account throttle", () => {
  test("10 wrong passwords from 10 addresses lock the account for every address, with Retry-After", async () => {
    t = createTestApp({ trustProxy: true });
    await t.ready;
    for (let i = 1; i <= 10; i++) {
      expect((await attempt(ADMIN.email, `errata-${i}`, `127.0.0.${i}`)).status).toBe(401);
    }
    // Even the right password, from an address never seen, waits.
    const locked = await attempt(ADMIN.email, ADMIN.password, "127.0.0.12");
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await locked.json()).toEqual({ message: "Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto." });
  }, 60_000);

  test("an unknown account is answered the same way, in similar time", async () => {
    t = createTestApp({ trustProxy: true });
    await t.ready;
    const times: Record<string, number[]> = { known: [], unknown: [] };
    for (let i = 1; i <= 10; i++) {
      for (const [kind, email] of [
        ["known", ADMIN.email],
        ["unknown", "nessuno@example.com"],
      ] as const) {
        const started = performance.now();
        const res = await attempt(email, `errata-${i}`, `10.0.${kind === "known" ? 1 : 2}.${i}`);
        times[kind]!.push(performance.now() - started);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: "Email o password non corretti" });
      }
    }
    const known = await attempt(ADMIN.email, "x", "10.0.3.1");
    const unknown = await attempt("nessuno@example.com", "x", "10.0.3.2");
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(await unknown.json()).toEqual(await known.json());
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(times.known!) / median(times.unknown!);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, 60_000);

  test("a successful sign-in resets the count", async () => {
    t = createTestApp({ trustProxy: true });
    await t.ready;
    for (let i = 1; i <= 9; i++) await attempt(ADMIN.email, `errata-${i}`, `127.0.1.${i}`);
    expect((await attempt(ADMIN.email, ADMIN.password, "127.0.1.50")).status).toBe(200);
    for (let i = 1; i <= 9; i++) expect((await attempt(ADMIN.email, `errata-${i}`, `127.0.2.${i}`)).status).toBe(401);
    expect((await attempt(ADMIN.email, ADMIN.password, "127.0.2.50")).status).toBe(200);
  }, 60_000);

  test("the Amministratore sees a locked account on /api/people and unlocks it", async () => {
    t = createTestApp({ trustProxy: true });
    const { createAdmin } = await import("./auth.service");
    await t.ready;
    await createAdmin(t.db, "redazione@example.com", "una-password-sicura", "editor");
    for (let i = 1; i <= 10; i++) await attempt("redazione@example.com", `errata-${i}`, `192.0.2.${i}`);
    const admin = await t.login();
    const people = (await (await t.request("/api/people", { cookie: admin })).json()) as PersonView[];
    const editor = people.find((p) => p.email === "redazione@example.com")!;
    expect(Date.parse(editor.lockedUntil ?? "")).toBeGreaterThan(Date.now());
    expect(people.find((p) => p.email === ADMIN.email)?.lockedUntil).toBeNull();
    const unlocked = await t.request(`/api/people/${editor.id}/unlock`, { method: "POST", cookie: admin });
    expect(((await unlocked.json()) as PersonView).lockedUntil).toBeNull();
    expect((await attempt("redazione@example.com", "una-password-sicura", "192.0.2.99")).status).toBe(200);
  }, 60_000);
});

describe("client address behind a proxy", () => {
  test("a forged first entry neither escapes the per-address limit nor lands in the session list", async () => {
    t = createTestApp({ trustProxy: true });
    await t.ready;
    // Same real client (appended by the proxy), a different forged entry each time.
    for (let i = 1; i <= 10; i++) {
      expect((await attempt(`persona-${i}@example.com`, "errata", `10.9.9.${i}, 203.0.113.7`)).status).toBe(401);
    }
    expect((await attempt("altra@example.com", "errata", "10.9.9.99, 203.0.113.7")).status).toBe(429);

    const ok = await attempt(ADMIN.email, ADMIN.password, "6.6.6.6, 198.51.100.23");
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0]!;
    const sessions = (await (await t.request("/api/profile/sessions", { cookie })).json()) as { ip: string }[];
    expect(sessions.map((s) => s.ip)).toEqual(["198.51.100.23"]);
  }, 60_000);

  test("without --trust-proxy the header is ignored altogether", async () => {
    t = createTestApp();
    await t.ready;
    const ok = await attempt(ADMIN.email, ADMIN.password, "198.51.100.23");
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0]!;
    const sessions = (await (await t.request("/api/profile/sessions", { cookie })).json()) as { ip: string }[];
    expect(sessions.map((s) => s.ip)).toEqual(["unknown"]);
  }, 60_000);
});

describe("session cookie and rotation", () => {
  test("over HTTPS the cookie is __Host- prefixed, Secure, Path=/, without Domain", async () => {
    t = createTestApp();
    const res = await t.loginOverHttps();
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-parksite_session=/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain");
    const me = await t.app.request("https://parksite.example/api/auth/me", { headers: { cookie: cookie.split(";")[0]! } });
    expect(me.status).toBe(200);
    // The plain name is not accepted over HTTPS.
    const plain = cookie.split(";")[0]!.replace("__Host-", "");
    expect((await t.app.request("https://parksite.example/api/auth/me", { headers: { cookie: plain } })).status).toBe(401);
  }, 60_000);

  test("signing in again from the same browser replaces the session id", async () => {
    t = createTestApp();
    const before = await t.login();
    const res = await t.request("/api/auth/login", { method: "POST", json: ADMIN, cookie: before });
    const after = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(after).not.toBe(before);
    expect((await t.request("/api/auth/me", { cookie: before })).status).toBe(401);
    expect((await t.request("/api/auth/me", { cookie: after })).status).toBe(200);
  }, 60_000);
});
