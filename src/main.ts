import packageJson from "../package.json" with { type: "json" };
import { runAdminCommand } from "./cli/admin-commands";
import { parseCommandLine, UsageError } from "./cli/args";
import { helpText } from "./cli/help";
import { ConfigError, loadConfig } from "./config";
import { builtAssets } from "./generated/built-assets";
import { imageEngine } from "./images";
import { IMAGE_WORKER_ENV, serveImageWork } from "./images/worker-process";
import { startServer } from "./server";

// Entry point of the executable. Nothing is exported: the bytecode build requires it.

async function main(argv: string[]): Promise<number | null> {
  const command = parseCommandLine(argv);
  switch (command.name) {
    case "help":
      console.log(helpText);
      return 0;
    case "version":
      console.log(`parksite ${packageJson.version}`);
      return 0;
    case "admin-create":
    case "admin-reset-password":
      return runAdminCommand(
        command.name === "admin-create" ? "create" : "reset-password",
        command.flags,
        loadConfig({ data: command.flags.data }),
      );
    case "serve":
      startServer(loadConfig(command.flags), builtAssets);
      return null;
  }
}

const imageWorkerData = process.env[IMAGE_WORKER_ENV];
if (imageWorkerData) serveImageWork(imageEngine(imageWorkerData));
else startMain();

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
      console.error("Errore inatteso:", error);
      process.exit(1);
    },
  );
}
