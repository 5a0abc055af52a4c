import { Database } from "bun:sqlite";
import { afterAll } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config";
import { closeDatabase } from "../db/client";
import { openDataFolder } from "../data-folder";

/** A migrated, seeded data folder in a temporary directory (closed again), for the backup tests. */
export function makeDataFolder(prefix = "parksite-backup-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  closeDatabase(openDataFolder(loadConfig({ data: dir }, {})));
  return dir;
}

/**
 * The test file's folders, all removed after its tests: `folder()` makes a data folder (as makeDataFolder),
 * `emptyFolder()` an empty directory to restore into.
 */
export function dataFoldersOfThisFile() {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  const kept = (dir: string) => {
    made.push(dir);
    return dir;
  };
  return {
    folder: (prefix?: string) => kept(makeDataFolder(prefix)),
    emptyFolder: (prefix: string) => kept(mkdtempSync(join(tmpdir(), prefix))),
  };
}

/** A contact request written straight into the folder's database, to tell one state of the data from another. */
export function addContactRequest(dir: string, message: string): void {
  const db = new Database(join(dir, "parksite.db"));
  db.query(
    "INSERT INTO contact_requests (name, email, phone, company, message, created_at, updated_at) VALUES ('A', 'a@b.it', '1', '', ?, datetime('now'), datetime('now'))",
  ).run(message);
  db.close();
}

/** A stored image as the server writes it (two renditions), and the gallery row that shows it. */
export function addGalleryImage(dir: string, id: string, options: { withFiles?: boolean } = {}): string {
  const url = `/uploads/gallery/${id}-640x480.webp`;
  if (options.withFiles !== false) {
    mkdirSync(join(dir, "uploads/gallery"), { recursive: true });
    writeFileSync(join(dir, "uploads/gallery", `${id}-320x240.webp`), `small ${id}`);
    writeFileSync(join(dir, "uploads/gallery", `${id}-640x480.webp`), `large ${id}`);
  }
  const sqlite = new Database(join(dir, "parksite.db"));
  sqlite
    .query(
      "INSERT INTO gallery_images (section, name, description, image_url, display_order, width, height, variants, created_at, updated_at) VALUES ('parcheggi', ?, '', ?, 1, 640, 480, '[]', datetime('now'), datetime('now'))",
    )
    .run(`Foto ${id}`, url);
  sqlite.close();
  return url;
}

export const hexId = (n: number) => n.toString(16).padStart(24, "0");
