import { REQUIRE_SECOND_FACTOR } from "../accounts/security-settings";
import type { Db } from "../db/client";
import { ShownBackupError } from "./shown-error";

/**
 * Who may sign in and how: each person (active or not, password, role), their authentication
 * app and recovery codes, their passkeys, and the failed sign-ins that lock an account. A restore
 * from the admin takes these from the current data, never from the snapshot, so a restore cannot
 * give back an access revoked since (a deactivated person, a leaked password changed since, a
 * removed passkey). Parents before children.
 */
const PEOPLE_TABLES = ["users", "recovery_codes", "passkeys", "login_throttle"] as const;
/** Sessions and one-time links are ended by every restore, whoever's they are. */
const ENDED_TABLES = ["sessions", "invitations"] as const;
/** Site settings that decide how people sign in. */
const SECURITY_SETTINGS = [REQUIRE_SECOND_FACTOR];

type Schema = "main" | "current";

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function columnsOf(db: Db, schema: Schema, table: string): string[] {
  return (db.$client.query(`PRAGMA ${schema}.table_info(${quote(table)})`).all() as { name: string }[]).map((c) => c.name);
}

/** The columns both databases have (the current one may predate a column a migration added). */
function sharedColumns(db: Db, table: string): string {
  const live = new Set(columnsOf(db, "current", table));
  return columnsOf(db, "main", table)
    .filter((c) => live.has(c))
    .map(quote)
    .join(", ");
}

/**
 * Content of the snapshot (an article's author, a request's assignee, a note's writer) that names
 * a person who is not in the current data (removed since) is treated as the removal treats it:
 * the reference emptied, or the row gone, as the column's foreign key says. A person is the same
 * in both when id and creation time match (ids are never reused, the time guards against a rebuilt
 * database).
 */
function detachPeopleRemovedSince(db: Db): void {
  const kept = "SELECT m.id FROM main.users m JOIN current.users c ON c.id = m.id AND c.created_at = m.created_at";
  const tables = (
    db.$client.query("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
    }[]
  )
    .map((t) => t.name)
    .filter(
      (name) => !(PEOPLE_TABLES as readonly string[]).includes(name) && !(ENDED_TABLES as readonly string[]).includes(name),
    );
  for (const table of tables) {
    const keys = db.$client.query(`PRAGMA main.foreign_key_list(${quote(table)})`).all() as {
      table: string;
      from: string;
      on_delete: string;
    }[];
    for (const key of keys.filter((k) => k.table === "users")) {
      const gone = `${quote(key.from)} IS NOT NULL AND ${quote(key.from)} NOT IN (${kept})`;
      if (key.on_delete === "SET NULL")
        db.$client.exec(`UPDATE main.${quote(table)} SET ${quote(key.from)} = NULL WHERE ${gone}`);
      else if (key.on_delete === "CASCADE") db.$client.exec(`DELETE FROM main.${quote(table)} WHERE ${gone}`);
      else throw new ShownBackupError(`la tabella ${table} rimanda alle persone in un modo che il ripristino non sa trattare`);
    }
  }
}

/** Replaces one table of the staged database by the current one's rows. */
function takeCurrent(db: Db, table: string, where = ""): void {
  const columns = sharedColumns(db, table);
  db.$client.exec(`DELETE FROM main.${quote(table)} ${where}`);
  db.$client.exec(`INSERT INTO main.${quote(table)} (${columns}) SELECT ${columns} FROM current.${quote(table)} ${where}`);
}

/** True when the current database has people to keep (a data folder's very first restore may have none). */
export function hasCurrentPeople(db: Db): boolean {
  return columnsOf(db, "current", "users").length > 0;
}

/**
 * In the staged snapshot (main), with the live database attached as `current` and foreign keys
 * off (the caller's transaction): takes the people and their ways in, and the security settings,
 * from the current data. The caller ends sessions and links, then calls checkReferences.
 */
export function keepCurrentPeople(db: Db): void {
  detachPeopleRemovedSince(db);
  for (const table of [...PEOPLE_TABLES].reverse()) db.$client.exec(`DELETE FROM main.${quote(table)}`);
  for (const table of PEOPLE_TABLES) takeCurrent(db, table);
  // New people get ids the current data never gave: the audit log, kept too, names them by id.
  db.$client.exec(
    `UPDATE main.sqlite_sequence SET seq = max(seq, coalesce((SELECT c.seq FROM current.sqlite_sequence c WHERE c.name = main.sqlite_sequence.name), 0))
     WHERE name IN (${PEOPLE_TABLES.map((t) => `'${t}'`).join(", ")})`,
  );
  const keys = SECURITY_SETTINGS.map((key) => `'${key.replaceAll("'", "''")}'`).join(", ");
  takeCurrent(db, "settings", `WHERE key IN (${keys})`);
}

/** Refuses a prepared database in which a reference (to a person, or anything else) does not resolve. */
export function checkReferences(db: Db): void {
  const broken = db.$client.query("PRAGMA main.foreign_key_check").all() as { table: string }[];
  if (broken.length > 0) {
    throw new ShownBackupError(`riferimenti non risolti in ${[...new Set(broken.map((b) => b.table))].join(", ")}`);
  }
}
