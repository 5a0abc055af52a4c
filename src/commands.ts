import { APP_VERSION, binarySchemaVersion } from "./backups/schema-version";
import { parseCommandLine } from "./cli/args";
import { reportFatalError } from "./cli/fatal-error";
import { helpText } from "./cli/help";
import { loadConfig } from "./config";

/**
 * The executable's commands other than serving the site (help, version, admin, backup, restore,
 * verify, import). A part of the executable of its own (src/main.ts loads it by path): the server
 * never reads their code. Each command loads its own modules on top. Answers the exit code.
 */
export async function runCommandLine(argv: string[]): Promise<number> {
  try {
    return await runCommand(argv);
  } catch (error) {
    return reportFatalError(error);
  }
}

async function runCommand(argv: string[]): Promise<number> {
  // Loaded only for this command: its XML and HTML parsers are no part of the other commands' memory.
  if (argv[0] === "import" && argv[1] === "wordpress")
    return (await import("./cli/import-wordpress")).runImportCommand(argv.slice(1));
  const command = parseCommandLine(argv);
  switch (command.name) {
    case "help":
      console.log(helpText);
      return 0;
    case "version":
      console.log(`parksite ${APP_VERSION} (schema dei dati ${binarySchemaVersion()})`);
      return 0;
    case "admin-create":
    case "admin-reset-password":
      return (await import("./cli/admin-commands")).runAdminCommand(
        command.name === "admin-create" ? "create" : "reset-password",
        command.flags,
        loadConfig({ data: command.flags.data }),
      );
    case "backup":
      return (await import("./cli/backup-commands")).runBackup(command.flags);
    case "restore":
      return (await import("./cli/backup-commands")).runRestore(command.flags);
    case "verify":
      return (await import("./cli/backup-commands")).runVerify(command.flags);
    case "import":
      return (await import("./cli/backup-commands")).runImport(command.flags);
    case "serve":
      throw new Error("il comando serve è avviato da src/main.ts");
  }
}
