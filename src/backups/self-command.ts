import { basename } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * How to run this same program as a child process: the compiled executable alone, or bun with
 * the entry file when run from source. Long backup work runs there, so the server's event loop
 * (and its visitors) never waits on it.
 */
export function selfCommand(): string[] {
  const runtime = basename(process.execPath).replace(/\.exe$/, "");
  if (runtime !== "bun") return [process.execPath];
  return [process.execPath, fileURLToPath(new URL("../main.ts", import.meta.url))];
}
