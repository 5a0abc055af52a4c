import { Database } from "bun:sqlite";
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fsyncPath, sha256File } from "./fs-sync";
import { ShownBackupError } from "./shown-error";
import { BACKUPS, DB_FILE, type DataFolder, MANIFEST, OWNER_FILE, snapshotName, TEMP_PREFIX, UPLOADS } from "./layout";
import type { SnapshotKind } from "../shared/backups";
import { COUNTED_TABLES, type Manifest } from "./manifest";
import { missingFiles } from "./expected-files";
import { collectReferencedUploads, uploadKey } from "./references";
import { APP_VERSION, readDataSchema } from "./schema-version";

export type Progress = (fraction: number, step: string) => void;

export interface SnapshotOptions {
  kind: SnapshotKind;
  now?: Date;
  onProgress?: Progress;
}

export interface SnapshotResult {
  name: string;
  path: string;
  manifest: Manifest;
}

class SnapshotError extends ShownBackupError {}

/** Rows per counted table (tables missing in an older schema are left out). */
export function countRows(sqlite: Database): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const exists = sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== null;
    if (exists) counts[table] = (sqlite.query(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
  }
  return counts;
}

export function integrityOf(sqlite: Database): string[] {
  const rows = sqlite.query("PRAGMA integrity_check").values() as [string][];
  return rows.map((r) => String(r[0]));
}

/** Files under uploads/, by key (see uploadKey): temporary files are skipped. */
export function uploadFilesByKey(uploadsDir: string): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  if (!existsSync(uploadsDir)) return byKey;
  for (const folder of readdirSync(uploadsDir, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name.startsWith(".")) continue;
    for (const file of readdirSync(join(uploadsDir, folder.name), { withFileTypes: true })) {
      if (!file.isFile() || file.name.startsWith(".")) continue;
      const key = uploadKey(folder.name, file.name);
      const list = byKey.get(key) ?? [];
      list.push(`${folder.name}/${file.name}`);
      byKey.set(key, list);
    }
  }
  return byKey;
}

/** A hard link (uploads never change once written, so a snapshot can share them), else a copy. */
function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
    fsyncPath(to);
  }
}

/**
 * A consistent snapshot of a data folder, safe while a server writes to it:
 *   1. VACUUM INTO a temporary folder under backups/ (a read transaction: writers go on);
 *   2. PRAGMA integrity_check on the copy, then its checksum and counts;
 *   3. the uploads the copy references, hard-linked (copied across file systems);
 *   4. manifest.json, fsync of everything, one rename to backups/<name>.
 * A crash at any point leaves only a .tmp- folder, which the next start removes.
 */
export function createSnapshot(folder: DataFolder, options: SnapshotOptions): SnapshotResult {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  if (!existsSync(folder.dbPath)) throw new Error(`nessun database in ${folder.dataDir}`);
  const now = options.now ?? new Date();
  const name = snapshotName(options.kind, now);
  const backupsDir = join(folder.dataDir, BACKUPS);
  mkdirSync(backupsDir, { recursive: true });
  const temp = join(backupsDir, `${TEMP_PREFIX}${name}`);
  const final = join(backupsDir, name);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  writeFileSync(join(temp, OWNER_FILE), String(process.pid));
  try {
    progress(0.05, "copia del database");
    const tempDb = join(temp, DB_FILE);
    const source = new Database(folder.dbPath, { readwrite: true, create: false });
    try {
      source.exec("PRAGMA busy_timeout = 5000");
      source.query("VACUUM INTO ?").run(tempDb);
    } finally {
      source.close();
    }
    progress(0.35, "controllo di integrità");
    const copy = new Database(tempDb, { readonly: true });
    let counts: Record<string, number>;
    let schemaVersion: number;
    let referenced: ReturnType<typeof collectReferencedUploads>;
    try {
      const problems = integrityOf(copy);
      if (problems.length !== 1 || problems[0] !== "ok") {
        throw new SnapshotError(`la copia del database non supera il controllo di integrità: ${problems.slice(0, 3).join("; ")}`);
      }
      counts = countRows(copy);
      schemaVersion = readDataSchema(copy).version;
      referenced = collectReferencedUploads(copy);
    } finally {
      copy.close();
    }
    fsyncPath(tempDb);
    const dbBytes = statSync(tempDb).size;
    const dbSha = sha256File(tempDb);

    progress(0.5, "immagini caricate");
    const files = uploadFilesByKey(folder.uploadsDir);
    const missing = missingFiles(referenced.addresses, folder.uploadsDir);
    let uploadFiles = 0;
    let uploadBytes = 0;
    const keys = [...referenced.keys].sort();
    keys.forEach((key, index) => {
      const names = files.get(key);
      if (!names?.length) return;
      for (const relative of names) {
        const from = join(folder.uploadsDir, relative);
        const to = join(temp, UPLOADS, relative);
        mkdirSync(join(to, ".."), { recursive: true });
        linkOrCopy(from, to);
        uploadFiles += 1;
        uploadBytes += statSync(to).size;
      }
      if (index % 200 === 0) progress(0.5 + 0.4 * (index / Math.max(keys.length, 1)), "immagini caricate");
    });

    progress(0.92, "manifesto");
    const manifest: Manifest = {
      format: 1,
      name,
      kind: options.kind,
      created_at: now.toISOString(),
      app_version: APP_VERSION,
      schema_version: schemaVersion,
      counts,
      db_sha256: dbSha,
      db_bytes: dbBytes,
      upload_files: uploadFiles,
      bytes: dbBytes + uploadBytes,
      missing_uploads: missing.slice(0, 10_000),
      duration_ms: Math.round(performance.now() - started),
    };
    const manifestPath = join(temp, MANIFEST);
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o640 });
    fsyncPath(manifestPath);
    if (existsSync(join(temp, UPLOADS))) {
      for (const sub of readdirSync(join(temp, UPLOADS))) fsyncPath(join(temp, UPLOADS, sub));
      fsyncPath(join(temp, UPLOADS));
    }
    rmSync(join(temp, OWNER_FILE), { force: true });
    fsyncPath(temp);
    renameSync(temp, final);
    fsyncPath(backupsDir);
    progress(1, "completato");
    return { name, path: final, manifest };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Writes the manifest of a folder holding a database and uploads/ as they are (data a restore set aside). */
export function writeManifestOf(dir: string, name: string, now: Date): Manifest {
  const dbPath = join(dir, DB_FILE);
  const sqlite = new Database(dbPath, { readonly: true });
  let counts: Record<string, number>;
  let schemaVersion: number;
  try {
    counts = countRows(sqlite);
    schemaVersion = readDataSchema(sqlite).version;
  } finally {
    sqlite.close();
  }
  const files = [...uploadFilesByKey(join(dir, UPLOADS)).values()].flat();
  const dbBytes = statSync(dbPath).size;
  const uploadBytes = files.reduce((sum, file) => sum + statSync(join(dir, UPLOADS, file)).size, 0);
  const manifest: Manifest = {
    format: 1,
    name,
    kind: "manuale",
    created_at: now.toISOString(),
    app_version: APP_VERSION,
    schema_version: schemaVersion,
    counts,
    db_sha256: sha256File(dbPath),
    db_bytes: dbBytes,
    upload_files: files.length,
    bytes: dbBytes + uploadBytes,
    missing_uploads: [],
    duration_ms: 0,
  };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o640 });
  return manifest;
}
