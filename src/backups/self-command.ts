import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * How to run this same program as a child process: the compiled executable alone, or bun with
 * the entry file when run from source. Long backup work runs there, so the server's event loop
 * (and its visitors) never waits on it.
 */
export function selfCommand(): string[] {
  const url = new URL("../main.ts", import.meta.url);
  if (url.href.includes("$bunfs") || url.href.includes("~BUN")) return [process.execPath];
  const main = fileURLToPath(url);
  return existsSync(main) ? [process.execPath, main] : [process.execPath];
}
