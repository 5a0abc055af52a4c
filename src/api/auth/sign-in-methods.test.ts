import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, passkeys, users } from "../../db/schema";
import { addSoftwarePasskey } from "../../test-support/software-passkey";
import { ADMIN, createTestApp, type TestApp } from "../../test-support/test-app";

// Sign-ins hash passwords (argon2id): on a busy machine a test needs more than the default 5 s.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const ASK = "Inserisci la tua password per confermare";
const WRONG = "La password non è corretta";

describe("every change of sign-in methods asks for the password", () => {
  test("adding or removing a passkey, turning the app on or off, new recovery codes: refused without it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const admin = t.db.select().from(users).where(eq(users.email, ADMIN.email)).get()!;
    const passkey = addSoftwarePasskey(t.db, admin.id);
    // Turning the app off and new codes need it on: switch it on directly.
    t.db.update(users).set({ totp_secret: "JBSWY3DPEHPK3PXP", totp_enabled_at: new Date().toISOString() }).run();

    const changes = [
      ["POST", "/api/profile/passkeys/options"],
      ["DELETE", `/api/profile/passkeys/${passkey.id}`],
      ["DELETE", "/api/profile/totp"],
      ["POST", "/api/profile/totp/recovery-codes"],
    ] as const;
    for (const [method, path] of changes) {
      const without = await t.request(path, { method, cookie, json: {} });
      expect(without.status, `${method} ${path}`).toBe(400);
      expect((await without.json()).message).toBe(ASK);
      const wrong = await t.request(path, { method, cookie, json: { password: "non-e-questa" } });
      expect(wrong.status, `${method} ${path}`).toBe(400);
      expect(await wrong.json()).toEqual({ message: WRONG, field: "password" });
    }
    expect(t.db.select().from(passkeys).all()).toHaveLength(1);
    expect(t.db.select().from(users).where(eq(users.id, admin.id)).get()?.totp_enabled_at).not.toBeNull();
    const failed = t.db
      .select()
      .from(auditLog)
      .all()
      .filter((r) => r.outcome === "failed");
    expect(failed.map((r) => r.event).sort()).toEqual(
      ["account.passkey_added", "account.passkey_removed", "account.recovery_codes_created", "account.totp_disabled"].sort(),
    );

    // With the password: the passkey goes, by name in the log.
    const removed = await t.request(`/api/profile/passkeys/${passkey.id}`, {
      method: "DELETE",
      cookie,
      json: { password: ADMIN.password },
    });
    expect(removed.status).toBe(200);
    expect(t.db.select().from(passkeys).all()).toHaveLength(0);
    expect(
      t.db
        .select()
        .from(auditLog)
        .all()
        .find((r) => r.event === "account.passkey_removed" && r.outcome === "ok"),
    ).toMatchObject({ details: { name: "Chiave di prova" } });
    const options = await t.request("/api/profile/passkeys/options", {
      method: "POST",
      cookie,
      json: { password: ADMIN.password },
    });
    expect(options.status).toBe(200);
    expect(await options.json()).toMatchObject({ authenticatorSelection: { userVerification: "required" } });
  });

  test("turning the authenticator app on asks for it too", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const without = await t.request("/api/profile/totp", { method: "POST", cookie, json: {} });
    expect(without.status).toBe(400);
    expect((await without.json()).message).toBe(ASK);
    expect(t.db.select().from(users).get()?.totp_secret).toBeNull();
    const started = await t.request("/api/profile/totp", { method: "POST", cookie, json: { password: ADMIN.password } });
    expect(started.status).toBe(200);
  });
});
