import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/**
 * Opens (creating if needed) the SQLite database with the pragmas every connection needs:
 * WAL for concurrent reads, FULL sync so an acknowledged write survives a power cut,
 * enforced foreign keys and a busy timeout instead of immediate "database is locked".
 */
export function openDatabase(path: string): Db {
  const sqlite = new Database(path, { create: true, strict: true });
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = FULL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  return drizzle({ client: sqlite, schema });
}

export function closeDatabase(db: Db): void {
  db.$client.exec("PRAGMA optimize");
  db.$client.close(false);
}
