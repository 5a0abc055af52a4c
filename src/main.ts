import { parseCommandLine } from "./cli/args";
import { reportFatalError } from "./cli/fatal-error";
import { readServeOptions } from "./cli/serve-options";
import { loadConfig } from "./config";
import { IMAGE_WORKER_ENV } from "./images/worker-process";
import { PDF_WORKER_ENV } from "./pdf/pdf-process";

// Entry point of the executable. Nothing is exported: the bytecode build requires it.
// The executable has parts of its own (scripts/build/executable.ts): this one, which serves the
// site; the other commands (src/commands.ts); the image process (src/image-worker.ts); the PDF
// process (src/pdf-worker.ts); the site's code (src/serve-site.ts). Each is loaded by its path, known only at run time, so the bundler
// keeps it apart and a process reads only the code of what it runs: the server answers before
// the command-line tools or even the site's routes are read.

/** The other parts, by their path next to this file (the same in the executable and in the sources). */
const COMMANDS_PART = "./commands.js";
const IMAGE_WORKER_PART = "./image-worker.js";
const PDF_WORKER_PART = "./pdf-worker.js";

async function main(argv: string[]): Promise<number | null> {
  const command = argv[0] === "import" && argv[1] === "wordpress" ? null : parseCommandLine(argv);
  if (command?.name !== "serve") {
    const { runCommandLine } = (await import(COMMANDS_PART)) as typeof import("./commands");
    return runCommandLine(argv);
  }
  const { startServer } = await import("./server");
  await startServer(loadConfig(command.flags), readServeOptions(command.flags));
  return null;
}

const imageWorkerData = process.env[IMAGE_WORKER_ENV];
const pdfWorkerIdleMs = process.env[PDF_WORKER_ENV];
if (imageWorkerData) void startImageWorker(imageWorkerData);
else if (pdfWorkerIdleMs) void startPdfWorker(Number(pdfWorkerIdleMs));
else startMain();

async function startImageWorker(dataDir: string) {
  ((await import(IMAGE_WORKER_PART)) as typeof import("./image-worker")).startImageWorker(dataDir);
}

async function startPdfWorker(idleExitMs: number) {
  ((await import(PDF_WORKER_PART)) as typeof import("./pdf-worker")).startPdfWorker(idleExitMs);
}

function startMain() {
  main(process.argv.slice(2)).then(
    (code) => {
      if (code !== null) process.exit(code);
    },
    (error: unknown) => process.exit(reportFatalError(error)),
  );
}
