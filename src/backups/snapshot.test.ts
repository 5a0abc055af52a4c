import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deleteSnapshot, listSnapshots, snapshotEntries } from "./catalog";
import { dataFolder } from "./layout";
import { restoreSnapshot } from "./restore";
import { createSnapshot } from "./snapshot";
import { writeTarFile } from "./tar";
import { addGalleryImage, hexId, dataFoldersOfThisFile } from "../test-support/backup-data-folder";
import { verifySnapshot } from "./verify";

const { folder, emptyFolder } = dataFoldersOfThisFile();

/** A separate process that inserts contact requests as fast as it can and prints each id once committed. */
function startWriter(dbPath: string) {
  const script = `
    import { Database } from "bun:sqlite";
    const db = new Database(${JSON.stringify(dbPath)});
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000");
    const insert = db.query("INSERT INTO contact_requests (name, email, phone, company, message, created_at, updated_at) VALUES ('Mario', 'm@example.com', '1', 'Ditta', ?, datetime('now'), datetime('now')) RETURNING id");
    for (;;) { const row = insert.get("x".repeat(2000)); process.stdout.write(row.id + "\\n"); }
  `;
  const proc = Bun.spawn([process.execPath, "-e", script], { stdout: "pipe", stderr: "inherit" });
  const acked: number[] = [];
  void (async () => {
    let buffered = "";
    for await (const chunk of proc.stdout) {
      buffered += new TextDecoder().decode(chunk);
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) if (line) acked.push(Number(line));
    }
  })();
  return { proc, acked };
}

describe("snapshots", () => {
  test("a snapshot taken while another process writes restores with every write acknowledged before it began", async () => {
    const dir = folder();
    addGalleryImage(dir, hexId(1));
    const writer = startWriter(join(dir, "parksite.db"));
    try {
      while (writer.acked.length < 300) await Bun.sleep(10);
      const before = [...writer.acked];
      const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
      while (writer.acked.length < before.length + 100) await Bun.sleep(10);
      // The photo's two renditions and the files of the example documents a fresh install has.
      const exampleDocuments = readdirSync(join(dir, "uploads/documents")).length;
      expect(exampleDocuments).toBeGreaterThan(0);
      expect(snapshot.manifest.upload_files).toBe(2 + exampleDocuments);
      expect(snapshot.manifest.counts.gallery_images).toBeGreaterThan(0);

      const target = emptyFolder("parksite-restored-");
      restoreSnapshot(snapshot.path, target);
      const restored = new Database(join(target, "parksite.db"), { readonly: true });
      expect(restored.query("PRAGMA integrity_check").values()).toEqual([["ok"]]);
      const ids = new Set((restored.query("SELECT id FROM contact_requests").values() as [number][]).map((r) => r[0]));
      restored.close();
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      expect(readFileSync(join(target, "uploads/gallery", `${hexId(1)}-640x480.webp`), "utf8")).toBe(`large ${hexId(1)}`);
    } finally {
      writer.proc.kill(9);
      await writer.proc.exited;
    }
  }, 30_000);

  test("the snapshot shares the uploads (hard links) and survives their deletion from the data folder", () => {
    const dir = folder();
    addGalleryImage(dir, hexId(2));
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    rmSync(join(dir, "uploads/gallery", `${hexId(2)}-640x480.webp`));
    expect(existsSync(join(snapshot.path, "uploads/gallery", `${hexId(2)}-640x480.webp`))).toBe(true);
    expect(listSnapshots(dir).map((s) => s.name)).toEqual([snapshot.name]);
  });

  test("a downloaded archive verifies, restores into a fresh folder, and an altered one is refused", async () => {
    const dir = folder();
    const url = addGalleryImage(dir, hexId(3));
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    const archive = join(dir, "copia.tar");
    await writeTarFile(archive, snapshotEntries(snapshot.path));
    expect(verifySnapshot(archive).ok).toBe(true);

    const target = join(dir, "nuova");
    restoreSnapshot(archive, target);
    const db = new Database(join(target, "parksite.db"), { readonly: true });
    expect(db.query("SELECT image_url FROM gallery_images WHERE image_url = ?").get(url)).toEqual({ image_url: url });
    db.close();

    const bytes = readFileSync(archive);
    const at = bytes.indexOf(Buffer.from("SQLite format 3"));
    bytes[at + 2000] = (bytes[at + 2000] ?? 0) ^ 0xff;
    writeFileSync(archive, bytes);
    const report = verifySnapshot(archive);
    expect(report.ok).toBe(false);
    expect(report.findings.some((f) => f.text.includes("Checksum del database: non corrisponde"))).toBe(true);
  });

  test("deleting a snapshot removes it from the list", async () => {
    const dir = folder();
    const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
    expect(await deleteSnapshot(dir, snapshot.name)).toBe(true);
    expect(listSnapshots(dir)).toEqual([]);
    expect(await deleteSnapshot(dir, "../parksite.db")).toBe(false);
  });
});
