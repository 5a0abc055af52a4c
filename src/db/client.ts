import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { applyPragmas, closeConnection } from "./connection";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Opens (creating if needed) the SQLite database with the pragmas every connection needs (./connection.ts). */
export function openDatabase(path: string): Db {
  return wrapConnection(applyPragmas(new Database(path, { create: true, strict: true })));
}

/** Drizzle over a connection already open (the server opens its database before the site's code loads). */
export function wrapConnection(sqlite: Database): Db {
  return drizzle({ client: sqlite, schema });
}

export function closeDatabase(db: Db): void {
  closeConnection(db.$client);
}
