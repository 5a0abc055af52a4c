import type { Database } from "bun:sqlite";
import type { Config } from "./config";
import { applyPendingRestore, openDataFolder } from "./data-folder";

/**
 * A part of the executable of its own (scripts/build/executable.ts), which the server loads by
 * path only when its data folder needs work before it can serve (src/db/open-ready.ts says when):
 * a restore chosen from the admin page or interrupted by a crash, migrations, a new folder's
 * schema and demo content. Every other start reads none of this code.
 */
export function prepareDataFolder(config: Config, log: (message: string) => void): Database {
  applyPendingRestore(config, log);
  return openDataFolder(config, log).$client;
}
