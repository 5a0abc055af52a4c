import { Database } from "bun:sqlite";
import { drizzle } from "drizzle-orm/bun-sqlite";
import type { Db } from "../db/client";
import { runMigrations } from "../db/migrate";
import { type EmbeddedMigration, embeddedMigrations } from "../db/migrations";
import * as schema from "../db/schema";

const MIGRATIONS_TABLE = "__drizzle_migrations";

function tablesOf(sqlite: Database): string[] {
  const rows = sqlite
    .query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .values() as [string][];
  return rows.map((r) => r[0]);
}

const expected = new Map<string, string[]>();

/** The tables a parksite database has once these migrations ran: the migrations themselves, run on an empty database in memory. */
function expectedTables(migrations: readonly EmbeddedMigration[]): string[] {
  const key = migrations.map((m) => m.when).join(",");
  const known = expected.get(key);
  if (known) return known;
  const sqlite = new Database(":memory:");
  try {
    runMigrations(drizzle({ client: sqlite, schema }) as Db, [...migrations]);
    const tables = tablesOf(sqlite);
    expected.set(key, tables);
    return tables;
  } finally {
    sqlite.close();
  }
}

/**
 * What makes a SQLite file a parksite database: drizzle's migrations table, recording the
 * migrations this executable knows (newer ones are judged elsewhere), and every table those
 * migrations create. Answers the problems in Italian; none for a parksite database.
 */
export function parksiteDatabaseProblems(
  sqlite: Database,
  migrations: readonly EmbeddedMigration[] = embeddedMigrations,
): string[] {
  const tables = tablesOf(sqlite);
  if (!tables.includes(MIGRATIONS_TABLE)) {
    return ["non contiene la tabella delle migrazioni di parksite: non è un database di parksite"];
  }
  const recorded = (sqlite.query(`SELECT created_at AS at FROM ${MIGRATIONS_TABLE}`).all() as { at: number | string }[]).map(
    (r) => Number(r.at),
  );
  if (recorded.length === 0) return ["non registra nessuna migrazione di parksite: non è un database di parksite"];
  const lastKnown = migrations.reduce((max, m) => Math.max(max, m.when), 0);
  const byWhen = new Map(migrations.map((m) => [m.when, m]));
  const strangers = recorded.filter((at) => at <= lastKnown && !byWhen.has(at));
  if (strangers.length > 0) return ["registra migrazioni che parksite non conosce: non è un database di parksite"];
  const applied = migrations.filter((m) => recorded.includes(m.when));
  const missing = expectedTables(applied).filter((t) => !tables.includes(t));
  if (missing.length > 0) {
    return [`mancano le tabelle di parksite ${missing.slice(0, 10).join(", ")}: non è un database di parksite completo`];
  }
  return [];
}
