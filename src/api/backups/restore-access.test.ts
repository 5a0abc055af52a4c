import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { dataFolder } from "../../backups/layout";
import { createSnapshot } from "../../backups/snapshot";
import { auditLog, users } from "../../db/schema";
import { ADMIN, createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const NEW_PASSWORD = "una-password-nuova-e-lunga";
const signIn = (email: string, password: string) => t.request("/api/auth/login", { method: "POST", json: { email, password } });
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
const idOf = (email: string) => t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()?.id ?? 0;

/** Starts a restore from the admin page and waits for it to end. */
async function restoreFromPage(cookie: string, snapshot: string): Promise<void> {
  const started = await t.request(`/api/backups/${snapshot}/restore`, { method: "POST", cookie });
  expect(started.status).toBe(202);
  for (let i = 0; i < 400 && t.ctx.restore?.running(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(t.ctx.restore?.latest()?.state).toBe("completato");
}

describe("a restore from the admin never gives back an access revoked since the snapshot", () => {
  test("a person deactivated since stays out; a password changed since stays the new one; the old one is refused", async () => {
    t = createTestApp({ liveRestore: () => {} });
    const admin = await t.login();
    await t.loginAs("editor", "redazione@example.com");
    const editor = { id: idOf("redazione@example.com") };
    const snapshot = createSnapshot(dataFolder(t.config.dataDir), { kind: "manuale" });

    // Since the snapshot: the editor is deactivated, the Amministratore's password (leaked) changed.
    expect(
      (await t.request(`/api/people/${editor.id}/active`, { method: "PUT", cookie: admin, json: { active: false } })).status,
    ).toBe(200);
    const changed = await t.request("/api/profile/password", {
      method: "PUT",
      cookie: admin,
      json: { current: ADMIN.password, password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);

    await restoreFromPage(cookieOf(changed), snapshot.name);

    const deactivated = await signIn("redazione@example.com", ADMIN.password);
    expect(deactivated.status).toBe(403);
    expect((await deactivated.json()).message).toBe(
      "Il tuo account è stato disattivato: chiedi a un Amministratore di riattivarlo",
    );
    const leaked = await signIn(ADMIN.email, ADMIN.password);
    expect(leaked.status).toBe(401);
    expect((await leaked.json()).message).toBe("Email o password non corretti");
    expect((await signIn(ADMIN.email, NEW_PASSWORD)).status).toBe(200);
    const restored = t.ctx.db.select().from(auditLog).where(eq(auditLog.event, "backup.restored")).get();
    expect(restored?.details).toMatchObject({ people: "attuali", via: "pagina" });
  }, 60_000);

  test("a person added since keeps their access; one removed since does not come back", async () => {
    t = createTestApp({ liveRestore: () => {} });
    const admin = await t.login();
    await t.loginAs("editor", "ex@example.com");
    const snapshot = createSnapshot(dataFolder(t.config.dataDir), { kind: "manuale" });
    t.ctx.db
      .delete(users)
      .where(eq(users.id, idOf("ex@example.com")))
      .run();
    await t.loginAs("commerciale", "nuova@example.com");

    await restoreFromPage(admin, snapshot.name);

    expect((await signIn("ex@example.com", ADMIN.password)).status).toBe(401);
    const added = await signIn("nuova@example.com", ADMIN.password);
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ email: "nuova@example.com", role: "commerciale" });
  }, 60_000);
});
