import { mkdirSync } from "node:fs";
import type { Config } from "./config";
import { openDatabase, type Db } from "./db/client";
import { runMigrations } from "./db/migrate";
import { seedDatabase } from "./db/seed";

function isFreshDatabase(db: Db): boolean {
  const row = db.$client
    .query("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get() as { n: number };
  return row.n === 0;
}

/** Creates the data folder if needed, opens the database, applies migrations and seeds it. */
export function openDataFolder(config: Config): Db {
  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(config.uploadsDir, { recursive: true });
  const db = openDatabase(config.dbPath);
  const fresh = isFreshDatabase(db);
  runMigrations(db);
  seedDatabase(db, { fresh, uploadsDir: config.uploadsDir });
  return db;
}
