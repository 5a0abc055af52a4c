import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { renderMigrationIndex } from "../../scripts/embed-migrations";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { embeddedMigrations } from "./migrations";

const tables = (db: ReturnType<typeof openDatabase>) =>
  (db.$client.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    (r) => r.name,
  );

describe("migrations", () => {
  test("apply to an empty database and again without changing anything", () => {
    const db = openDatabase(":memory:");
    runMigrations(db);
    const first = tables(db);
    expect(first).toEqual(
      expect.arrayContaining([
        "posts",
        "gallery_images",
        "users",
        "sessions",
        "contact_requests",
        "settings",
        "__drizzle_migrations",
      ]),
    );
    runMigrations(db);
    expect(tables(db)).toEqual(first);
    const applied = db.$client.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number };
    expect(applied.n).toBe(embeddedMigrations.length);
  });

  test("the embedded list is the one drizzle-kit's journal describes", async () => {
    const committed = await Bun.file(join(import.meta.dir, "migrations/index.ts")).text();
    expect(committed).toBe(await renderMigrationIndex());
  });

  test("every connection gets WAL, full sync, foreign keys and a busy timeout", () => {
    const dir = `${require("node:os").tmpdir()}/parksite-pragma-${Date.now()}.db`;
    const db = openDatabase(dir);
    const pragma = (name: string) => Object.values(db.$client.query(`PRAGMA ${name}`).get() as object)[0];
    expect(pragma("journal_mode")).toBe("wal");
    expect(pragma("synchronous")).toBe(2);
    expect(pragma("foreign_keys")).toBe(1);
    expect(pragma("busy_timeout")).toBe(5000);
    db.$client.close();
  });
});
