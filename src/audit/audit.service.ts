import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { AuditEvent, AuditOutcome } from "../shared/audit";
import type { AuditDetails } from "../shared/audit-details";
import { romeDayStart } from "../shared/rome-date-time";
import type { AuditEntry, AuditPage } from "../shared/schemas/audit-answers";
import { targetNameOf } from "./target-names";

/** How long the log is kept. */
const AUDIT_RETENTION_MONTHS = 12;
const AUDIT_PAGE_SIZE = 50;

/** A fact to record: typed fields only; the service never takes a line of text built by hand. */
export interface AuditRecord {
  event: AuditEvent;
  outcome?: AuditOutcome;
  /** Who acted: null for a visitor or an unknown account. */
  actor: { id: number | null; email: string } | null;
  ip?: string;
  /** The item acted on, e.g. `post 12`, a person's e-mail, a gallery section. */
  target?: string | number;
  /** The element's name when it is not found from the target (an article's title, a photo's name…). */
  targetName?: string;
  /** Extra facts (field names, counts, roles), each under a key the log names in Italian. Never passwords, codes, tokens or message bodies. */
  details?: AuditDetails;
}

const MAX_TEXT = 500;
const clip = (value: string) => (value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value);

const DAY_MS = 24 * 60 * 60 * 1000;
const lastPrune = new WeakMap<Db, number>();

/** Writes one line of the audit log and answers its id. Values are stored as data (JSON, bound parameters), never as markup. */
export function writeAudit(db: Db, record: AuditRecord, now = new Date()): number {
  // Lines older than the retention period go at most once a day, on the way.
  if ((lastPrune.get(db) ?? 0) + DAY_MS <= now.getTime()) {
    lastPrune.set(db, now.getTime());
    pruneAudit(db, now);
  }
  const target = String(record.target ?? "");
  const details = record.details ?? {};
  return db
    .insert(auditLog)
    .values({
      at: now.toISOString(),
      actor_id: record.actor?.id ?? null,
      actor_email: clip(record.actor?.email ?? ""),
      ip: clip(record.ip ?? ""),
      event: record.event,
      target: clip(target),
      target_name: clip(record.targetName ?? targetNameOf(db, target, details)),
      outcome: record.outcome ?? "ok",
      details,
    })
    .returning({ id: auditLog.id })
    .get().id;
}

/** Replaces the details of a line already written (a repeat folded into it). */
export function updateAuditDetails(db: Db, id: number, details: AuditDetails): void {
  db.update(auditLog).set({ details }).where(eq(auditLog.id, id)).run();
}

export interface AuditFilter {
  person?: string | undefined;
  event?: AuditEvent | undefined;
  /** YYYY-MM-DD, both included: the company's days in Rome, whatever the server's time zone. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The day after `day` (YYYY-MM-DD). */
const nextDay = (day: string): string => new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.person) parts.push(eq(auditLog.actor_email, filter.person));
  if (filter.event) parts.push(eq(auditLog.event, filter.event));
  if (filter.from) parts.push(gte(auditLog.at, romeDayStart(filter.from)));
  if (filter.to) parts.push(lt(auditLog.at, romeDayStart(nextDay(filter.to))));
  return parts.length ? and(...parts) : undefined;
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actorEmail: row.actor_email,
    ip: row.ip,
    event: row.event as AuditEvent,
    target: row.target,
    targetName: row.target_name,
    outcome: row.outcome,
    details: row.details as AuditEntry["details"],
  } satisfies AuditEntry;
}

export function listAudit(db: Db, filter: AuditFilter, page = 1, pageSize = AUDIT_PAGE_SIZE): AuditPage {
  const where = conditions(filter);
  const total = db.select({ n: count() }).from(auditLog).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const people = db
    .selectDistinct({ email: auditLog.actor_email })
    .from(auditLog)
    .orderBy(auditLog.actor_email)
    .all()
    .map((r) => r.email)
    .filter(Boolean);
  return { entries: rows.map(toEntry), total, page, pageSize, people } satisfies AuditPage;
}

/** Every line matching the filter, newest first (the CSV export). */
export function allAudit(db: Db, filter: AuditFilter): AuditEntry[] {
  return db.select().from(auditLog).where(conditions(filter)).orderBy(desc(auditLog.at), desc(auditLog.id)).all().map(toEntry);
}

/** Drops lines older than the retention period; answers how many went. */
export function pruneAudit(db: Db, now = new Date()): number {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - AUDIT_RETENTION_MONTHS);
  return db.delete(auditLog).where(lt(auditLog.at, cutoff.toISOString())).returning({ id: auditLog.id }).all().length;
}
