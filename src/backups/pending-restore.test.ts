import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../config";
import { applyPendingRestore, openDataFolder } from "../data-folder";
import { closeDatabase } from "../db/client";
import { dataFolder, PENDING_RESTORE } from "./layout";
import { createSnapshot } from "./snapshot";
import { addContactRequest, makeDataFolder } from "../test-support/backup-data-folder";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function messages(dir: string): string[] {
  const db = new Database(join(dir, "parksite.db"), { readonly: true });
  const rows = (db.query("SELECT message FROM contact_requests ORDER BY id").values() as [string][]).map((r) => r[0]);
  db.close();
  return rows;
}

describe("restore at start", () => {
  test("a restore chosen from the admin page runs before the database opens", () => {
    const dir = makeDataFolder();
    made.push(dir);
    addContactRequest(dir, "prima del backup");
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    addContactRequest(dir, "dopo il backup");
    writeFileSync(join(dir, PENDING_RESTORE), JSON.stringify({ snapshot: snapshot.name }));
    const config = loadConfig({ data: dir }, {});
    applyPendingRestore(config, () => {});
    expect(existsSync(join(dir, PENDING_RESTORE))).toBe(false);
    expect(messages(dir)).toEqual(["prima del backup"]);
    closeDatabase(openDataFolder(config));
    expect(existsSync(join(dir, "replaced"))).toBe(true);
  });

  test("a restore a crash interrupted half-way is finished at the next start", () => {
    const dir = makeDataFolder();
    made.push(dir);
    addContactRequest(dir, "nel backup");
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    addContactRequest(dir, "attuale");
    // The state a crash leaves after the current database was moved aside, before the snapshot's moved in.
    const stage = join(dir, ".tmp-restore-20260101T000000Z");
    mkdirSync(join(stage, "uploads"), { recursive: true });
    copyFileSync(join(snapshot.path, "parksite.db"), join(stage, "parksite.db"));
    writeFileSync(
      join(dir, "restore-journal.json"),
      JSON.stringify({ stage: ".tmp-restore-20260101T000000Z", aside: "replaced/x" }),
    );
    mkdirSync(join(dir, "replaced/x"), { recursive: true });
    renameSync(join(dir, "parksite.db"), join(dir, "replaced/x/parksite.db"));

    closeDatabase(openDataFolder(loadConfig({ data: dir }, {})));
    expect(messages(dir)).toEqual(["nel backup"]);
    expect(existsSync(stage)).toBe(false);
    expect(existsSync(join(dir, "restore-journal.json"))).toBe(false);
  });
});
