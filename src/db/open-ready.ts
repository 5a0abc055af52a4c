import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PENDING_RESTORE, RESTORE_JOURNAL } from "../backups/layout";
import { assertNotNewer, migrationsDue } from "../backups/schema-version";
import type { Config } from "../config";
import { applyPragmas, waitWhileLocked } from "./connection";

/**
 * The database of a data folder that needs no work before it serves, opened with plain bun:sqlite:
 * no restore to apply or to finish, every migration this executable carries already applied. That
 * is every start but the first one and the first after an upgrade or a restore, and it reads none
 * of the code that prepares a folder (restores, migrations, demo content). Null when there is
 * work to do: then src/data-folder.ts prepares it. A folder a newer executable migrated is refused
 * here too, before any pragma touches it.
 */
export function openReadyDatabase(config: Pick<Config, "dataDir" | "dbPath">): Database | null {
  const { dataDir, dbPath } = config;
  if (!existsSync(dbPath) || existsSync(join(dataDir, PENDING_RESTORE)) || existsSync(join(dataDir, RESTORE_JOURNAL)))
    return null;
  const sqlite = waitWhileLocked(new Database(dbPath, { readwrite: true, create: false, strict: true }));
  try {
    if (migrationsDue(assertNotNewer(sqlite, `La cartella dati ${dataDir}`))) {
      sqlite.close();
      return null;
    }
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return applyPragmas(sqlite);
}
