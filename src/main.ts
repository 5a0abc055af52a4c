import { DataFolderInUseError } from "./backups/lock";
import { APP_VERSION, binarySchemaVersion, NewerSchemaError } from "./backups/schema-version";
import { parseCommandLine, UsageError } from "./cli/args";
import { helpText } from "./cli/help";
import { ConfigError, loadConfig } from "./config";
import { readServeOptions } from "./cli/serve-options";
import { IMAGE_WORKER_ENV } from "./images/worker-process";

// Entry point of the executable. Nothing is exported: the bytecode build requires it.
// Each command loads its own code (a dynamic import): the server starts without evaluating the
// command-line tools, and the image process without the server.

async function main(argv: string[]): Promise<number | null> {
  // Loaded only for this command: its XML and HTML parsers are no part of the server's memory.
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
    case "serve": {
      const [{ startServer }, { builtAssets }] = await Promise.all([import("./server"), import("./generated/built-assets")]);
      await startServer(loadConfig(command.flags), builtAssets, readServeOptions(command.flags));
      return null;
    }
  }
}

const imageWorkerData = process.env[IMAGE_WORKER_ENV];
if (imageWorkerData) void startImageWorker(imageWorkerData);
else startMain();

async function startImageWorker(dataDir: string) {
  const [{ serveImageWork }, { imageEngine }] = await Promise.all([import("./images/worker-process"), import("./images")]);
  serveImageWork(imageEngine(dataDir));
}

function startMain() {
  main(process.argv.slice(2)).then(
    (code) => {
      if (code !== null) process.exit(code);
    },
    (error: unknown) => {
      if (error instanceof UsageError || error instanceof ConfigError) {
        const text = error instanceof UsageError ? `Errore: ${error.message}.` : `Errore: ${error.message}.`;
        console.error(`${text}\nUsa 'parksite --help' per l'elenco dei comandi.`);
        process.exit(2);
      }
      if (error instanceof NewerSchemaError || error instanceof DataFolderInUseError) {
        console.error(`Errore: ${error.message}.`);
        process.exit(1);
      }
      console.error("Errore inatteso:", error);
      process.exit(1);
    },
  );
}
