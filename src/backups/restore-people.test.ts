import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { parseCommandLine } from "../cli/args";
import { createAdmin } from "../api/auth/auth.service";
import { closeDatabase, openDatabase } from "../db/client";
import { makeDataFolder } from "../test-support/backup-data-folder";
import { dataFolder } from "./layout";
import { restoreSnapshot } from "./restore";
import { createSnapshot } from "./snapshot";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const sql = (dir: string, statement: string, ...params: (string | number | null)[]) => {
  const sqlite = new Database(join(dir, "parksite.db"));
  sqlite.query(statement).run(...params);
  sqlite.close();
};
const rows = <T>(dir: string, statement: string): T[] => {
  const sqlite = new Database(join(dir, "parksite.db"), { readonly: true });
  const found = sqlite.query(statement).all() as T[];
  sqlite.close();
  return found;
};
const addRequest = (dir: string, message: string, assignee: number) =>
  sql(
    dir,
    "INSERT INTO contact_requests (name, email, phone, company, message, assignee_id, created_at, updated_at) VALUES ('A', 'a@b.it', '1', '', ?, ?, datetime('now'), datetime('now'))",
    message,
    assignee,
  );

/**
 * A folder with three people in the snapshot (Anna stays, Bruno is removed since, Carla is
 * deactivated and loses her passkey since), a request assigned to each, then Dario added and
 * the second factor made compulsory after the snapshot.
 */
async function folderChangedSinceSnapshot() {
  const dir = makeDataFolder();
  made.push(dir);
  const db = openDatabase(join(dir, "parksite.db"));
  const anna = await createAdmin(db, "anna@example.com", "password-di-anna-1");
  const bruno = await createAdmin(db, "bruno@example.com", "password-di-bruno-1", "editor");
  const carla = await createAdmin(db, "carla@example.com", "password-di-carla-1", "commerciale");
  closeDatabase(db);
  sql(
    dir,
    "INSERT INTO passkeys (id, user_id, name, public_key, transports, created_at) VALUES ('chiave-carla', ?, 'Telefono', 'x', '[]', datetime('now'))",
    carla.id,
  );
  for (const [name, person] of [
    ["di Anna", anna],
    ["di Bruno", bruno],
    ["di Carla", carla],
  ] as const) {
    addRequest(dir, `richiesta ${name}`, person.id);
  }
  const snapshot = createSnapshot(dataFolder(dir), { kind: "manuale" });
  sql(dir, "DELETE FROM users WHERE id = ?", bruno.id);
  sql(dir, "UPDATE users SET active = 0, role = 'editor' WHERE id = ?", carla.id);
  sql(dir, "DELETE FROM passkeys WHERE user_id = ?", carla.id);
  sql(
    dir,
    "INSERT INTO settings (key, value, is_example, updated_at) VALUES ('security.requireSecondFactor', 'true', 0, datetime('now'))",
  );
  const later = openDatabase(join(dir, "parksite.db"));
  const dario = await createAdmin(later, "dario@example.com", "password-di-dario-1", "editor");
  closeDatabase(later);
  addRequest(dir, "richiesta dopo il backup", dario.id);
  return { dir, snapshot, ids: { anna: anna.id, bruno: bruno.id, carla: carla.id, dario: dario.id } };
}

const people = (dir: string) =>
  rows<{ email: string; active: number; role: string }>(dir, "SELECT email, active, role FROM users ORDER BY id");
const requests = (dir: string) =>
  rows<{ message: string; assignee_id: number | null }>(dir, "SELECT message, assignee_id FROM contact_requests ORDER BY id");

describe("a restore keeps who may sign in and how, and brings the content back", () => {
  test("people, roles, deactivations, passkeys and the compulsory second factor stay current; requests of removed people lose their assignee", async () => {
    const { dir, snapshot, ids } = await folderChangedSinceSnapshot();
    const result = restoreSnapshot(snapshot.path, dir, { via: "avvio" });
    expect(result.keptPeople).toBe(true);

    expect(people(dir)).toEqual([
      { email: "anna@example.com", active: 1, role: "amministratore" },
      { email: "carla@example.com", active: 0, role: "editor" },
      { email: "dario@example.com", active: 1, role: "editor" },
    ]);
    expect(rows(dir, "SELECT id FROM passkeys")).toEqual([]);
    expect(rows(dir, "SELECT value FROM settings WHERE key = 'security.requireSecondFactor'")).toEqual([{ value: "true" }]);
    // The content is the snapshot's; what named Bruno, removed since, names nobody.
    expect(requests(dir)).toEqual([
      { message: "richiesta di Anna", assignee_id: ids.anna },
      { message: "richiesta di Bruno", assignee_id: null },
      { message: "richiesta di Carla", assignee_id: ids.carla },
    ]);
    expect(rows(dir, "PRAGMA foreign_key_check")).toEqual([]);
    // A person added next gets an id nobody had, not Dario's.
    const db = openDatabase(join(dir, "parksite.db"));
    const next = await createAdmin(db, "elena@example.com", "password-di-elena-1");
    closeDatabase(db);
    expect(next.id).toBeGreaterThan(ids.dario);
  });

  test("the operator's `parksite restore --snapshot-accounts` brings the snapshot's people back too", async () => {
    const { dir, snapshot, ids } = await folderChangedSinceSnapshot();
    const command = parseCommandLine(["restore", snapshot.path, "--data", dir, "--snapshot-accounts"]);
    expect(command).toMatchObject({ name: "restore", flags: { snapshotAccounts: true } });
    const result = restoreSnapshot(snapshot.path, dir, { keepPeople: false });
    expect(result.keptPeople).toBe(false);
    expect(people(dir).map((p) => p.email)).toEqual(["anna@example.com", "bruno@example.com", "carla@example.com"]);
    expect(rows(dir, "SELECT id FROM passkeys")).toEqual([{ id: "chiave-carla" }]);
    expect(requests(dir).map((r) => r.assignee_id)).toEqual([ids.anna, ids.bruno, ids.carla]);
  });
});
