import { createHash } from "node:crypto";
import type { MigrationMeta } from "drizzle-orm/migrator";
import type { SQLiteSession, SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { type EmbeddedMigration, embeddedMigrations } from "./migrations";

/** The same records drizzle's folder reader builds, from SQL carried inside the executable. */
function toMigrationMeta(migrations: EmbeddedMigration[]): MigrationMeta[] {
  return migrations.map((m) => ({
    sql: m.sql.split("--> statement-breakpoint"),
    bps: m.breakpoints,
    folderMillis: m.when,
    hash: createHash("sha256").update(m.sql).digest("hex"),
  }));
}

/**
 * Applies the pending migrations in one transaction, recording them in drizzle's own
 * __drizzle_migrations table, so `drizzle-kit migrate` and this agree. Safe to run at every start.
 */
export function runMigrations(db: Db, migrations: EmbeddedMigration[] = embeddedMigrations): void {
  // drizzle-orm exposes its dialect migrator only internally; this is what its bun-sqlite migrator calls.
  const internals = db as unknown as {
    dialect: SQLiteSyncDialect;
    session: SQLiteSession<"sync", unknown, Record<string, unknown>, Record<string, never>>;
  };
  internals.dialect.migrate(toMigrationMeta(migrations), internals.session, { migrationsFolder: "" });
}
