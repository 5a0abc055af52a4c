import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fsyncPath } from "./fs-sync";
import { BACKUPS, DB_FILE, isSnapshotMember, MANIFEST, REPLACED, TEMP_PREFIX, UPLOADS } from "./layout";
import { lockHolder, DataFolderInUseError } from "./lock";
import type { Manifest } from "./manifest";
import { readManifest } from "./catalog";
import { extractTarFile } from "./tar";
import { checkSnapshotFolder, formatReport, type VerifyReport } from "./verify";

/** Written before the first file moves; a restore interrupted by a crash is finished from it at the next start. */
const JOURNAL = "restore-journal.json";
/** Written by the admin page: the snapshot to restore when the server starts next. */
export const PENDING_RESTORE = "restore-pending.json";

class RestoreError extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  /** Where what was replaced now lives (null when the folder held no database). */
  aside: string | null;
}

function stamp(now: Date): string {
  return now
    .toISOString()
    .replaceAll(":", "")
    .replaceAll("-", "")
    .replace(/\.\d+Z$/, "Z");
}

/** Copies a snapshot folder: uploads hard-linked (never changed), the database copied (the server will write to it). */
function stageFromFolder(source: string, stage: string): void {
  copyFileSync(join(source, MANIFEST), join(stage, MANIFEST));
  copyFileSync(join(source, DB_FILE), join(stage, DB_FILE));
  fsyncPath(join(stage, DB_FILE));
  const uploads = join(source, UPLOADS);
  if (!existsSync(uploads)) return;
  for (const folder of readdirSync(uploads)) {
    mkdirSync(join(stage, UPLOADS, folder), { recursive: true });
    for (const file of readdirSync(join(uploads, folder))) {
      const name = `${UPLOADS}/${folder}/${file}`;
      if (!isSnapshotMember(name)) continue;
      try {
        linkSync(join(uploads, folder, file), join(stage, name));
      } catch {
        copyFileSync(join(uploads, folder, file), join(stage, name));
      }
    }
  }
}

/** Moves the staged snapshot in and what it replaces aside. Every step checks what is done, so running it twice is safe. */
function completeRestore(dataDir: string, stage: string, aside: string): void {
  const moveAside = (name: string) => {
    if (!existsSync(join(dataDir, name))) return;
    mkdirSync(aside, { recursive: true });
    renameSync(join(dataDir, name), join(aside, name));
  };
  if (existsSync(join(stage, DB_FILE))) {
    for (const name of [`${DB_FILE}-wal`, `${DB_FILE}-shm`, DB_FILE]) moveAside(name);
    renameSync(join(stage, DB_FILE), join(dataDir, DB_FILE));
  }
  if (existsSync(join(stage, UPLOADS))) {
    moveAside(UPLOADS);
    renameSync(join(stage, UPLOADS), join(dataDir, UPLOADS));
  }
  fsyncPath(dataDir);
  rmSync(stage, { recursive: true, force: true });
  rmSync(join(dataDir, JOURNAL), { force: true });
  fsyncPath(dataDir);
}

/** Finishes a restore a crash interrupted (before the database is opened). Returns true if there was one. */
export function finishInterruptedRestore(dataDir: string): boolean {
  const path = join(dataDir, JOURNAL);
  if (!existsSync(path)) return false;
  const journal = JSON.parse(readFileSync(path, "utf8")) as { stage: string; aside: string };
  const stage = join(dataDir, journal.stage);
  const aside = join(dataDir, journal.aside);
  if (existsSync(stage)) completeRestore(dataDir, stage, aside);
  else rmSync(path, { force: true });
  return true;
}

/**
 * Restores a snapshot (a backups/<name> folder or a downloaded .tar) into a data folder:
 * refuses a folder a running server holds; unpacks and checks the snapshot completely
 * (checksum, integrity, schema, uploads) before touching anything; then moves the current
 * database and uploads to replaced/<time>/ and the snapshot's in, with a journal so that a
 * crash half-way is finished at the next start. Existing snapshots in backups/ stay.
 */
export function restoreSnapshot(source: string, dataDir: string, options: { now?: Date } = {}): RestoreResult {
  if (!existsSync(source)) throw new RestoreError(`il backup ${source} non esiste`);
  mkdirSync(dataDir, { recursive: true });
  const holder = lockHolder(dataDir);
  if (holder !== null) throw new DataFolderInUseError(dataDir, holder);
  finishInterruptedRestore(dataDir);

  const when = stamp(options.now ?? new Date());
  const stageName = `${TEMP_PREFIX}restore-${when}`;
  const stage = join(dataDir, stageName);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  try {
    if (statSync(source).isFile()) extractTarFile(source, stage, isSnapshotMember);
    else stageFromFolder(source, stage);
    const report: VerifyReport = {
      target: source,
      subject: "backup",
      findings: [],
      orphans: [],
      missing: [],
      leftovers: [],
      ok: false,
    };
    checkSnapshotFolder(report, stage);
    if (report.findings.some((f) => f.level === "errore")) {
      throw new RestoreError(`il backup non è ripristinabile:\n${formatReport({ ...report, ok: false })}`);
    }
    mkdirSync(join(stage, UPLOADS), { recursive: true });
  } catch (error) {
    rmSync(stage, { recursive: true, force: true });
    throw error;
  }
  const manifest = readManifest(stage);
  if (!manifest) throw new RestoreError("manifesto del backup non leggibile");
  const asideName = `${REPLACED}/${when}`;
  const aside = join(dataDir, asideName);
  const hadDatabase = existsSync(join(dataDir, DB_FILE));
  writeFileSync(join(dataDir, JOURNAL), JSON.stringify({ stage: stageName, aside: asideName }));
  fsyncPath(join(dataDir, JOURNAL));
  fsyncPath(dataDir);
  completeRestore(dataDir, stage, aside);
  mkdirSync(join(dataDir, BACKUPS), { recursive: true });
  return { manifest, aside: hadDatabase ? aside : null };
}
