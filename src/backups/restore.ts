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
import {
  BACKUPS,
  DB_FILE,
  isSnapshotMember,
  MANIFEST,
  REPLACED,
  RESTORE_JOURNAL as JOURNAL,
  TEMP_PREFIX,
  UPLOADS,
} from "./layout";
import { lockHolder, DataFolderInUseError } from "./lock";
import type { Manifest } from "./manifest";
import { readManifest } from "./catalog";
import { ShownBackupError } from "./shown-error";
import { writeManifestOf } from "./snapshot";
import { extractTarFile } from "./tar";
import { prepareRestoredDatabase, type RestoreActor, type RestoreRecord } from "./restore-database";
import { snapshotFolderErrors } from "./verify";

class RestoreError extends ShownBackupError {}

export interface RestoreResult {
  manifest: Manifest;
  /** The people and their ways in stayed the current ones (false: the snapshot's, or there were none). */
  keptPeople: boolean;
  /** Where what was replaced now lives (null when the folder held no database). */
  aside: string | null;
}

/** replaced/<time>, or replaced/<time>-2, -3… when a restore in the same second set data aside already. */
function freeAsideName(dataDir: string, when: string): string {
  let name = `${REPLACED}/${when}`;
  for (let n = 2; existsSync(join(dataDir, name)); n++) name = `${REPLACED}/${when}-${n}`;
  return name;
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
  if (existsSync(join(source, MANIFEST))) copyFileSync(join(source, MANIFEST), join(stage, MANIFEST));
  copyFileSync(join(source, DB_FILE), join(stage, DB_FILE));
  fsyncPath(join(stage, DB_FILE));
  const uploads = join(source, UPLOADS);
  if (!existsSync(uploads)) return;
  for (const entry of readdirSync(uploads, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const folder = entry.name;
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

/** The steps of a restore, in order; tests make one fail to check that nothing is left half-done. */
export type RestoreStep =
  | "copia"
  | "verifica"
  | "preparazione"
  | "chiusura"
  | "sostituzione del database"
  | "sostituzione delle immagini"
  | "riapertura";
/** Called at each step; throwing fails it. The steps the running server takes between requests may also be held (a promise). */
export type RestoreFaults = (step: RestoreStep) => void | Promise<void>;

export interface StagedRestore {
  dataDir: string;
  stage: string;
  stageName: string;
  manifest: Manifest;
  /** replaced/<time>: where the data it replaces goes. */
  asideName: string;
}

/**
 * Unpacks (an archive) or copies (a snapshot folder) into a temporary folder of the data folder
 * and checks it completely (checksum, integrity, what the database is, schema, uploads) before
 * anything else is touched. Nothing is left behind when it fails.
 */
export function stageRestore(
  source: string,
  dataDir: string,
  now: Date,
  faults?: RestoreFaults,
  replacedName?: string,
): StagedRestore {
  if (!existsSync(source)) throw new RestoreError("il backup scelto non esiste");
  mkdirSync(dataDir, { recursive: true });
  const when = stamp(now);
  const stageName = `${TEMP_PREFIX}restore-${when}`;
  const stage = join(dataDir, stageName);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  try {
    void faults?.("copia");
    if (statSync(source).isFile()) extractTarFile(source, stage, isSnapshotMember);
    else stageFromFolder(source, stage);
    // Data a restore set aside has no manifest: it is described as it is, then checked like a snapshot.
    if (replacedName) writeManifestOf(stage, replacedName, now);
    void faults?.("verifica");
    const errors = snapshotFolderErrors(stage);
    if (errors.length > 0) throw new RestoreError(`il backup non è ripristinabile: ${errors.join(" ")}`);
    mkdirSync(join(stage, UPLOADS), { recursive: true });
    const manifest = readManifest(stage);
    if (!manifest) throw new RestoreError("manifesto del backup non leggibile");
    return { dataDir, stage, stageName, manifest, asideName: freeAsideName(dataDir, when) };
  } catch (error) {
    rmSync(stage, { recursive: true, force: true });
    throw error;
  }
}

/** Drops a staged restore that will not go ahead. */
export function discardStaged(staged: StagedRestore): void {
  rmSync(staged.stage, { recursive: true, force: true });
}

/**
 * Moves the current database and uploads to replaced/<time>/ and the staged ones in, behind a
 * journal (a crash half-way is finished at the next start). A failing step puts back what moved
 * and throws. Answers `undo`, which puts the replaced data back (while `finish` was not called),
 * and `finish`, which removes the journal and the staging folder.
 */
export function swapIn(staged: StagedRestore, faults?: RestoreFaults): { undo: () => void; finish: () => void } {
  const { dataDir, stage } = staged;
  const aside = join(dataDir, staged.asideName);
  const moves: { from: string; to: string }[] = [];
  const move = (from: string, to: string) => {
    mkdirSync(join(to, ".."), { recursive: true });
    renameSync(from, to);
    moves.push({ from, to });
  };
  const undo = () => {
    for (const { from, to } of moves.reverse()) {
      if (existsSync(to)) renameSync(to, from);
    }
    moves.length = 0;
    rmSync(aside, { recursive: true, force: true });
    rmSync(join(dataDir, JOURNAL), { force: true });
    fsyncPath(dataDir);
  };
  writeFileSync(join(dataDir, JOURNAL), JSON.stringify({ stage: staged.stageName, aside: staged.asideName }));
  fsyncPath(join(dataDir, JOURNAL));
  fsyncPath(dataDir);
  try {
    for (const name of [`${DB_FILE}-wal`, `${DB_FILE}-shm`, DB_FILE]) {
      if (existsSync(join(dataDir, name))) move(join(dataDir, name), join(aside, name));
    }
    void faults?.("sostituzione del database");
    move(join(stage, DB_FILE), join(dataDir, DB_FILE));
    if (existsSync(join(dataDir, UPLOADS))) move(join(dataDir, UPLOADS), join(aside, UPLOADS));
    void faults?.("sostituzione delle immagini");
    move(join(stage, UPLOADS), join(dataDir, UPLOADS));
    fsyncPath(dataDir);
  } catch (error) {
    undo();
    throw error;
  }
  return {
    undo,
    finish: () => {
      rmSync(stage, { recursive: true, force: true });
      rmSync(join(dataDir, JOURNAL), { force: true });
      fsyncPath(dataDir);
    },
  };
}

/**
 * Restores a snapshot (a backups/<name> folder or a downloaded .tar) into a data folder no
 * server holds: staged and checked first; the audit log carried over with this restore
 * recorded, the people and their ways in kept unless `keepPeople` is false, every session and
 * link ended (see prepareRestoredDatabase); then the current data moved to replaced/<time>/ and
 * the snapshot's in. Existing snapshots in backups/ stay.
 */
export function restoreSnapshot(
  source: string,
  dataDir: string,
  options: { now?: Date; actor?: RestoreActor | null; via?: RestoreRecord["via"]; keepPeople?: boolean } = {},
): RestoreResult {
  mkdirSync(dataDir, { recursive: true });
  const holder = lockHolder(dataDir);
  if (holder !== null) throw new DataFolderInUseError(dataDir, holder);
  finishInterruptedRestore(dataDir);
  const now = options.now ?? new Date();
  const live = join(dataDir, DB_FILE);
  const hadDatabase = existsSync(live);
  const staged = stageRestore(source, dataDir, now);
  let keptPeople: boolean;
  try {
    keptPeople = prepareRestoredDatabase(join(staged.stage, DB_FILE), hadDatabase ? live : null, {
      actor: options.actor ?? null,
      snapshot: staged.manifest.name,
      snapshotCreatedAt: staged.manifest.created_at,
      replaced: staged.asideName,
      via: options.via ?? "riga di comando",
      keepPeople: options.keepPeople ?? true,
      at: now,
    });
  } catch (error) {
    discardStaged(staged);
    throw error;
  }
  swapIn(staged).finish();
  mkdirSync(join(dataDir, BACKUPS), { recursive: true });
  return { manifest: staged.manifest, keptPeople, aside: hadDatabase ? join(dataDir, staged.asideName) : null };
}
