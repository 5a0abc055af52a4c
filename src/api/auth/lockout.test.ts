import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { addSoftwarePasskey } from "../../test-support/software-passkey";
import { ADMIN, createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const LOCKED = { message: "Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto." };

/** A sign-in attempt through the trusted proxy from `address`, with the browser's cookies. */
const attempt = (password: string, address: string, cookie?: string, email = ADMIN.email) =>
  t.request("/api/auth/login", { method: "POST", json: { email, password }, headers: { "x-forwarded-for": address }, cookie });

/** The device cookie a successful sign-in handed the browser ("name=value"). */
function deviceCookieOf(res: Response): string {
  const found = res.headers.getSetCookie().find((c) => c.includes("parksite_device_"));
  if (!found) throw new Error("nessun cookie del dispositivo");
  return found.split(";")[0] ?? "";
}

/** Ten wrong passwords from ten addresses: the account is locked for everybody else. */
async function strangersLock(email = ADMIN.email) {
  for (let i = 1; i <= 10; i++) expect((await attempt(`errata-${i}`, `203.0.113.${i}`, undefined, email)).status).toBe(401);
}

describe("strangers cannot lock the owner out", () => {
  test("the only Amministratore's known browser gets in past the lock; the attacker's 11th guess is still refused", async () => {
    t = createTestApp({ trustProxy: true });
    await t.ready;
    const first = await attempt(ADMIN.password, "198.51.100.7");
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(first.headers.getSetCookie().find((c) => c.includes("parksite_device_"))).toContain("HttpOnly");

    await strangersLock();
    // The attacker, even with the right password: refused.
    const eleventh = await attempt(ADMIN.password, "203.0.113.11");
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual(LOCKED);

    // The owner, from the browser that signed in before (another address, the same cookie): in.
    const owner = await attempt(ADMIN.password, "192.0.2.44", device);
    expect(owner.status).toBe(200);
    expect((await t.request("/api/auth/me", { cookie: (owner.headers.get("set-cookie") ?? "").split(";")[0] })).status).toBe(200);
    // The lock still holds for everybody else.
    expect((await attempt(ADMIN.password, "203.0.113.12")).status).toBe(429);
  }, 60_000);

  test("a known browser has a small limit of its own; a forged or borrowed device cookie counts for nothing", async () => {
    t = createTestApp({ trustProxy: true });
    await t.ready;
    const { createAdmin } = await import("./auth.service");
    await createAdmin(t.db, "redazione@example.com", ADMIN.password, "editor");
    const device = deviceCookieOf(await attempt(ADMIN.password, "198.51.100.7"));
    const [name, value] = device.split("=") as [string, string];

    await strangersLock();
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    expect((await attempt(ADMIN.password, "198.51.100.7", forged)).status).toBe(429);
    // A cookie of another account's browser does not open this one.
    await strangersLock("redazione@example.com");
    expect((await attempt(ADMIN.password, "198.51.100.8", device, "redazione@example.com")).status).toBe(429);

    for (let i = 1; i <= 5; i++) expect((await attempt(`sbagliata-${i}`, "198.51.100.7", device)).status).toBe(401);
    const held = await attempt(ADMIN.password, "198.51.100.7", device);
    expect(held.status).toBe(429);
    expect(await held.json()).toEqual(LOCKED);
  }, 60_000);

  test("strangers behind the owner's address (an office, a proxy) lock the address for themselves, not for the owner's known browser", async () => {
    t = createTestApp({ trustProxy: true });
    await t.ready;
    const office = "198.51.100.20";
    const device = deviceCookieOf(await attempt(ADMIN.password, office));
    for (let i = 1; i <= 12; i++) {
      const guess = await attempt("indovinata-1", office, undefined, `collega-${i}@example.com`);
      expect(guess.status).toBe(i <= 10 ? 401 : 429);
    }
    // Another guess from the address, even at a real account: still refused.
    const stranger = await attempt(ADMIN.password, office);
    expect(stranger.status).toBe(429);
    expect(await stranger.json()).toEqual(LOCKED);

    // The owner's browser that signed in before: in, and the address stays locked for the others.
    const owner = await attempt(ADMIN.password, office, device);
    expect(owner.status).toBe(200);
    expect((await attempt("indovinata-2", office, undefined, "collega-13@example.com")).status).toBe(429);
  }, 60_000);
});

describe("passkey sign-in", () => {
  async function options() {
    const res = await t.request("/api/auth/passkey/options", { method: "POST" });
    return (await res.json()) as { challenge: string; userVerification?: string };
  }

  test("is never held by the lock that failed passwords put on the account", async () => {
    t = createTestApp({ trustProxy: true });
    await t.ready;
    const admin = t.db.select().from(users).where(eq(users.email, ADMIN.email)).get()!;
    const passkey = addSoftwarePasskey(t.db, admin.id);
    await strangersLock();
    const res = await t.request("/api/auth/passkey", {
      method: "POST",
      json: { response: passkey.assert(await options()) },
      headers: { "x-forwarded-for": "192.0.2.10" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: ADMIN.email });
    expect((await attempt(ADMIN.password, "203.0.113.20")).status).toBe(429);
  }, 60_000);

  test("requires user verification: an assertion with only 'user present' is refused", async () => {
    t = createTestApp();
    await t.ready;
    const admin = t.db.select().from(users).where(eq(users.email, ADMIN.email)).get()!;
    const passkey = addSoftwarePasskey(t.db, admin.id);
    const asked = await options();
    expect(asked.userVerification).toBe("required");
    const presentOnly = await t.request("/api/auth/passkey", {
      method: "POST",
      json: { response: passkey.assert(asked, { userVerified: false }) },
    });
    expect(presentOnly.status).toBe(401);
    expect(await presentOnly.json()).toEqual({ message: "Passkey non riconosciuta per questo sito" });
    const verified = await t.request("/api/auth/passkey", {
      method: "POST",
      json: { response: passkey.assert(await options(), { userVerified: true }) },
    });
    expect(verified.status).toBe(200);
  }, 60_000);
});

describe("a deactivated person", () => {
  test("is told so only once the password is right; a wrong password or an unknown address learns nothing", async () => {
    t = createTestApp();
    await t.ready;
    const { createAdmin } = await import("./auth.service");
    await createAdmin(t.db, "ex@example.com", ADMIN.password, "editor");
    t.db.update(users).set({ active: false }).where(eq(users.email, "ex@example.com")).run();
    const right = await t.request("/api/auth/login", {
      method: "POST",
      json: { email: "ex@example.com", password: ADMIN.password },
    });
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual({
      message: "Il tuo account è stato disattivato: chiedi a un Amministratore di riattivarlo",
    });
    expect(right.headers.get("set-cookie") ?? "").not.toContain("parksite_session=");
    for (const email of ["ex@example.com", "nessuno@example.com"]) {
      const wrong = await t.request("/api/auth/login", { method: "POST", json: { email, password: "non-questa-password" } });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: "Email o password non corretti" });
    }
  }, 60_000);
});
