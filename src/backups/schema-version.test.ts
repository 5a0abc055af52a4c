import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config";
import { closeDatabase, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { embeddedMigrations } from "../db/migrations";
import { openDataFolder } from "../data-folder";
import { listSnapshots } from "./catalog";
import { binarySchemaVersion, migrationsDue, NewerSchemaError, readDataSchema } from "./schema-version";
import { makeDataFolder } from "../test-support/backup-data-folder";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("schema version", () => {
  test("an older executable refuses a data folder a newer one migrated, and leaves it untouched", () => {
    const dir = makeDataFolder();
    made.push(dir);
    const db = new Database(join(dir, "parksite.db"));
    db.query("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('dal-futuro', ?)").run(Date.now() + 10 ** 12);
    db.close();
    const before = readFileSync(join(dir, "parksite.db"));
    let error: unknown;
    try {
      openDataFolder(loadConfig({ data: dir }, {}));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NewerSchemaError);
    expect((error as Error).message).toContain(`schema ${binarySchemaVersion() + 1}`);
    expect((error as Error).message).toContain("usa l'eseguibile più recente");
    expect(readFileSync(join(dir, "parksite.db"))).toEqual(before);
    expect(listSnapshots(dir)).toEqual([]);
  });

  test("a pending migration is preceded by a snapshot of the old schema", () => {
    const dir = mkdtempSync(join(tmpdir(), "parksite-upgrade-"));
    made.push(dir);
    const old = openDatabase(join(dir, "parksite.db"));
    runMigrations(old, embeddedMigrations.slice(0, -1));
    closeDatabase(old);
    closeDatabase(openDataFolder(loadConfig({ data: dir }, {})));
    const snapshots = listSnapshots(dir);
    expect(snapshots.map((s) => [s.kind, s.schema_version])).toEqual([["pre-aggiornamento", embeddedMigrations.length - 1]]);
    // Opening again: nothing pending, no new snapshot.
    closeDatabase(openDataFolder(loadConfig({ data: dir }, {})));
    expect(listSnapshots(dir)).toHaveLength(1);
  });

  test("the migrations run for a new or older database, not for one that has them all", () => {
    const dir = mkdtempSync(join(tmpdir(), "parksite-schema-"));
    made.push(dir);
    expect(migrationsDue(null)).toBe(true);
    const old = openDatabase(join(dir, "parksite.db"));
    expect(migrationsDue(readDataSchema(old.$client))).toBe(true);
    runMigrations(old, embeddedMigrations.slice(0, -1));
    expect(migrationsDue(readDataSchema(old.$client))).toBe(true);
    runMigrations(old);
    expect(migrationsDue(readDataSchema(old.$client))).toBe(false);
    closeDatabase(old);
    // Opened again with nothing due, the folder is the same database, its migrations all recorded.
    const db = openDataFolder(loadConfig({ data: dir }, {}));
    expect(readDataSchema(db.$client)).toEqual({ version: embeddedMigrations.length, unknown: 0, pending: 0 });
    closeDatabase(db);
  });

  test("--version prints the version and the schema version", () => {
    const out = Bun.spawnSync([process.execPath, join(import.meta.dir, "../main.ts"), "--version"]);
    expect(out.stdout.toString()).toMatch(
      new RegExp(`^parksite \\d+\\.\\d+\\.\\d+ \\(schema dei dati ${embeddedMigrations.length}\\)`),
    );
  });
});
