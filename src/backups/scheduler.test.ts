import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listSnapshots } from "./catalog";
import { BackupJobs } from "./jobs";
import { startBackupScheduler } from "./scheduler";
import { addGalleryImage, hexId, makeDataFolder } from "../test-support/backup-data-folder";

const dir = makeDataFolder();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("daily snapshot", () => {
  test("made once a day from the hour, in a child process that also removes day-old unused uploads", async () => {
    addGalleryImage(dir, hexId(30));
    const orphan = join(dir, "uploads/gallery", `${hexId(31)}-320x240.webp`);
    writeFileSync(orphan, "non usata");
    const old = (Date.now() - 3 * 24 * 3600 * 1000) / 1000;
    utimesSync(orphan, old, old);
    const sqlite = new Database(join(dir, "parksite.db"));
    const messages: string[] = [];
    const scheduler = startBackupScheduler({
      dataDir: dir,
      sqlite,
      fallback: { hour: 0, keep_daily: 7, keep_weekly: 4 },
      jobs: new BackupJobs(dir),
      log: (m) => messages.push(m),
    });
    try {
      await scheduler.tick();
      await scheduler.tick();
    } finally {
      scheduler.stop();
      sqlite.close();
    }
    expect(listSnapshots(dir).map((s) => s.kind)).toEqual(["giornaliero"]);
    expect(messages.filter((m) => m.startsWith("Backup giornaliero creato"))).toHaveLength(1);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(join(dir, "uploads/gallery", `${hexId(30)}-640x480.webp`))).toBe(true);
  }, 30_000);
});
