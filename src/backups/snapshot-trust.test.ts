import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { snapshotEntries } from "./catalog";
import { sha256File } from "./fs-sync";
import { importSnapshot } from "./import";
import { dataFolder } from "./layout";
import { restoreSnapshot } from "./restore";
import { createSnapshot } from "./snapshot";
import { writeTarFile } from "./tar";
import { hexId, dataFoldersOfThisFile } from "../test-support/backup-data-folder";
import { formatReport, verifyDataFolder, verifySnapshot } from "./verify";

const { folder } = dataFoldersOfThisFile();

function run(dir: string, sql: string, ...params: string[]) {
  const sqlite = new Database(join(dir, "parksite.db"));
  sqlite.query(sql).run(...params);
  sqlite.close();
}

/** A photo as the server stores it (renditions 320, 640 and 1024 wide) in a gallery row, and a blog cover (up to 1600) in a setting. */
function addStoredImages(dir: string): string[] {
  const photo = hexId(40);
  const cover = hexId(41);
  mkdirSync(join(dir, "uploads/gallery"), { recursive: true });
  mkdirSync(join(dir, "uploads/blog"), { recursive: true });
  const gallery = [`${photo}-320x213.webp`, `${photo}-640x426.webp`, `${photo}-1024x682.webp`];
  const blog = [`${cover}-320x213.webp`, `${cover}-640x427.webp`, `${cover}-1024x683.webp`, `${cover}-1600x1067.webp`];
  for (const name of gallery) writeFileSync(join(dir, "uploads/gallery", name), name);
  for (const name of blog) writeFileSync(join(dir, "uploads/blog", name), name);
  const variants = gallery.map((name) => ({ url: `/uploads/gallery/${name}`, width: Number(name.split(/[-x]/)[1]), height: 0 }));
  run(
    dir,
    "INSERT INTO gallery_images (section, name, description, image_url, display_order, width, height, variants, created_at, updated_at) VALUES ('parcheggi', 'Foto', '', ?, 1, 1024, 682, ?, datetime('now'), datetime('now'))",
    `/uploads/gallery/${photo}-1024x682.webp`,
    JSON.stringify(variants),
  );
  run(
    dir,
    "INSERT INTO settings (key, value, updated_at) VALUES ('copertina', ?, '2026-01-01')",
    JSON.stringify(`/uploads/blog/${cover}-1600x1067.webp`),
  );
  return [...gallery.map((n) => `/uploads/gallery/${n}`), ...blog.map((n) => `/uploads/blog/${n}`)];
}

describe("verify checks every file the pages serve", () => {
  test("deleting any one rendition makes verify fail, naming it", () => {
    const dir = folder();
    const files = addStoredImages(dir);
    expect(verifyDataFolder(dir).ok).toBe(true);
    for (const address of files) {
      const path = join(dir, address);
      renameSync(path, `${path}.aside`);
      const report = verifyDataFolder(dir);
      renameSync(`${path}.aside`, path);
      expect(report.ok).toBe(false);
      expect(report.missing).toEqual([address]);
      expect(formatReport(report)).toContain(`Immagini mancanti: 1 file usati dalle pagine non ci sono: ${address}.`);
    }
  });

  test("a snapshot missing one rendition fails verify, naming it", () => {
    const dir = folder();
    addStoredImages(dir);
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    expect(verifySnapshot(snapshot.path).ok).toBe(true);
    rmSync(join(snapshot.path, "uploads/gallery", `${hexId(40)}-640x426.webp`));
    const report = verifySnapshot(snapshot.path);
    expect(report.ok).toBe(false);
    expect(report.missing).toEqual([`/uploads/gallery/${hexId(40)}-640x426.webp`]);
  });
});

