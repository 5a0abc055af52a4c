import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const binary = join(import.meta.dir, "../../dist/parksite");
const dataDir = mkdtempSync(join(tmpdir(), "parksite-hash-cost-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("password hashing in the executable", () => {
  test("the built program hashes at argon2id's production cost, whatever the unit tests use", () => {
    expect(existsSync(binary)).toBe(true);
    const made = Bun.spawnSync(
      [binary, "admin", "create", "--data", dataDir, "--email", "costo@example.com", "--password", "una-password-lunga"],
      { stdout: "pipe", stderr: "pipe" },
    );
    expect(made.exitCode).toBe(0);
    const db = new Database(join(dataDir, "parksite.db"), { readonly: true });
    const row = db.query("SELECT password_hash AS hash FROM users WHERE email = ?").get("costo@example.com") as { hash: string };
    db.close();
    expect(row.hash).toStartWith("$argon2id$v=19$m=65536,t=2,");
  });
});
