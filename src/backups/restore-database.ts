import { existsSync } from "node:fs";
import { type AuditRecord, writeAudit } from "../audit/audit.service";
import { type Db, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";

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
  at: Date;
}

const columnsOf = (db: Db, schema: "main" | "current") =>
  (db.$client.query(`PRAGMA ${schema}.table_info(audit_log)`).all() as { name: string }[]).map((c) => `"${c.name}"`);

/**
 * Makes a staged snapshot database ready to replace the live one, in one transaction:
 *   - brought to this executable's schema (the migrations a start would run);
 *   - the audit log is the live one, every row kept (also those written after the snapshot),
 *     plus a row for this restore: who, when, which snapshot;
 *   - every session and every open invitation or reset link ended: people sign in again.
 * The staged file is left in rollback-journal mode, one file, ready to be moved.
 */
export function prepareRestoredDatabase(stagedPath: string, livePath: string | null, record: RestoreRecord): void {
  const db = openDatabase(stagedPath);
  try {
    runMigrations(db);
    const carry = livePath !== null && existsSync(livePath);
    if (carry) db.$client.query("ATTACH DATABASE ? AS current").run(livePath);
    try {
      db.$client.transaction(() => {
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
        const audit: AuditRecord = {
          event: "backup.restored",
          actor: record.actor ? { id: record.actor.id, email: record.actor.email } : null,
          ip: record.actor?.ip ?? "",
          target: record.snapshot,
          details: { created_at: record.snapshotCreatedAt, replaced: record.replaced, via: record.via },
        };
        writeAudit(db, audit, record.at);
      })();
    } finally {
      if (carry) db.$client.exec("DETACH DATABASE current");
    }
    db.$client.exec("PRAGMA journal_mode = DELETE");
  } finally {
    db.$client.close(false);
  }
}

/** Records a restore that did not happen in the live database (opened for this one write). */
export function recordFailedRestore(livePath: string, record: Omit<RestoreRecord, "replaced">, reason: string): void {
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
