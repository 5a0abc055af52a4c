import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp } from "../test-support/test-app";
import { offsiteView, readOffsite, saveOffsite } from "./offsite-config";

const t = createTestApp({ withAdmin: false });
const elsewhere = mkdtempSync(join(tmpdir(), "parksite-offsite-copy-"));
afterAll(async () => {
  await t.cleanup();
  rmSync(elsewhere, { recursive: true, force: true });
});

const SECRET = "chiave-segreta-dello-storage-1234";
const input = {
  endpoint: "https://s3.example.it",
  region: "eu-south-1",
  bucket: "copie-parksite",
  access_key_id: "AKIAESEMPIO",
  secret_access_key: SECRET,
  prefix: "parksite/",
  keep: 14,
};

describe("off-site copies' secret access key", () => {
  test("is stored sealed with the data folder's key: a copy of the database alone does not carry it", () => {
    const sqlite = t.db.$client;
    expect(saveOffsite(sqlite, input)).toBe(true);
    const raw = (sqlite.query("SELECT value FROM settings WHERE key = 'backup_offsite'").get() as { value: string }).value;
    expect(raw).not.toContain(SECRET);
    expect(readOffsite(sqlite, false, {})?.secret_access_key).toBe(SECRET);
    // Saving again without a secret keeps the one saved.
    expect(saveOffsite(sqlite, { ...input, bucket: "altro-bucket", secret_access_key: "" })).toBe(true);
    expect(readOffsite(sqlite, false, {})).toMatchObject({ bucket: "altro-bucket", secret_access_key: SECRET });

    // The database copied where there is no key file (a downloaded snapshot): the secret cannot be read.
    sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    copyFileSync(t.config.dbPath, join(elsewhere, "parksite.db"));
    const copy = new Database(join(elsewhere, "parksite.db"));
    try {
      expect(readOffsite(copy, false, {})?.secret_access_key ?? "").toBe("");
      expect(offsiteView(copy, {}).has_secret).toBe(false);
    } finally {
      copy.close();
    }
  });
});

describe("off-site settings saved by an earlier version of the program", () => {
  test("are still read: the key id and the secret named in camelCase", () => {
    const sqlite = t.db.$client;
    const earlier = { ...input, accessKeyId: "AKIAPRIMA", secretAccessKey: "segreto-in-chiaro" } as Record<string, unknown>;
    delete earlier.access_key_id;
    delete earlier.secret_access_key;
    sqlite
      .query("INSERT OR REPLACE INTO settings (key, value, is_example, updated_at) VALUES ('backup_offsite', ?, 0, ?)")
      .run(JSON.stringify(earlier), new Date().toISOString());
    expect(readOffsite(sqlite, false, {})).toMatchObject({ access_key_id: "AKIAPRIMA", secret_access_key: "segreto-in-chiaro" });
    expect(offsiteView(sqlite, {})).toMatchObject({ configured: true, access_key_id: "AKIAPRIMA", has_secret: true });
  });
});
