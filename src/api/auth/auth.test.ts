import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { sessions } from "../../db/schema";
import { ADMIN, createTestApp, type TestApp } from "../../test-support/test-app";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./auth.service";

let t: TestApp;
afterEach(() => t.cleanup());

describe("sign in", () => {
  test("right credentials: 200, the staff member, and a HttpOnly SameSite=Lax session cookie", async () => {
    t = createTestApp();
    await t.ready;
    const res = await t.request("/api/auth/login", {
      method: "POST",
      json: { email: "Staff@Example.com ", password: ADMIN.password },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: ADMIN.email });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^parksite_session=[\w-]{40,}/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    const stored = t.db.select().from(sessions).all();
    expect(stored).toHaveLength(1);
    // Only the hash of the token is stored.
    expect(cookie).not.toContain(stored[0]!.id);
  });

  test("over HTTPS the cookie is Secure", async () => {
    t = createTestApp();
    const res = await t.loginOverHttps();
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toContain("Secure");
  });

  test("wrong password or unknown e-mail: 401 with the same Italian message", async () => {
    t = createTestApp();
    await t.ready;
    for (const body of [
      { ...ADMIN, password: "sbagliata" },
      { email: "nessuno@example.com", password: "qualsiasi" },
    ]) {
      const res = await t.request("/api/auth/login", { method: "POST", json: body });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Email o password non corretti" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  test("invalid input and malformed JSON are 400, never 500", async () => {
    t = createTestApp();
    const missing = await t.request("/api/auth/login", { method: "POST", json: { email: "non-una-email", password: "x" } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("Inserisci un indirizzo email valido");
    const malformed = await t.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Il corpo della richiesta non è un JSON valido" });
  });

  test("ten failed attempts from one address are followed by 429 with Retry-After", async () => {
    t = createTestApp();
    await t.ready;
    for (let i = 0; i < 10; i++) {
      const res = await t.request("/api/auth/login", { method: "POST", json: { ...ADMIN, password: `errata-${i}` } });
      expect(res.status).toBe(401);
    }
    const blocked = await t.request("/api/auth/login", { method: "POST", json: ADMIN });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json()).message).toContain("Troppi tentativi");
  }, 30_000);
});

describe("session", () => {
  test("/api/auth/me answers the staff member with the cookie and 401 JSON without", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const me = await t.request("/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN.email });
    const anonymous = await t.request("/api/auth/me");
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toContain("Accesso riservato");
  });

  test("logout ends the session on the server, not only in the browser", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const out = await t.request("/api/auth/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("parksite_session=;");
    expect(t.db.select().from(sessions).all()).toHaveLength(0);
    expect((await t.request("/api/auth/me", { cookie })).status).toBe(401);
  });

  test("a session idle for too long is refused and deleted", async () => {
    t = createTestApp();
    const cookie = await t.login();
    t.db
      .update(sessions)
      .set({ last_seen_at: Date.now() - SESSION_IDLE_MS - 1000 })
      .run();
    const res = await t.request("/api/auth/me", { cookie });
    expect(res.status).toBe(401);
    expect(t.db.select().from(sessions).all()).toHaveLength(0);
  });

  test("a session past its absolute expiry is refused even when active", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const [row] = t.db.select().from(sessions).all();
    t.db
      .update(sessions)
      .set({ created_at: Date.now() - SESSION_ABSOLUTE_MS - 1000, expires_at: Date.now() - 1000 })
      .where(eq(sessions.id, row!.id))
      .run();
    expect((await t.request("/api/auth/me", { cookie })).status).toBe(401);
  });
});

describe("guards", () => {
  test("a write without a session is 401 JSON", async () => {
    t = createTestApp();
    const res = await t.request("/api/cache/invalidate", { method: "POST", json: { type: "all" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  test("an admin read without a session is 401", async () => {
    t = createTestApp();
    expect((await t.request("/api/dashboard")).status).toBe(401);
  });

  test("a write from another site is refused with 403 even with a valid session", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const foreign = await t.request("/api/cache/invalidate", {
      method: "POST",
      json: { type: "all" },
      cookie,
      headers: { origin: "https://malicious.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toContain("altro sito");
    const fetchSite = await t.app.request("http://localhost/api/cache/invalidate", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ type: "all" }),
    });
    expect(fetchSite.status).toBe(403);
    const same = await t.request("/api/cache/invalidate", { method: "POST", json: { type: "all" }, cookie });
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ ok: true });
  });
});

describe("first administrator setup", () => {
  test("needs the one-time token, works once, then is closed", async () => {
    t = createTestApp({ withAdmin: false });
    const token = t.ctx.setup.token!;
    expect(token).toBeTruthy();
    expect(await (await t.request("/api/auth/setup")).json()).toEqual({ needed: true });

    const wrong = await t.request("/api/auth/setup", {
      method: "POST",
      json: { token: "sbagliato", name: "Carla Capo", email: "capo@example.com", password: "password-lunga-1" },
    });
    expect(wrong.status).toBe(403);

    const short = await t.request("/api/auth/setup", {
      method: "POST",
      json: { token, name: "Carla Capo", email: "capo@example.com", password: "corta" },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("La password deve contenere almeno 10 caratteri");

    const nameless = await t.request("/api/auth/setup", {
      method: "POST",
      json: { token, email: "capo@example.com", password: "password-lunga-1" },
    });
    expect(nameless.status).toBe(400);
    expect((await nameless.json()).message).toBe("Inserisci il nome");

    const ok = await t.request("/api/auth/setup", {
      method: "POST",
      json: { token, name: "Carla Capo", email: "capo@example.com", password: "password-lunga-1" },
    });
    expect(ok.status).toBe(201);
    expect((await ok.clone().json()).name).toBe("Carla Capo");
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect((await t.request("/api/auth/me", { cookie })).status).toBe(200);

    const again = await t.request("/api/auth/setup", {
      method: "POST",
      json: { token, name: "Altra Persona", email: "altro@example.com", password: "password-lunga-2" },
    });
    expect(again.status).toBe(409);
    expect(await (await t.request("/api/auth/setup")).json()).toEqual({ needed: false });
  });
});

describe("session status", () => {
  test("GET /api/auth/session answers 200 with the user or null", async () => {
    t = createTestApp();
    expect(await (await t.request("/api/auth/session")).json()).toEqual({ user: null });
    const cookie = await t.login();
    const res = await t.request("/api/auth/session", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email: ADMIN.email } });
  });
});
