import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { backupJobsFor } from "../../backups/jobs";
import { createTestApp } from "../../test-support/test-app";
import { verifySnapshot } from "../../backups/verify";
import type { BackupOverview } from "../../shared/backups";
import { auditLog } from "../../db/schema";

const t = createTestApp();
afterAll(() => t.cleanup());

/** The audit log as pairs of event and target, oldest first. */
const auditTrail = () =>
  t.db
    .select()
    .from(auditLog)
    .all()
    .map((l) => [l.event, l.target]);

describe("/api/backups", () => {
  test("only an Amministratore opens it: 401 without a session, 403 for an editor", async () => {
    expect((await t.request("/api/backups")).status).toBe(401);
    const cookie = await t.login();
    const setRole = (role: string) => t.db.$client.query("UPDATE users SET role = ?").run(role);
    setRole("editor");
    const res = await t.request("/api/backups", { cookie });
    setRole("amministratore");
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  test("create now, follow the job, list, download a tar that verifies, delete", async () => {
    const cookie = await t.login();
    const created = await t.request("/api/backups", { method: "POST", cookie });
    expect(created.status).toBe(202);
    const { job } = (await created.json()) as { job: { id: string } };
    expect((await t.request("/api/backups", { method: "POST", cookie })).status).toBe(409);
    await backupJobsFor(t.config.dataDir).idle();
    const followed = (await (await t.request(`/api/backups/jobs/${job.id}`, { cookie })).json()) as {
      job: { state: string; snapshot: string };
    };
    expect(followed.job.state).toBe("completato");

    const list = (await (await t.request("/api/backups", { cookie })).json()) as BackupOverview;
    expect(list.snapshots.map((s) => s.name)).toEqual([followed.job.snapshot]);
    expect(list.snapshots[0]?.bytes).toBeGreaterThan(0);
    expect(list.policy).toEqual({ hour: 3, keep_daily: 7, keep_weekly: 4 });

    const download = await t.request(`/api/backups/${followed.job.snapshot}/download`, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${followed.job.snapshot}.tar"`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.byteLength).toBe(Number(download.headers.get("content-length")));
    const file = join(t.config.dataDir, "scaricato.tar");
    writeFileSync(file, bytes);
    expect(verifySnapshot(file).ok).toBe(true);

    const uploaded = await t.request("/api/backups/upload", {
      method: "POST",
      cookie,
      body: readFileSync(file),
      headers: { "content-type": "application/x-tar" },
    });
    expect(uploaded.status).toBe(202);
    await backupJobsFor(t.config.dataDir).idle();
    const after = (await (await t.request("/api/backups", { cookie })).json()) as BackupOverview;
    expect(after.snapshots.map((s) => s.kind).sort()).toEqual(["caricato", "manuale"]);

    expect((await t.request(`/api/backups/${followed.job.snapshot}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await t.request(`/api/backups/${followed.job.snapshot}/download`, { cookie })).status).toBe(404);
    expect((await t.request("/api/backups/..%2Fparksite.db/download", { cookie })).status).toBe(404);
    const audited = t.db
      .select()
      .from(auditLog)
      .all()
      .filter((l) => l.event.startsWith("backup."));
    const uploadedName = after.snapshots.find((s) => s.kind === "caricato")?.name;
    expect(audited.map((l) => [l.event, l.target])).toEqual([
      ["backup.created", ""],
      ["backup.downloaded", followed.job.snapshot],
      ["backup.uploaded", uploadedName ?? "?"],
      ["backup.deleted", followed.job.snapshot],
    ]);
  }, 30_000);

  test("a server that cannot restore in place schedules the restore for its next start", async () => {
    const cookie = await t.login();
    const [snapshot] = ((await (await t.request("/api/backups", { cookie })).json()) as BackupOverview).snapshots;
    const res = await t.request(`/api/backups/${snapshot?.name}/restore`, { method: "POST", cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain("prossimo avvio");
    expect(body.message).not.toContain("systemctl");
    expect(existsSync(join(t.config.dataDir, "restore-pending.json"))).toBe(true);
    expect(auditTrail()).toContainEqual(["backup.restore_requested", snapshot?.name ?? ""]);
    expect((await t.request("/api/backups/restore", { method: "DELETE", cookie })).status).toBe(200);
    expect(auditTrail()).toContainEqual(["backup.restore_cancelled", snapshot?.name ?? ""]);
    expect(existsSync(join(t.config.dataDir, "restore-pending.json"))).toBe(false);
    expect(
      (await t.request("/api/backups/parksite-20200101-000000-000-manuale/restore", { method: "POST", cookie })).status,
    ).toBe(404);
  });

  test("the policy is validated in Italian and saved", async () => {
    const cookie = await t.login();
    const bad = await t.request("/api/backups/policy", {
      method: "PUT",
      cookie,
      json: { hour: 25, keep_daily: 7, keep_weekly: 4 },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("L'ora va da 0 a 23");
    const ok = await t.request("/api/backups/policy", {
      method: "PUT",
      cookie,
      json: { hour: 2, keep_daily: 5, keep_weekly: 2 },
    });
    expect(ok.status).toBe(200);
    const list = (await (await t.request("/api/backups", { cookie })).json()) as BackupOverview;
    expect(list.policy).toEqual({ hour: 2, keep_daily: 5, keep_weekly: 2 });
  });

  test("an upload that is not a snapshot ends in an Italian error, and a cross-site write is refused", async () => {
    const cookie = await t.login();
    const res = await t.request("/api/backups/upload", { method: "POST", cookie, body: "non sono un archivio" });
    expect(res.status).toBe(202);
    await backupJobsFor(t.config.dataDir).idle();
    const list = (await (await t.request("/api/backups", { cookie })).json()) as BackupOverview;
    expect(list.job?.state).toBe("errore");
    expect(list.job?.message).toContain("non è un backup di parksite valido");
    const foreign = await t.request("/api/backups", { method: "POST", cookie, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
  }, 20_000);
});
