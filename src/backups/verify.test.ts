import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { listSnapshots } from "./catalog";
import { DataFolderInUseError } from "./lock";
import { dataFolder } from "./layout";
import { restoreSnapshot } from "./restore";
import { createSnapshot } from "./snapshot";
import { sweepDataFolder } from "./sweep";
import { addGalleryImage, hexId, dataFoldersOfThisFile } from "../test-support/backup-data-folder";
import { formatReport, verifyDataFolder } from "./verify";

const { folder } = dataFoldersOfThisFile();

describe("verify", () => {
  test("a healthy folder passes with an Italian report", () => {
    const dir = folder();
    addGalleryImage(dir, hexId(10));
    const report = verifyDataFolder(dir);
    expect(report.ok).toBe(true);
    expect(formatReport(report)).toContain("Esito: tutto in ordine.");
  });

  test("finds a planted orphan, a missing upload and a temporary leftover", () => {
    const dir = folder();
    addGalleryImage(dir, hexId(11));
    const missingUrl = addGalleryImage(dir, hexId(12), { withFiles: false });
    writeFileSync(join(dir, "uploads/gallery", `${hexId(13)}-320x240.webp`), "orfano");
    writeFileSync(join(dir, "uploads/gallery", `.tmp-${hexId(14)}-320x240.webp`), "a metà");
    const report = verifyDataFolder(dir);
    expect(report.ok).toBe(false);
    // The address the row names and the smaller rendition its srcset lists.
    expect(report.missing).toEqual([`/uploads/gallery/${hexId(12)}-320x240.webp`, missingUrl]);
    expect(report.orphans).toEqual([`gallery/${hexId(13)}-320x240.webp`]);
    expect(report.leftovers).toEqual([`uploads/gallery/.tmp-${hexId(14)}-320x240.webp`]);
    const text = formatReport(report);
    expect(text).toContain("Immagini mancanti: 2");
    expect(text).toContain("File orfani: 1");
    expect(text).toContain("File temporanei rimasti");
    expect(text).toContain("Esito: 1 errore, 2 avvisi.");
  });
});

describe("restore", () => {
  test("refuses a data folder a running server holds, and changes nothing", async () => {
    const source = folder();
    const snapshot = createSnapshot(dataFolder(source), { kind: "manuale" });
    const live = folder();
    const before = readFileSync(join(live, "parksite.db"));
    const server = Bun.spawn(["sleep", "30"]);
    try {
      writeFileSync(join(live, "parksite.lock"), `${server.pid}\n`);
      expect(() => restoreSnapshot(snapshot.path, live)).toThrow(DataFolderInUseError);
      expect(readFileSync(join(live, "parksite.db"))).toEqual(before);
      expect(existsSync(join(live, "replaced"))).toBe(false);
    } finally {
      server.kill(9);
      await server.exited;
    }
    // The same lock left by a process that died (kill -9) no longer holds the folder.
    restoreSnapshot(snapshot.path, live);
    expect(existsSync(join(live, "replaced"))).toBe(true);
  });

  test("a snapshot with a newer schema is refused before anything moves", () => {
    const source = folder();
    const db = new Database(join(source, "parksite.db"));
    db.query("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('futuro', ?)").run(Date.now() + 10 ** 12);
    db.close();
    const snapshot = createSnapshot(dataFolder(source), { kind: "manuale" });
    const target = folder();
    expect(() => restoreSnapshot(snapshot.path, target)).toThrow("più recente");
    expect(existsSync(join(target, "replaced"))).toBe(false);
  });
});

describe("start-up sweep", () => {
  test("removes leftovers and day-old unused uploads, keeps recent ones and used ones", () => {
    const dir = folder();
    addGalleryImage(dir, hexId(20));
    const old = join(dir, "uploads/gallery", `${hexId(21)}-320x240.webp`);
    const recent = join(dir, "uploads/gallery", `${hexId(22)}-320x240.webp`);
    writeFileSync(old, "vecchio");
    writeFileSync(recent, "nuovo");
    const twoDaysAgo = (Date.now() - 2 * 24 * 3600 * 1000) / 1000;
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    mkdirSync(join(dir, "backups/.tmp-parksite-20260101-000000-000-manuale"), { recursive: true });
    const sqlite = new Database(join(dir, "parksite.db"));
    const result = sweepDataFolder(dataFolder(dir), sqlite);
    sqlite.close();
    expect(result.leftoversRemoved).toEqual(["backups/.tmp-parksite-20260101-000000-000-manuale"]);
    expect(result.orphansRemoved).toEqual([`gallery/${hexId(21)}-320x240.webp`]);
    expect(result.orphansKept).toEqual([`gallery/${hexId(22)}-320x240.webp`]);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(join(dir, "uploads/gallery", `${hexId(20)}-640x480.webp`))).toBe(true);
    expect(listSnapshots(dir)).toEqual([]);
  });
});
