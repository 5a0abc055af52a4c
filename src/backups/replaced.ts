import { existsSync, readdirSync, renameSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fsyncPath } from "./fs-sync";
import { DB_FILE, REPLACED, TEMP_PREFIX, UPLOADS } from "./layout";
import type { ReplacedData } from "../shared/backups";

/** Data a restore set aside (replaced/<time>/), as the admin page lists it. */
const STAMP = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-\d{1,4})?$/;

function sizeOf(path: string): { bytes: number; files: number } {
  if (!existsSync(path)) return { bytes: 0, files: 0 };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { bytes: stat.size, files: 1 };
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(path)) {
    const inner = sizeOf(join(path, entry));
    bytes += inner.bytes;
    files += inner.files;
  }
  return { bytes, files };
}

/** The folder of set-aside data named `name` holding a database, or null (names are checked: no paths). */
export function replacedPath(dataDir: string, name: string): string | null {
  if (!STAMP.test(name)) return null;
  const path = join(dataDir, REPLACED, name);
  return existsSync(join(path, DB_FILE)) ? path : null;
}

/** Set-aside data, newest first. */
export function listReplaced(dataDir: string): ReplacedData[] {
  const dir = join(dataDir, REPLACED);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => replacedPath(dataDir, name) !== null)
    .sort()
    .reverse()
    .map((name) => {
      const [, y, mo, d, h, mi, s] = STAMP.exec(name) ?? [];
      return {
        name,
        replaced_at: `${y}-${mo}-${d}T${h}:${mi}:${s}Z`,
        bytes: sizeOf(join(dir, name, DB_FILE)).bytes + sizeOf(join(dir, name, UPLOADS)).bytes,
        upload_files: sizeOf(join(dir, name, UPLOADS)).files,
      };
    });
}

/** Deletes set-aside data: renamed to a temporary name first, so a crash never leaves half of it listed. */
export async function deleteReplaced(dataDir: string, name: string): Promise<boolean> {
  const path = replacedPath(dataDir, name);
  if (!path) return false;
  const doomed = join(dataDir, REPLACED, `${TEMP_PREFIX}deleting-${name}`);
  renameSync(path, doomed);
  fsyncPath(join(dataDir, REPLACED));
  await rm(doomed, { recursive: true, force: true });
  return true;
}
