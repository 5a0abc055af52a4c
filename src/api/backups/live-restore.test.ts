import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataFolder } from "../../backups/layout";
import type { RestoreStep } from "../../backups/restore";
import { createSnapshot } from "../../backups/snapshot";
import { auditLog, contactRequests } from "../../db/schema";
import type { BackupOverview } from "../../shared/backups";
import { createTestApp } from "../../test-support/test-app";

let failAt: RestoreStep | null = null;
let holdAt: { step: RestoreStep; until: Promise<void> } | null = null;
const t = createTestApp({
  liveRestore: (step) => {
    if (step === failAt) throw new Error(`guasto simulato in ${step} (/percorso/segreto)`);
    if (step === holdAt?.step) return holdAt.until;
  },
});
afterAll(() => t.cleanup());

const addRequest = (message: string) =>
  t.ctx.db
    .insert(contactRequests)
    .values({ name: "A", email: "a@b.it", phone: "1", company: "", message, created_at: "2026-01-01", updated_at: "2026-01-01" })
    .run();
const messages = () =>
  t.ctx.db
    .select()
    .from(contactRequests)
    .all()
    .map((r) => r.message);
const events = () =>
  t.ctx.db
    .select()
    .from(auditLog)
    .all()
    .map((r) => ({ event: r.event, target: r.target, actor: r.actor_email }));
const sessionCount = () => (t.ctx.db.$client.query("SELECT count(*) AS n FROM sessions").get() as { n: number }).n;
const overview = async (cookie: string) => (await (await t.request("/api/backups", { cookie })).json()) as BackupOverview;

