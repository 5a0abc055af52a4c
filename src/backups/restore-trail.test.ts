import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createAdmin } from "../api/auth/auth.service";
import { writeAudit } from "../audit/audit.service";
import { loadConfig } from "../config";
import { applyPendingRestore } from "../data-folder";
import { closeDatabase, openDatabase } from "../db/client";
import { dataFolder } from "./layout";
import { PENDING_RESTORE } from "./layout";
import { restoreSnapshot } from "./restore";
import { createSnapshot } from "./snapshot";
import { makeDataFolder } from "../test-support/backup-data-folder";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function addSessionAndLink(dir: string, userId: number, tag: string) {
  const sqlite = new Database(join(dir, "parksite.db"));
  const now = Date.now();
  sqlite
    .query("INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)")
    .run(`sessione-${tag}`, userId, now, now, now + 86_400_000);
  sqlite
    .query("INSERT INTO invitations (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)")
    .run(`invito-${tag}`, userId, now + 86_400_000, now);
  sqlite.close();
}

function audit(dir: string, target: string) {
  const db = openDatabase(join(dir, "parksite.db"));
  writeAudit(db, { event: "post.updated", actor: { id: 1, email: "staff@example.com" }, target });
  closeDatabase(db);
}

function read(dir: string) {
  const sqlite = new Database(join(dir, "parksite.db"), { readonly: true });
  const rows = {
    audit: sqlite.query("SELECT event, target, actor_email, details FROM audit_log ORDER BY id").all() as {
      event: string;
      target: string;
      actor_email: string;
      details: string;
    }[],
    sessions: (sqlite.query("SELECT count(*) AS n FROM sessions").get() as { n: number }).n,
    links: (sqlite.query("SELECT count(*) AS n FROM invitations").get() as { n: number }).n,
  };
  sqlite.close();
  return rows;
}

async function folderWithAdmin(): Promise<{ dir: string; userId: number }> {
  const dir = makeDataFolder();
  made.push(dir);
  const db = openDatabase(join(dir, "parksite.db"));
  const user = await createAdmin(db, "admin@example.com", "una-password-sicura");
  closeDatabase(db);
  return { dir, userId: user.id };
}

describe("a restore keeps the trail and ends every session", () => {
  test("audit rows written after the snapshot survive, the restore is recorded, sessions and links end", async () => {
    const { dir, userId } = await folderWithAdmin();
    audit(dir, "prima del backup");
    addSessionAndLink(dir, userId, "nel-backup");
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    audit(dir, "dopo il backup");
    addSessionAndLink(dir, userId, "dopo");

    restoreSnapshot(snapshot.path, dir, { actor: { id: userId, email: "admin@example.com", ip: "10.0.0.9" } });

    const after = read(dir);
    expect(after.audit.filter((r) => r.event === "post.updated").map((r) => r.target)).toEqual([
      "prima del backup",
      "dopo il backup",
    ]);
    const restored = after.audit.at(-1);
    expect(restored?.event).toBe("backup.restored");
    expect(restored?.target).toBe(snapshot.name);
    expect(restored?.actor_email).toBe("admin@example.com");
    expect(JSON.parse(restored?.details ?? "{}")).toMatchObject({ created_at: snapshot.manifest.created_at });
    // Sessions alive in the snapshot and the one opened since: all ended, and every open link.
    expect(after.sessions).toBe(0);
    expect(after.links).toBe(0);
  });

  test("a restore chosen for the next start records who chose it; one that fails is recorded too", async () => {
    const { dir, userId } = await folderWithAdmin();
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    audit(dir, "dopo il backup");
    const actor = { id: userId, email: "admin@example.com" };
    writeFileSync(join(dir, PENDING_RESTORE), JSON.stringify({ snapshot: snapshot.name, actor }));
    applyPendingRestore(loadConfig({ data: dir }, {}), () => {});
    let rows = read(dir).audit;
    expect(rows.map((r) => r.target)).toContain("dopo il backup");
    expect(rows.at(-1)).toMatchObject({ event: "backup.restored", target: snapshot.name, actor_email: "admin@example.com" });

    writeFileSync(join(dir, PENDING_RESTORE), JSON.stringify({ snapshot: "parksite-20200101-000000-000-manuale", actor }));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      applyPendingRestore(loadConfig({ data: dir }, {}), () => {});
    } finally {
      console.error = original;
    }
    expect(errors.length).toBeGreaterThan(0);
    rows = read(dir).audit;
    expect(rows.at(-1)).toMatchObject({
      event: "backup.restore_failed",
      target: "parksite-20200101-000000-000-manuale",
      actor_email: "admin@example.com",
    });
  });
});
