import { existsSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fsyncPath } from "./fs-sync";
import { BACKUPS, DB_FILE, MANIFEST, parseSnapshotName, TEMP_PREFIX, UPLOADS } from "./layout";
import { type Manifest, manifestSchema } from "./manifest";
import type { TarEntry } from "./tar";
import type { RemoteCopyInfo, SnapshotInfo } from "../shared/backups";

/** Beside a snapshot's files, outside its archive: the state of its off-site copy. */
export const REMOTE_STATE = "remote.json";

function readRemoteState(snapshotDir: string): RemoteCopyInfo | null {
  try {
    return JSON.parse(readFileSync(join(snapshotDir, REMOTE_STATE), "utf8")) as RemoteCopyInfo;
  } catch {
    return null;
  }
}

export function readManifest(snapshotDir: string): Manifest | null {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(join(snapshotDir, MANIFEST), "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Complete snapshots under backups/, newest first (a folder without a valid manifest is not one). */
export function listSnapshots(dataDir: string): SnapshotInfo[] {
  const dir = join(dataDir, BACKUPS);
  if (!existsSync(dir)) return [];
  const found: SnapshotInfo[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !parseSnapshotName(entry.name)) continue;
    const manifest = readManifest(join(dir, entry.name));
    if (!manifest || manifest.name !== entry.name) continue;
    // The manifest's facts as they are; what only checks a snapshot (hashes, sizes, timing) stays out.
    const {
      format: _format,
      db_sha256: _sha256,
      db_bytes: _dbBytes,
      duration_ms: _duration,
      missing_uploads,
      ...facts
    } = manifest;
    found.push({
      ...facts,
      missing_uploads: missing_uploads.length,
      remote: readRemoteState(join(dir, entry.name)),
    } satisfies SnapshotInfo);
  }
  return found.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The folder of a complete snapshot named `name`, or null (names are checked: no paths). */
export function snapshotPath(dataDir: string, name: string): string | null {
  if (!parseSnapshotName(name)) return null;
  const path = join(dataDir, BACKUPS, name);
  return existsSync(join(path, MANIFEST)) ? path : null;
}

/** Removes a snapshot: renamed to a temporary name first, so a crash never leaves half of one listed. */
export async function deleteSnapshot(dataDir: string, name: string): Promise<boolean> {
  const path = snapshotPath(dataDir, name);
  if (!path) return false;
  const doomed = join(dataDir, BACKUPS, `${TEMP_PREFIX}deleting-${name}`);
  renameSync(path, doomed);
  fsyncPath(join(dataDir, BACKUPS));
  await rm(doomed, { recursive: true, force: true });
  return true;
}

/** What a snapshot's archive holds, in order: manifest, database, uploads. */
export function snapshotEntries(snapshotDir: string): TarEntry[] {
  const entry = (name: string): TarEntry => {
    const source = join(snapshotDir, name);
    const stat = statSync(source);
    return { name, source, size: stat.size, mtimeMs: stat.mtimeMs };
  };
  const entries = [entry(MANIFEST), entry(DB_FILE)];
  const uploads = join(snapshotDir, UPLOADS);
  if (existsSync(uploads)) {
    for (const folder of readdirSync(uploads, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (!folder.isDirectory()) continue;
      for (const file of readdirSync(join(uploads, folder.name)).sort()) entries.push(entry(`${UPLOADS}/${folder.name}/${file}`));
    }
  }
  return entries;
}
