import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { snapshotPath } from "./backups/catalog";
import { dataFolder, PENDING_RESTORE } from "./backups/layout";
import { finishInterruptedRestore, restoreSnapshot } from "./backups/restore";
import { type RestoreActor, recordFailedRestore } from "./backups/restore-database";
import { assertNotNewer, type DataSchema, migrationsDue } from "./backups/schema-version";
import { createSnapshot } from "./backups/snapshot";
import type { Config } from "./config";
import { openDatabase, type Db } from "./db/client";
import { waitWhileLocked } from "./db/connection";
import { runMigrations } from "./db/migrate";
import { seedDatabase } from "./db/seed";

function isFreshDatabase(db: Db): boolean {
  const row = db.$client
    .query("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get() as { n: number };
  return row.n === 0;
}

/**
 * Reads the schema version without writing anything: a folder a newer executable migrated is
 * refused before any pragma or migration touches it. Null when there is no database yet.
 */
function checkSchema(config: Config): DataSchema | null {
  if (!existsSync(config.dbPath)) return null;
  let sqlite: Database;
  try {
    sqlite = new Database(config.dbPath, { readonly: true });
  } catch {
    sqlite = new Database(config.dbPath, { readwrite: true, create: false });
  }
  try {
    waitWhileLocked(sqlite);
    return assertNotNewer(sqlite, `La cartella dati ${config.dataDir}`);
  } finally {
    sqlite.close();
  }
}

/** A restore asked for from the admin page runs here, before the database opens. */
export function applyPendingRestore(config: Config, log: (message: string) => void = console.log): void {
  const path = join(config.dataDir, PENDING_RESTORE);
  if (!existsSync(path)) return;
  let name = "";
  let actor: RestoreActor | null = null;
  try {
    const pending = JSON.parse(readFileSync(path, "utf8")) as { snapshot?: string; actor?: RestoreActor };
    name = pending.snapshot ?? "";
    actor = pending.actor ?? null;
    const source = snapshotPath(config.dataDir, name);
    if (!source) throw new Error(`il backup ${name} non esiste più`);
    const result = restoreSnapshot(source, config.dataDir, { actor, via: "avvio" });
    log(`Backup ${name} ripristinato; i dati sostituiti sono in ${result.aside ?? "(nessuno)"}.`);
  } catch (error) {
    const reason = (error as Error).message;
    console.error(`[backup] ripristino di ${name || "?"} non eseguito, i dati attuali restano: ${reason}`);
    try {
      recordFailedRestore(config.dbPath, { actor, snapshot: name, snapshotCreatedAt: "", via: "avvio", at: new Date() }, reason);
    } catch (auditError) {
      console.error("[backup] registro attività non aggiornato:", auditError);
    }
  } finally {
    rmSync(path, { force: true });
  }
}

/**
 * Creates the data folder if needed, finishes a restore a crash interrupted, refuses a newer
 * schema, takes a snapshot before any migration of an existing database, applies migrations
 * and seeds it.
 */
export function openDataFolder(config: Config, log: (message: string) => void = () => {}): Db {
  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(config.uploadsDir, { recursive: true });
  finishInterruptedRestore(config.dataDir);
  const schema = checkSchema(config);
  const pending = schema && schema.version > 0 ? schema.pending : 0;
  if (pending > 0) {
    const snapshot = createSnapshot(dataFolder(config.dataDir), { kind: "pre-aggiornamento" });
    log(`Aggiornamento del database (${pending} modifiche): backup di sicurezza in ${snapshot.path}.`);
  }
  const db = openDatabase(config.dbPath);
  const fresh = isFreshDatabase(db);
  if (migrationsDue(schema)) runMigrations(db);
  seedDatabase(db, { fresh, uploadsDir: config.uploadsDir });
  return db;
}
