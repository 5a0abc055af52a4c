import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PENDING_RESTORE, RESTORE_JOURNAL } from "../backups/layout";
import { NewerSchemaError } from "../backups/schema-version";
import { loadConfig } from "../config";
import { makeDataFolder } from "../test-support/backup-data-folder";
import { closeDatabase, openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { embeddedMigrations } from "./migrations";
import { openReadyDatabase } from "./open-ready";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folder(make: () => string = makeDataFolder) {
  const dir = make();
  made.push(dir);
  return loadConfig({ data: dir }, {});
}

describe("a data folder opened before the site's code", () => {
  test("a migrated folder opens at once, with the pragmas every connection needs", () => {
    const config = folder();
    const sqlite = openReadyDatabase(config);
    expect(sqlite).not.toBeNull();
    expect(sqlite?.query("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(sqlite?.query("PRAGMA foreign_keys").get()).toEqual({ foreign_keys: 1 });
    expect(sqlite?.query("SELECT count(*) AS n FROM settings").get()).toMatchObject({ n: expect.any(Number) });
    sqlite?.close();
  });

  test("a new folder, a restore to apply or to finish, or a pending migration are left to the full preparation", () => {
    expect(openReadyDatabase(folder(() => mkdtempSync(join(tmpdir(), "parksite-empty-"))))).toBeNull();

    const pending = folder();
    writeFileSync(join(pending.dataDir, PENDING_RESTORE), JSON.stringify({ snapshot: "x" }));
    expect(openReadyDatabase(pending)).toBeNull();

    const interrupted = folder();
    writeFileSync(join(interrupted.dataDir, RESTORE_JOURNAL), JSON.stringify({ stage: "a", aside: "b" }));
    expect(openReadyDatabase(interrupted)).toBeNull();

    const older = folder(() => mkdtempSync(join(tmpdir(), "parksite-older-")));
    const db = openDatabase(older.dbPath);
    runMigrations(db, embeddedMigrations.slice(0, -1));
    closeDatabase(db);
    expect(openReadyDatabase(older)).toBeNull();
  });

  test("a folder a newer executable migrated is refused", () => {
    const config = folder();
    const sqlite = new Database(config.dbPath);
    sqlite.query("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('newer', ?)").run(Date.now() + 10 ** 12);
    sqlite.close();
    expect(() => openReadyDatabase(config)).toThrow(NewerSchemaError);
  });

  test("a database another process holds locked for a moment is waited for, not refused", async () => {
    const config = folder();
    // Another process (a backup tool, a command run beside the server) holds the database's lock for 700 ms.
    const holder = Bun.spawn(
      [
        process.execPath,
        "-e",
        `const { Database } = require("bun:sqlite");
         const db = new Database(${JSON.stringify(config.dbPath)});
         db.exec("PRAGMA locking_mode = EXCLUSIVE");
         db.exec("BEGIN EXCLUSIVE");
         db.exec("UPDATE settings SET value = value");
         console.log("bloccato");
         setTimeout(() => { db.exec("COMMIT"); db.close(); }, 700);`,
      ],
      { stdout: "pipe", stderr: "inherit" },
    );
    await holder.stdout.getReader().read();
    const started = performance.now();
    const sqlite = openReadyDatabase(config);
    expect(performance.now() - started).toBeGreaterThan(300);
    expect(sqlite?.query("SELECT count(*) AS n FROM settings").get()).toMatchObject({ n: expect.any(Number) });
    sqlite?.close();
    await holder.exited;
  });
});
