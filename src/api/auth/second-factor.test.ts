import { afterEach, describe, expect, test } from "bun:test";
import { recoveryCodesAnswerSchema, totpEnrolmentSchema } from "../../shared/schemas/people-answers";
import { Secret, TOTP } from "otpauth";
import { auditLog, recoveryCodes } from "../../db/schema";
import { ADMIN, createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });

const cookieOf = (res: Response, name = "parksite_session") =>
  (res.headers.getSetCookie?.() ?? [res.headers.get("set-cookie") ?? ""])
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith(`${name}=`)) ?? "";

/** Enrols the admin: answers the secret, the recovery codes and the rotated session cookie. */
async function enrol(cookie: string) {
  const setup = await t.request("/api/profile/totp", { method: "POST", cookie, json: { password: ADMIN.password } });
  expect(setup.status).toBe(200);
  const { secret, uri, qr } = totpEnrolmentSchema.parse(await setup.json());
  expect(uri).toStartWith("otpauth://totp/");
  expect(qr).toStartWith("data:image/svg+xml;base64,");
  expect(Buffer.from(qr.split(",")[1]!, "base64").toString()).toContain("<svg");
  const wrong = await t.request("/api/profile/totp/confirm", { method: "POST", cookie, json: { code: "000000" } });
  expect(wrong.status).toBe(400);
  // The previous step's code: not reusable by the login that follows.
  const confirm = await t.request("/api/profile/totp/confirm", {
    method: "POST",
    cookie,
    json: { code: codeAt(secret, Date.now() - 30_000) },
  });
  expect(confirm.status).toBe(200);
  const { recoveryCodes: codes } = recoveryCodesAnswerSchema.parse(await confirm.json());
  return { secret, codes, cookie: cookieOf(confirm) };
}

async function passwordStep() {
  const res = await t.request("/api/auth/login", { method: "POST", json: ADMIN });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ secondFactor: { methods: ["totp"] } });
  expect(cookieOf(res)).toBe("");
  return cookieOf(res, "parksite_login");
}

const secondStep = (challenge: string, body: object) =>
  t.request("/api/auth/login/second-factor", { method: "POST", cookie: challenge, json: body });

