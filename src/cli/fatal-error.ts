import { DataFolderInUseError } from "../backups/lock";
import { NewerSchemaError } from "../backups/schema-version";
import { ConfigError } from "../config";
import { UsageError } from "./args";

/** What a command that failed prints, and its exit code: 2 for a wrong command line or setting, else 1. */
export function reportFatalError(error: unknown): number {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`Errore: ${error.message}.\nUsa 'parksite --help' per l'elenco dei comandi.`);
    return 2;
  }
  if (error instanceof NewerSchemaError || error instanceof DataFolderInUseError) {
    console.error(`Errore: ${error.message}.`);
    return 1;
  }
  console.error("Errore inatteso:", error);
  return 1;
}
