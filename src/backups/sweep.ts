import { Database } from "bun:sqlite";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { type DataFolder, OWNER_FILE } from "./layout";
import { collectReferencedUploads } from "./references";
import { uploadFilesByKey } from "./snapshot";
import { findLeftovers } from "./verify";

/** An upload no row uses is kept this long (an editor still working, an upload not yet saved). */
const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  leftoversRemoved: string[];
  orphansRemoved: string[];
  /** Unused but recent: kept for now. */
  orphansKept: string[];
}

function ownedByLiveProcess(path: string): boolean {
  try {
    const pid = Number.parseInt(readFileSync(join(path, OWNER_FILE), "utf8"), 10);
    if (!Number.isInteger(pid) || pid === process.pid) return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes the temporary files a crash left (never one another live process is still writing). */
function removeLeftovers(folder: DataFolder): string[] {
  const removed: string[] = [];
  for (const relative of findLeftovers(folder.dataDir)) {
    const path = join(folder.dataDir, relative);
    if (ownedByLiveProcess(path)) continue;
    rmSync(path, { recursive: true, force: true });
    removed.push(relative);
  }
  return removed;
}

/** Deletes the files of uploads no row has used for a day; newer unused ones are only reported. */
function removeOrphanUploads(
  folder: DataFolder,
  sqlite: Database,
  now = Date.now(),
): Pick<SweepResult, "orphansRemoved" | "orphansKept"> {
  const result = { orphansRemoved: [] as string[], orphansKept: [] as string[] };
  if (!existsSync(folder.uploadsDir)) return result;
  const referenced = collectReferencedUploads(sqlite).keys;
  for (const [key, names] of uploadFilesByKey(folder.uploadsDir)) {
    if (referenced.has(key)) continue;
    const newest = Math.max(...names.map((n) => statSync(join(folder.uploadsDir, n)).mtimeMs));
    if (now - newest < ORPHAN_GRACE_MS) {
      result.orphansKept.push(...names);
      continue;
    }
    for (const name of names) rmSync(join(folder.uploadsDir, name), { force: true });
    result.orphansRemoved.push(...names);
  }
  return result;
}

/** Start-up sweep: leftovers of a crash removed, day-old unused uploads removed, recent ones logged. */
export function sweepDataFolder(folder: DataFolder, sqlite: Database, now = Date.now()): SweepResult {
  return { leftoversRemoved: removeLeftovers(folder), ...removeOrphanUploads(folder, sqlite, now) };
}

/** The daily sweep of day-old unused uploads, on its own connection (run in the backup child process). */
export function removeOrphanUploadsOf(folder: DataFolder, now = Date.now()): Pick<SweepResult, "orphansRemoved" | "orphansKept"> {
  const sqlite = new Database(folder.dbPath, { readonly: true });
  try {
    return removeOrphanUploads(folder, sqlite, now);
  } finally {
    sqlite.close();
  }
}

/** The start-up sweep, with a line in the log for each kind of file it found. */
export function sweepAtStart(folder: DataFolder, sqlite: Database, log: (message: string) => void): void {
  const swept = sweepDataFolder(folder, sqlite);
  if (swept.leftoversRemoved.length > 0)
    log(`File temporanei rimasti da un'interruzione, rimossi: ${swept.leftoversRemoved.join(", ")}.`);
  if (swept.orphansRemoved.length > 0)
    log(`Immagini non usate da più di un giorno, rimosse: ${swept.orphansRemoved.length} file.`);
  if (swept.orphansKept.length > 0)
    log(`Immagini caricate ma non ancora usate (tenute per un giorno): ${swept.orphansKept.length} file.`);
}