describe("TOTP", () => {
  test("enrolment with a first code, 10 recovery codes stored hashed, and a fresh session id", async () => {
    t = createTestApp();
    const before = await t.login();
    const { codes, cookie } = await enrol(before);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    const stored = JSON.stringify(t.db.select().from(recoveryCodes).all());
    for (const code of codes) expect(stored).not.toContain(code);
    expect(cookie).not.toBe(before);
    expect((await t.request("/api/auth/me", { cookie: before })).status).toBe(401);
    expect((await t.request("/api/profile", { cookie })).status).toBe(200);
    expect(await (await t.request("/api/profile", { cookie })).json()).toMatchObject({
      totpEnabled: true,
      recoveryCodesLeft: 10,
    });
  }, 60_000);

  test("sign-in: the right code opens a session, a wrong or reused code does not", async () => {
    t = createTestApp();
    const { secret } = await enrol(await t.login());
    const challenge = await passwordStep();
    expect(challenge).toMatch(/^parksite_login=/);

    const wrong = await secondStep(challenge, { code: "123456" === codeAt(secret) ? "654321" : "123456" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Codice non valido o già usato" });

    const code = codeAt(secret);
    const ok = await secondStep(challenge, { code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: ADMIN.email });
    const session = cookieOf(ok);
    expect((await t.request("/api/auth/me", { cookie: session })).status).toBe(200);

    // The same code again, on a new sign-in: refused.
    const again = await passwordStep();
    expect((await secondStep(again, { code })).status).toBe(401);
    // Without the password step there is nothing to complete.
    expect((await secondStep("", { code: codeAt(secret) })).status).toBe(401);
    const events = t.db
      .select()
      .from(auditLog)
      .all()
      .map((r) => r.event);
    expect(events.filter((e) => e === "auth.second_factor_failed")).toHaveLength(2);
  }, 60_000);

  test("a recovery code works once", async () => {
    t = createTestApp();
    const { codes } = await enrol(await t.login());
    const first = await secondStep(await passwordStep(), { recoveryCode: codes[3]!.toUpperCase() });
    expect(first.status).toBe(200);
    const reused = await secondStep(await passwordStep(), { recoveryCode: codes[3]! });
    expect(reused.status).toBe(401);
    expect((await reused.json()).message).toBe("Codice di recupero non valido o già usato");
    const cookie = cookieOf(first);
    expect(await (await t.request("/api/profile", { cookie })).json()).toMatchObject({ recoveryCodesLeft: 9 });
  }, 60_000);

  test("wrong codes are throttled like wrong passwords: 5 per sign-in, then the account locks", async () => {
    t = createTestApp();
    await enrol(await t.login());
    let status = 0;
    let failures = 0;
    for (let round = 0; round < 3 && status !== 429; round++) {
      const challenge = await passwordStep().catch(() => "");
      if (!challenge) break;
      for (let i = 0; i < 5; i++) {
        const res = await secondStep(challenge, { code: "000000" });
        status = res.status;
        if (status === 401) failures += 1;
        if (status === 429) break;
      }
    }
    expect(failures).toBe(10);
    const locked = await t.request("/api/auth/login", { method: "POST", json: ADMIN });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 60_000);

  test("disabling needs the password", async () => {
    t = createTestApp();
    const { cookie } = await enrol(await t.login());
    expect((await t.request("/api/profile/totp", { method: "DELETE", cookie, json: { password: "no" } })).status).toBe(400);
    const off = await t.request("/api/profile/totp", { method: "DELETE", cookie, json: { password: ADMIN.password } });
    expect(await off.json()).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
    expect(await (await t.request("/api/auth/login", { method: "POST", json: ADMIN })).json()).toMatchObject({
      email: ADMIN.email,
    });
  }, 60_000);
});

describe("second factor required for everyone", () => {
  test("a person without one may only open their profile until they enrol", async () => {
    t = createTestApp();
    const admin = await t.login();
    const set = await t.request("/api/people/security", { method: "PUT", cookie: admin, json: { required: true } });
    expect(await set.json()).toEqual({ requireSecondFactor: true });
    const me = await (await t.request("/api/auth/session", { cookie: admin })).json();
    expect(me.user).toMatchObject({ mustEnrolSecondFactor: true });
    const blocked = await t.request("/api/dashboard", { cookie: admin });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).message).toContain("È obbligatorio un secondo fattore");
    expect((await t.request("/api/profile", { cookie: admin })).status).toBe(200);
    const { cookie } = await enrol(admin);
    expect((await t.request("/api/dashboard", { cookie })).status).toBe(200);
    expect((await (await t.request("/api/auth/session", { cookie })).json()).user.mustEnrolSecondFactor).toBeUndefined();
  }, 60_000);
});

describe("a session satisfies a required second factor only by passing one itself", () => {
  test("a password-only session stays refused when its owner sets up a second factor in another browser: it signs in again", async () => {
    t = createTestApp();
    const admin = await t.login();
    await t.request("/api/people/security", { method: "PUT", cookie: admin, json: { required: true } });
    const other = await t.login();
    const refused = await t.request("/api/blog", { cookie: other });
    expect(refused.status).toBe(403);

    const { cookie } = await enrol(admin);
    expect((await t.request("/api/blog", { cookie })).status).toBe(200);

    // The other browser never passed the second factor: no drafts, no admin, told why.
    const after = await t.request("/api/blog", { cookie: other });
    expect(after.status).toBe(401);
    expect((await after.json()).message).toBe(
      "Il tuo account ora ha un secondo fattore di accesso: accedi di nuovo con il codice dell'app di autenticazione o con la passkey.",
    );
    expect((await t.request("/api/profile", { cookie: other })).status).toBe(401);
    expect(await (await t.request("/api/auth/session", { cookie: other })).json()).toEqual({
      user: null,
      ended: "second-factor",
    });
  }, 60_000);

  test("a session that passed the second factor at sign-in keeps it across its own password change", async () => {
    t = createTestApp();
    const admin = await t.login();
    const { secret } = await enrol(admin);
    await t.request("/api/people/security", { method: "PUT", cookie: admin, json: { required: true } });
    const challenge = await passwordStep();
    const signedIn = await secondStep(challenge, { code: codeAt(secret) });
    expect(signedIn.status).toBe(200);
    const changed = await t.request("/api/profile/password", {
      method: "PUT",
      cookie: cookieOf(signedIn),
      json: { current: ADMIN.password, password: "una-nuova-password-lunga" },
    });
    expect(changed.status).toBe(200);
    expect((await t.request("/api/blog", { cookie: cookieOf(changed) })).status).toBe(200);
  }, 60_000);
});