/** Waits for the restore to end, reading its state as an Amministratore (signing in again once sessions ended). */
async function finished(cookie: string, started: Response): Promise<BackupOverview> {
  const { restore } = (await started.json()) as { restore: { id: string } };
  for (let i = 0; i < 200; i++) {
    const res = await t.request("/api/backups", { cookie });
    const body = res.status === 401 ? await overview(await t.login()) : ((await res.json()) as BackupOverview);
    if (body.restore?.id === restore.id && body.restore.state !== "in_corso") return body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("il ripristino non finisce");
}

const dataListing = () =>
  readdirSync(t.config.dataDir)
    .filter((n) => n !== "backups")
    .sort();

describe("restore in the running server", () => {
  test("writes wait out the restore with 503; data back to the snapshot, trail kept, every session ended, set-aside data restorable and deletable", async () => {
    const cookie = await t.login();
    const other = await t.login();
    addRequest("nel backup");
    const snapshot = createSnapshot(dataFolder(t.config.dataDir), { kind: "manuale" });
    addRequest("dopo il backup");
    expect(
      (await t.request("/api/backups/policy", { method: "PUT", cookie, json: { hour: 5, keep_daily: 7, keep_weekly: 4 } }))
        .status,
    ).toBe(200);

    let release = () => {};
    holdAt = { step: "preparazione", until: new Promise((resolve) => (release = resolve)) };
    const started = await t.request(`/api/backups/${snapshot.name}/restore`, { method: "POST", cookie });
    expect(started.status).toBe(202);
    // Until the restore reaches the held step, and while it is held: writes are refused in Italian.
    for (let i = 0; i < 200 && t.ctx.restore?.latest()?.step !== "preparazione del database"; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(t.ctx.restore?.latest()?.step).toBe("preparazione del database");
    const write = await t.request("/api/backups/policy", {
      method: "PUT",
      cookie,
      json: { hour: 6, keep_daily: 7, keep_weekly: 4 },
    });
    expect(write.status).toBe(503);
    expect(((await write.json()) as { message: string }).message).toContain("Ripristino di un backup in corso");
    // A read that arrives while the data is being swapped waits for it, then is answered by the restored data.
    const waiting = t.request("/api/backups", { cookie: other });
    release();
    holdAt = null;
    expect((await waiting).status).toBe(401);

    const done = await finished(cookie, started);
    expect(done.restore?.state).toBe("completato");
    expect(done.restore?.message).toContain("accedi di nuovo");
    expect(messages()).toEqual(["nel backup"]);
    // Both sessions ended: the page that asked and another browser, each told why.
    const refused = await t.request("/api/backups", { cookie });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      message: "Il sito è stato ripristinato da un backup e tutte le sessioni sono state chiuse: accedi di nuovo.",
    });
    expect((await t.request("/api/backups", { cookie: other })).status).toBe(401);
    expect(await (await t.request("/api/auth/session", { cookie: other })).json()).toEqual({ user: null, ended: "restored" });
    const trail = events();
    expect(trail).toContainEqual({ event: "backup.policy_changed", target: "pianificazione", actor: "staff@example.com" });
    expect(trail).toContainEqual({ event: "backup.restore_requested", target: snapshot.name, actor: "staff@example.com" });
    expect(trail).toContainEqual({ event: "backup.restored", target: snapshot.name, actor: "staff@example.com" });
    expect(done.replaced).toHaveLength(1);

    // The data it replaced is listed, and can be put back.
    const again = await t.login();
    const aside = done.replaced[0]?.name ?? "";
    const putBack = await t.request(`/api/backups/replaced/${aside}/restore`, { method: "POST", cookie: again });
    expect(putBack.status).toBe(202);
    const back = await finished(again, putBack);
    expect(back.restore?.state).toBe("completato");
    expect(messages()).toEqual(["nel backup", "dopo il backup"]);
    expect(events().filter((e) => e.event === "backup.restored")).toHaveLength(2);

    const admin = await t.login();
    const list = await overview(admin);
    expect(list.replaced).toHaveLength(2);
    for (const r of list.replaced) {
      expect((await t.request(`/api/backups/replaced/${r.name}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    }
    expect((await overview(admin)).replaced).toEqual([]);
    expect(events().filter((e) => e.event === "backup.replaced_deleted")).toHaveLength(2);
    expect((await t.request("/api/backups/replaced/..%2Fparksite.db", { method: "DELETE", cookie: admin })).status).toBe(404);
  }, 60_000);

  const steps: RestoreStep[] = [
    "copia",
    "verifica",
    "preparazione",
    "chiusura",
    "sostituzione del database",
    "sostituzione delle immagini",
    "riapertura",
  ];
  for (const step of steps) {
    test(`a failure in the step '${step}' leaves the data exactly as before`, async () => {
      const cookie = await t.login();
      const snapshot = createSnapshot(dataFolder(t.config.dataDir), { kind: "manuale" });
      addRequest(`dopo il backup (${step})`);
      writeFileSync(join(t.config.uploadsDir, `nuovo-${steps.indexOf(step)}.txt`), "dopo il backup");
      const before = {
        messages: messages(),
        sessions: sessionCount(),
        files: dataListing(),
        uploads: readdirSync(t.config.uploadsDir),
      };

      failAt = step;
      const started = await t.request(`/api/backups/${snapshot.name}/restore`, { method: "POST", cookie });
      expect(started.status).toBe(202);
      const done = await finished(cookie, started);
      failAt = null;

      expect(done.restore?.state).toBe("errore");
      expect(done.restore?.message).toContain("i dati sono rimasti quelli di prima");
      expect(done.restore?.message).not.toContain("/percorso/segreto");
      expect(messages()).toEqual(before.messages);
      expect(sessionCount()).toBe(before.sessions);
      expect(dataListing()).toEqual(before.files);
      expect(readdirSync(t.config.uploadsDir)).toEqual(before.uploads);
      expect(existsSync(join(t.config.dataDir, "restore-journal.json"))).toBe(false);
      // The session that asked still works, writes are taken again, and the failure is in the trail.
      expect(
        (await t.request("/api/backups/policy", { method: "PUT", cookie, json: { hour: 3, keep_daily: 7, keep_weekly: 4 } }))
          .status,
      ).toBe(200);
      expect(events()).toContainEqual({ event: "backup.restore_failed", target: snapshot.name, actor: "staff@example.com" });
    }, 30_000);
  }
});