/** Replaces a snapshot's database by another file and sets the manifest's checksum to match, as a forger would. */
function forge(snapshotDir: string, database: string) {
  renameSync(database, join(snapshotDir, "parksite.db"));
  const manifestPath = join(snapshotDir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
  manifest.db_sha256 = sha256File(join(snapshotDir, "parksite.db"));
  writeFileSync(manifestPath, JSON.stringify(manifest));
}

describe("a foreign SQLite file is not a snapshot", () => {
  test("refused by verify, upload (import) and restore, in Italian, and nothing changes", async () => {
    const dir = folder();
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    const foreign = join(dir, "estraneo.db");
    const sqlite = new Database(foreign);
    sqlite.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('ciao')");
    sqlite.close();
    forge(snapshot.path, foreign);

    const report = verifySnapshot(snapshot.path);
    expect(report.ok).toBe(false);
    expect(formatReport(report)).toContain("non è un database di parksite");

    const archive = join(dir, "estraneo.tar");
    await writeTarFile(archive, snapshotEntries(snapshot.path));
    expect(verifySnapshot(archive).ok).toBe(false);
    const target = folder();
    const before = readFileSync(join(target, "parksite.db"));
    expect(() => importSnapshot(archive, target)).toThrow("non è un database di parksite");
    expect(readdirSync(join(target, "backups"))).toEqual([]);
    expect(() => restoreSnapshot(archive, target)).toThrow("non è un database di parksite");
    expect(readFileSync(join(target, "parksite.db"))).toEqual(before);
    expect(existsSync(join(target, "replaced"))).toBe(false);
  });

  test("a parksite database whose rows differ from the manifest is refused", () => {
    const dir = folder();
    run(dir, "INSERT INTO settings (key, value, updated_at) VALUES ('extra', '1', '2026-01-01')");
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    const copy = join(dir, "copia.db");
    writeFileSync(copy, readFileSync(join(snapshot.path, "parksite.db")));
    const sqlite = new Database(copy);
    sqlite.exec("DELETE FROM settings WHERE key = 'extra'");
    sqlite.close();
    forge(snapshot.path, copy);
    const text = formatReport(verifySnapshot(snapshot.path));
    expect(text).toContain("Il database non corrisponde al manifesto del backup: settings:");
    expect(text).toContain("[errore]");
  });

  test("a database with parksite's migrations table but not its tables is refused", () => {
    const dir = folder();
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    const copy = join(dir, "svuotato.db");
    writeFileSync(copy, readFileSync(join(snapshot.path, "parksite.db")));
    const sqlite = new Database(copy);
    sqlite.exec("DROP TABLE contact_requests");
    sqlite.close();
    forge(snapshot.path, copy);
    expect(formatReport(verifySnapshot(snapshot.path))).toContain("mancano le tabelle di parksite contact_requests");
  });
});

describe("what a snapshot carries", () => {
  test("only the database and the uploads: a key file in the data folder is left out, and refused in an archive", async () => {
    const dir = folder();
    writeFileSync(join(dir, "secret.key"), "chiave segreta");
    writeFileSync(join(dir, "uploads", "secret.key"), "chiave segreta");
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    const entries = snapshotEntries(snapshot.path).map((e) => e.name);
    expect(entries.filter((name) => !name.startsWith("uploads/"))).toEqual(["manifest.json", "parksite.db"]);
    expect(entries.some((name) => name.includes("secret.key"))).toBe(false);
    expect(
      readdirSync(snapshot.path)
        .filter((n) => n !== "uploads")
        .sort(),
    ).toEqual(["manifest.json", "parksite.db"]);
    // An archive that carries one anyway is refused before anything is written.
    const archive = join(dir, "con-chiave.tar");
    const key = join(snapshot.path, "secret.key");
    writeFileSync(key, "chiave");
    await writeTarFile(archive, [
      ...snapshotEntries(snapshot.path),
      { name: "secret.key", source: key, size: 6, mtimeMs: Date.now() },
    ]);
    expect(() => importSnapshot(archive, folder())).toThrow("secret.key");
  });
});
