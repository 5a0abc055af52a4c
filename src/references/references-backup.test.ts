import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { createAdmin } from "../api/auth/auth.service";
import { dataFolder } from "../backups/layout";
import { restoreSnapshot } from "../backups/restore";
import { createSnapshot } from "../backups/snapshot";
import { verifySnapshot } from "../backups/verify";
import { closeDatabase, openDatabase } from "../db/client";
import { makeDataFolder } from "../test-support/backup-data-folder";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const query = <T>(dir: string, statement: string, ...params: (string | number)[]): T[] => {
  const sqlite = new Database(join(dir, "parksite.db"));
  const found = sqlite.query(statement).all(...params) as T[];
  sqlite.close();
  return found;
};

describe("references in backups", () => {
  test("a snapshot holds the references, passes verify, and a restore brings back one deleted since (its writer removed: no author)", async () => {
    const dir = makeDataFolder();
    made.push(dir);
    const db = openDatabase(join(dir, "parksite.db"));
    const writer = await createAdmin(db, "redazione@example.com", "password-della-redazione-1", "editor");
    closeDatabase(db);
    query(
      dir,
      `INSERT INTO reference_projects (title, slug, client, sector, comune_code, region, lat, lng, year, status, author_id, created_at, updated_at)
       VALUES ('Ospedale del backup', 'ospedale-del-backup', 'Ospedale', 'ospedali', '015146', 'Lombardia', 45.46, 9.19, 2024, 'published', ?, datetime('now'), datetime('now'))`,
      writer.id,
    );
    const before = query<{ n: number }>(dir, "SELECT count(*) AS n FROM reference_projects")[0]?.n ?? 0;
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    expect(verifySnapshot(snapshot.path).ok).toBe(true);
    query(dir, "DELETE FROM reference_projects WHERE slug = 'ospedale-del-backup'");
    query(dir, "DELETE FROM users WHERE id = ?", writer.id);
    restoreSnapshot(snapshot.path, dir, { via: "avvio" });
    expect(query<{ n: number }>(dir, "SELECT count(*) AS n FROM reference_projects")[0]?.n).toBe(before);
    expect(query(dir, "SELECT title, author_id FROM reference_projects WHERE slug = 'ospedale-del-backup'")).toEqual([
      { title: "Ospedale del backup", author_id: null },
    ]);
    expect(query(dir, "PRAGMA foreign_key_check")).toEqual([]);
  });
});
