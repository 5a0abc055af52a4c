import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LOCK_FILE } from "./layout";

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `la cartella dati ${dataDir} è in uso da un server parksite in esecuzione (processo ${pid}); ` +
        "fermalo prima (es. sudo systemctl stop parksite) e riprova",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The process id of a running server that holds the folder, or null (a lock left by a crash is stale). */
export function lockHolder(dataDir: string): number | null {
  const path = join(dataDir, LOCK_FILE);
  if (!existsSync(path)) return null;
  const pid = Number.parseInt(readFileSync(path, "utf8"), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** Marks the folder as held by this server; refuses one another live server holds. Returns the release. */
export function acquireLock(dataDir: string): () => void {
  const holder = lockHolder(dataDir);
  if (holder !== null) throw new DataFolderInUseError(dataDir, holder);
  const path = join(dataDir, LOCK_FILE);
  writeFileSync(path, `${process.pid}\n`, { mode: 0o644 });
  return () => {
    try {
      if (Number.parseInt(readFileSync(path, "utf8"), 10) === process.pid) rmSync(path, { force: true });
    } catch {
      // already gone
    }
  };
}
