import type { Database } from "bun:sqlite";

/**
 * The pragmas every connection needs: WAL for concurrent reads, FULL sync so an acknowledged
 * write survives a power cut, enforced foreign keys and a busy timeout instead of immediate
 * "database is locked", and a page cache of 16 MB (SQLite's default is 2 MB): the search index's
 * lists and the hot tables stay in memory instead of being read again for each search. Plain bun:sqlite, so the server can open its database before any of
 * the site's code (drizzle, the schema) is read.
 */
export function applyPragmas(sqlite: Database): Database {
  waitWhileLocked(sqlite);
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = FULL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA cache_size = -16384");
  return sqlite;
}

/**
 * Makes the connection wait up to 5 s for a lock another process holds (a backup tool, a command
 * run beside the server, a connection closing) instead of failing at once with "database is
 * locked". It changes nothing in the file: set before the first read of a connection.
 */
export function waitWhileLocked(sqlite: Database): Database {
  sqlite.exec("PRAGMA busy_timeout = 5000");
  return sqlite;
}

/** Lets SQLite keep its statistics for the next start, then closes the connection. */
export function closeConnection(sqlite: Database): void {
  sqlite.exec("PRAGMA optimize");
  sqlite.close(false);
}
