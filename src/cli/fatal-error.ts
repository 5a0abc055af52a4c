import { DataFolderInUseError } from "../backups/lock";
import { NewerSchemaError } from "../backups/schema-version";
import { ConfigError } from "../config";
import { UsageError } from "./args";
import { ListenError } from "./listen-error";

/** What a command that failed prints, and its exit code: 2 for a wrong command line or setting, else 1. */
export function reportFatalError(error: unknown): number {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`Errore: ${error.message}.\nUsa 'parksite --help' per l'elenco dei comandi.`);
    return 2;
  }
  if (error instanceof NewerSchemaError || error instanceof DataFolderInUseError || error instanceof ListenError) {
    console.error(`Errore: ${error.message}.`);
    return 1;
  }
  // The stack, for whoever reads the log, but not the lines of code around it that the runtime
  // would print with the error itself.
  console.error(`Errore inatteso: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return 1;
}
