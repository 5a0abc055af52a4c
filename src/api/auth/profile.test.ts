import { afterEach, describe, expect, test } from "bun:test";
import { passwordChangedSchema } from "../../shared/schemas/people-answers";
import type { SessionView } from "../../shared/schemas/profile";
import { ADMIN, createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function loginFrom(userAgent: string, password = ADMIN.password) {
  const res = await t.request("/api/auth/login", {
    method: "POST",
    json: { email: ADMIN.email, password },
    headers: { "user-agent": userAgent },
  });
  expect(res.status).toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

describe("own profile", () => {
  test("name: saved, validated in Italian, shown by /api/auth/me", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const bad = await t.request("/api/profile/name", { method: "PUT", cookie, json: { name: "<b>x" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Il nome contiene caratteri non ammessi");
    const ok = await t.request("/api/profile/name", { method: "PUT", cookie, json: { name: "Paola Verdi" } });
    expect(await ok.json()).toMatchObject({ name: "Paola Verdi", email: ADMIN.email, role: "amministratore" });
    expect(await (await t.request("/api/auth/me", { cookie })).json()).toMatchObject({ name: "Paola Verdi" });
  }, 60_000);

  test("password change: the current password is required, other sessions end, this one gets a new id", async () => {
    t = createTestApp();
    await t.ready;
    const here = await loginFrom(CHROME_WINDOWS);
    const phone = await loginFrom(SAFARI_IPHONE);

    const wrong = await t.request("/api/profile/password", {
      method: "PUT",
      cookie: here,
      json: { current: "non-e-questa", password: "girasole-di-campagna-88" },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: "La password attuale non è corretta", field: "current" });

    const weak = await t.request("/api/profile/password", {
      method: "PUT",
      cookie: here,
      json: { current: ADMIN.password, password: "1234567890" },
    });
    expect(weak.status).toBe(400);
    const weakAnswer = await weak.json();
    expect(weakAnswer.message).toContain("troppo facile da indovinare");
    expect(weakAnswer.field).toBe("password");

    const withEmail = await t.request("/api/profile/password", {
      method: "PUT",
      cookie: here,
      json: { current: ADMIN.password, password: "staff@example.com-e-poi" },
    });
    expect((await withEmail.json()).message).toContain("non può contenere il tuo nome o il tuo indirizzo email");

    const ok = await t.request("/api/profile/password", {
      method: "PUT",
      cookie: here,
      json: { current: ADMIN.password, password: "girasole-di-campagna-88" },
    });
    expect(ok.status).toBe(200);
    expect(passwordChangedSchema.parse(await ok.json())).toEqual({ ok: true });
    const rotated = cookieOf(ok);
    expect(rotated).toMatch(/^parksite_session=/);
    expect(rotated).not.toBe(here);
    expect((await t.request("/api/auth/me", { cookie: phone })).status).toBe(401);
    expect((await t.request("/api/auth/me", { cookie: here })).status).toBe(401);
    expect((await t.request("/api/auth/me", { cookie: rotated })).status).toBe(200);
    expect((await t.request("/api/auth/login", { method: "POST", json: ADMIN })).status).toBe(401);
    await loginFrom(CHROME_WINDOWS, "girasole-di-campagna-88");
  }, 60_000);

  test("sessions: device, address and last seen; end one, then all the others", async () => {
    t = createTestApp();
    await t.ready;
    const here = await loginFrom(CHROME_WINDOWS);
    const phone = await loginFrom(SAFARI_IPHONE);
    const third = await loginFrom("curl/8.0");

    const list = (await (await t.request("/api/profile/sessions", { cookie: here })).json()) as SessionView[];
    expect(list).toHaveLength(3);
    expect(list.find((s) => s.current)?.device).toBe("Chrome su Windows");
    expect(list.map((s) => s.device).sort()).toEqual(["Altro dispositivo", "Chrome su Windows", "Safari su iOS"]);
    for (const s of list) {
      expect(s.id).toMatch(/^[0-9a-f]{24}$/);
      expect(Number.isNaN(Date.parse(s.lastSeenAt))).toBe(false);
      expect(s.ip).toBe("unknown");
    }

    const iphone = list.find((s) => s.device === "Safari su iOS")!;
    expect((await t.request(`/api/profile/sessions/${iphone.id}`, { method: "DELETE", cookie: here })).status).toBe(200);
    expect((await t.request("/api/auth/me", { cookie: phone })).status).toBe(401);
    expect((await t.request(`/api/profile/sessions/${iphone.id}`, { method: "DELETE", cookie: here })).status).toBe(404);

    const others = await t.request("/api/profile/sessions/end-others", { method: "POST", cookie: here });
    expect(await others.json()).toEqual({ ended: 1 });
    expect((await t.request("/api/auth/me", { cookie: third })).status).toBe(401);
    expect((await t.request("/api/auth/me", { cookie: here })).status).toBe(200);
  }, 60_000);

  test("nobody can end another person's session through their own list", async () => {
    t = createTestApp();
    const admin = await t.login();
    const list = (await (await t.request("/api/profile/sessions", { cookie: admin })).json()) as SessionView[];
    const { createAdmin } = await import("./auth.service");
    await createAdmin(t.db, "altro@example.com", "una-password-sicura", "editor");
    const other = await t.login("altro@example.com", "una-password-sicura");
    expect((await t.request(`/api/profile/sessions/${list[0]!.id}`, { method: "DELETE", cookie: other })).status).toBe(404);
    expect((await t.request("/api/auth/me", { cookie: admin })).status).toBe(200);
  }, 60_000);
});
