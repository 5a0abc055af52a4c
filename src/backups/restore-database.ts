import { existsSync } from "node:fs";
import { type AuditRecord, writeAudit } from "../audit/audit.service";
import { type Db, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { checkReferences, hasCurrentPeople, keepCurrentPeople } from "./restore-people";

/** Who asked for a restore, as the audit log records them. */
export interface RestoreActor {
  id: number | null;
  email: string;
  ip?: string;
}

export interface RestoreRecord {
  actor: RestoreActor | null;
  /** The snapshot restored. */
  snapshot: string;
  snapshotCreatedAt: string;
  /** Where the replaced data goes (relative to the data folder). */
  replaced: string;
  /** How it was asked: from the admin page, at start, from the command line. */
  via: "pagina" | "avvio" | "riga di comando";
  /**
   * People and their ways in (and the security settings) stay as they are now: true for every
   * restore asked from the admin. The server's operator may bring back the snapshot's own
   * (`parksite restore --snapshot-accounts`), to recover from lost or damaged accounts.
   */
  keepPeople: boolean;
  at: Date;
}

const columnsOf = (db: Db, schema: "main" | "current") =>
  (db.$client.query(`PRAGMA ${schema}.table_info(audit_log)`).all() as { name: string }[]).map((c) => `"${c.name}"`);

/**
 * Makes a staged snapshot database ready to replace the live one, in one transaction:
 *   - brought to this executable's schema (the migrations a start would run);
 *   - the audit log is the live one, every row kept (also those written after the snapshot),
 *     plus a row for this restore: who, when, which snapshot;
 *   - with `keepPeople`, the people, their passwords, roles, second factors and passkeys, and the
 *     security settings are the live ones too (restore-people.ts);
 *   - every session and every open invitation or reset link ended: people sign in again.
 * The staged file is left in rollback-journal mode, one file, ready to be moved. Answers whether
 * the people were kept.
 */
export function prepareRestoredDatabase(stagedPath: string, livePath: string | null, record: RestoreRecord): boolean {
  const db = openDatabase(stagedPath);
  try {
    runMigrations(db);
    const carry = livePath !== null && existsSync(livePath);
    if (carry) db.$client.query("ATTACH DATABASE ? AS current").run(livePath);
    const keepPeople = carry && record.keepPeople && hasCurrentPeople(db);
    // References to people removed since are emptied by hand (restore-people.ts), then checked.
    db.$client.exec("PRAGMA foreign_keys = OFF");
    try {
      db.$client.transaction(() => {
        if (keepPeople) keepCurrentPeople(db);
        if (carry && columnsOf(db, "current").length > 0) {
          const live = new Set(columnsOf(db, "current"));
          const shared = columnsOf(db, "main")
            .filter((c) => live.has(c))
            .join(", ");
          db.$client.exec("DELETE FROM main.audit_log");
          db.$client.exec(`INSERT INTO main.audit_log (${shared}) SELECT ${shared} FROM current.audit_log`);
        }
        db.$client.exec("DELETE FROM main.sessions");
        db.$client.exec("DELETE FROM main.invitations");
        if (keepPeople) checkReferences(db);
        const audit: AuditRecord = {
          event: "backup.restored",
          actor: record.actor ? { id: record.actor.id, email: record.actor.email } : null,
          ip: record.actor?.ip ?? "",
          target: record.snapshot,
          details: {
            created_at: record.snapshotCreatedAt,
            replaced: record.replaced,
            via: record.via,
            people: keepPeople ? "attuali" : "del backup",
          },
        };
        writeAudit(db, audit, record.at);
      })();
    } finally {
      db.$client.exec("PRAGMA foreign_keys = ON");
      if (carry) db.$client.exec("DETACH DATABASE current");
    }
    db.$client.exec("PRAGMA journal_mode = DELETE");
    return keepPeople;
  } finally {
    db.$client.close(false);
  }
}

/** Records a restore that did not happen in the live database (opened for this one write). */
export function recordFailedRestore(
  livePath: string,
  record: Omit<RestoreRecord, "replaced" | "keepPeople">,
  reason: string,
): void {
  if (!existsSync(livePath)) return;
  const db = openDatabase(livePath);
  try {
    writeAudit(
      db,
      {
        event: "backup.restore_failed",
        outcome: "failed",
        actor: record.actor ? { id: record.actor.id, email: record.actor.email } : null,
        ip: record.actor?.ip ?? "",
        target: record.snapshot,
        details: { reason: reason.slice(0, 300), via: record.via },
      },
      record.at,
    );
  } finally {
    db.$client.close(false);
  }
}
