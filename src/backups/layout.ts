import { join, resolve } from "node:path";
import type { SnapshotKind } from "../shared/backups";

/**
 * Where things live in a data folder, and in a snapshot:
 *   parksite.db (+ -wal, -shm)   the database
 *   uploads/<folder>/<file>      stored images
 *   backups/<snapshot>/          consistent snapshots: manifest.json, parksite.db, uploads/…
 *   parksite.lock                held by a running server (its process id)
 *   replaced/<time>/             what a restore moved aside
 *   runtime/                     the image engine's files, unpacked at start
 */
export const DB_FILE = "parksite.db";
export const UPLOADS = "uploads";
export const BACKUPS = "backups";
export const MANIFEST = "manifest.json";
export const LOCK_FILE = "parksite.lock";
export const REPLACED = "replaced";
/** Prefix of every file or folder written under a temporary name and renamed when complete. */
export const TEMP_PREFIX = ".tmp-";

/** A temporary snapshot folder names its process here, so a sweep never removes one still being written. */
export const OWNER_FILE = ".owner-pid";

/** Written before the first file of a restore moves; a restore interrupted by a crash is finished from it at the next start. */
export const RESTORE_JOURNAL = "restore-journal.json";
/** Written by the admin page: the snapshot to restore when the server starts next. */
export const PENDING_RESTORE = "restore-pending.json";

export interface DataFolder {
  dataDir: string;
  dbPath: string;
  uploadsDir: string;
  backupsDir: string;
}

export function dataFolder(dir: string): DataFolder {
  const dataDir = resolve(dir);
  return {
    dataDir,
    dbPath: join(dataDir, DB_FILE),
    uploadsDir: join(dataDir, UPLOADS),
    backupsDir: join(dataDir, BACKUPS),
  };
}

/** parksite-20261123-015200-giornaliero: sortable by time, safe in a URL and a file name. */
const SNAPSHOT_NAME = /^parksite-(\d{8})-(\d{6})(?:-(\d{3}))?-(manuale|giornaliero|pre-aggiornamento|caricato)$/;

export function snapshotName(kind: SnapshotKind, at: Date): string {
  const iso = at.toISOString();
  const day = iso.slice(0, 10).replaceAll("-", "");
  const time = iso.slice(11, 19).replaceAll(":", "");
  return `parksite-${day}-${time}-${iso.slice(20, 23)}-${kind}`;
}

export function parseSnapshotName(name: string): { kind: SnapshotKind; at: Date } | null {
  const match = SNAPSHOT_NAME.exec(name);
  if (!match) return null;
  const [, day = "", time = "", ms = "000", kind] = match;
  const at = new Date(
    `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}.${ms}Z`,
  );
  if (Number.isNaN(at.getTime())) return null;
  return { kind: kind as SnapshotKind, at };
}

/** Names a snapshot archive may hold: the manifest, the database and uploads/<folder>/<file>. */
export function isSnapshotMember(name: string): boolean {
  return (
    name === MANIFEST || name === DB_FILE || /^uploads\/[a-z0-9][a-z0-9-]{0,39}\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/.test(name)
  );
}
