import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listSnapshots } from "./catalog";
import { BackupJobs, JobBusyError } from "./jobs";
import { extractTarFile, tarHeader, TarFormatError } from "./tar";
import { makeDataFolder } from "../test-support/backup-data-folder";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("backup jobs (child process of this program)", () => {
  test("a snapshot job reports progress and ends with the snapshot listed; one job at a time", async () => {
    const dir = makeDataFolder();
    made.push(dir);
    const jobs = new BackupJobs(dir);
    const job = jobs.snapshot("manuale");
    expect(job.state).toBe("in_corso");
    expect(() => jobs.snapshot("manuale")).toThrow(JobBusyError);
    await jobs.idle();
    expect(job.state).toBe("completato");
    expect(job.progress).toBe(1);
    expect(listSnapshots(dir).map((s) => s.name)).toEqual([job.snapshot ?? ""]);
  }, 20_000);

  test("importing a file that is not a snapshot fails with an Italian message and leaves nothing", async () => {
    const dir = makeDataFolder();
    made.push(dir);
    const file = join(dir, "non-un-backup.tar");
    writeFileSync(file, "ciao");
    const jobs = new BackupJobs(dir);
    const job = jobs.importArchive(file);
    await jobs.idle();
    expect(job.state).toBe("errore");
    expect(job.message).toContain("non è un backup di parksite valido");
    expect(listSnapshots(dir)).toEqual([]);
  }, 20_000);
});

describe("tar reader", () => {
  test("refuses names outside the snapshot layout before writing anything", () => {
    const dir = makeDataFolder();
    made.push(dir);
    const archive = join(dir, "cattivo.tar");
    const body = Buffer.from("x");
    writeFileSync(
      archive,
      Buffer.concat([tarHeader("../../evil.sh", 1, Date.now()), body, Buffer.alloc(511), Buffer.alloc(1024)]),
    );
    const target = join(dir, "estratto");
    mkdirSync(target);
    expect(() => extractTarFile(archive, target, (n) => n === "manifest.json")).toThrow(TarFormatError);
  });
});
