import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { applyPragmas, closeConnection } from "./connection";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Opens (creating if needed) the SQLite database with the pragmas every connection needs (./connection.ts). */
export function openDatabase(path: string): Db {
  return wrapConnection(applyPragmas(new Database(path, { create: true, strict: true })));
}

/**
 * Drizzle over a connection already open (the server opens its database before the site's code loads). Drizzle
 * asks the connection to prepare each query's statement anew, about a third of a simple query's time; here it gets
 * bun:sqlite's query(), which keeps one compiled statement per SQL text on the connection. The app's queries bind
 * their values, so the texts are few; each runs to its end before the next starts.
 */
export function wrapConnection(sqlite: Database): Db {
  sqlite.prepare = sqlite.query.bind(sqlite);
  return drizzle({ client: sqlite, schema });
}

export function closeDatabase(db: Db): void {
  closeConnection(db.$client);
}
