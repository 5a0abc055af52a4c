import type { Database } from "bun:sqlite";
import { type EmbeddedMigration, embeddedMigrations } from "../db/migrations";
import packageJson from "../../package.json" with { type: "json" };

export const APP_VERSION: string = packageJson.version;

/** The schema this executable knows: the number of migrations it carries. */
export function binarySchemaVersion(migrations: readonly EmbeddedMigration[] = embeddedMigrations): number {
  return migrations.length;
}

export interface DataSchema {
  /** Migrations recorded in the database. */
  version: number;
  /** Recorded migrations this executable does not carry (written by a newer version). */
  unknown: number;
  /** Migrations this executable carries that the database has not had yet. */
  pending: number;
}

/** Reads drizzle's migration table: how far the database has gone, compared with this executable. */
export function readDataSchema(sqlite: Database, migrations: readonly EmbeddedMigration[] = embeddedMigrations): DataSchema {
  const hasTable =
    sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get() !== null;
  if (!hasTable) return { version: 0, unknown: 0, pending: migrations.length };
  const rows = sqlite.query("SELECT created_at AS at FROM __drizzle_migrations").all() as { at: number | string }[];
  const known = new Set(migrations.map((m) => m.when));
  const lastKnown = migrations.reduce((max, m) => Math.max(max, m.when), 0);
  const recorded = rows.map((r) => Number(r.at));
  const unknown = recorded.filter((at) => !known.has(at) && at > lastKnown).length;
  const pending = migrations.filter((m) => !recorded.includes(m.when)).length;
  return { version: rows.length, unknown, pending };
}

export class NewerSchemaError extends Error {
  constructor(
    readonly dataVersion: number,
    readonly binaryVersion: number,
    where: string,
  ) {
    super(
      `${where} è stata aggiornata da una versione più recente di parksite (schema ${dataVersion}); ` +
        `questo eseguibile (versione ${APP_VERSION}) conosce lo schema ${binaryVersion}. ` +
        "Non è stato modificato nulla: usa l'eseguibile più recente, oppure ripristina un backup fatto con questa versione",
    );
  }
}

/** Refuses, before anything is written, a database that a newer executable has migrated. */
export function assertNotNewer(sqlite: Database, where: string): DataSchema {
  const schema = readDataSchema(sqlite);
  if (schema.unknown > 0) throw new NewerSchemaError(schema.version, binarySchemaVersion(), where);
  return schema;
}

/**
 * Whether the migrations run: for a new database, or one that lacks some of those this executable
 * carries. A database that has them all is opened without their work (reading, hashing and
 * comparing every migration at each start).
 */
export function migrationsDue(schema: DataSchema | null): boolean {
  return schema === null || schema.version === 0 || schema.pending > 0;
}
