import { and, asc, count, eq, inArray, isNotNull, lte, min, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, type NewOutboxEmail, type OutboxEmail } from "../db/schema";
import type { EmailDelivery, EmailDeliveryStatus, RequestEmailState } from "../shared/contact/inbox";

/** Waits between attempts: 1 min, 5 min, 15 min, 1 h, 4 h, 12 h; then the e-mail is marked failed. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 900_000, 3_600_000, 14_400_000, 43_200_000];

/** Anything that runs queries: the database or a transaction. */
type Runner = Pick<Db, "select" | "insert" | "update">;

export function queueEmails(db: Runner, emails: Omit<NewOutboxEmail, "status" | "attempts">[], now: Date): void {
  if (emails.length === 0) return;
  const at = now.toISOString();
  db.insert(emailOutbox)
    .values(
      emails.map((e) => ({ ...e, status: "pending" as const, attempts: 0, next_attempt_at: at, created_at: at, updated_at: at })),
    )
    .run();
}

/** The oldest pending e-mail whose time has come, skipping the ids already handled in this pass. */
export function nextDueEmail(db: Db, now: Date, skip: readonly number[] = []): OutboxEmail | undefined {
  const due = and(eq(emailOutbox.status, "pending"), lte(emailOutbox.next_attempt_at, now.toISOString()));
  return db
    .select()
    .from(emailOutbox)
    .where(skip.length ? and(due, notInArray(emailOutbox.id, [...skip])) : due)
    .orderBy(asc(emailOutbox.next_attempt_at), asc(emailOutbox.id))
    .limit(1)
    .get();
}

/** When the next pending e-mail is due, or null when none waits. */
export function nextWakeAt(db: Db): Date | null {
  const row = db
    .select({ at: min(emailOutbox.next_attempt_at) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"))
    .get();
  return row?.at ? new Date(row.at) : null;
}

export function recordSent(db: Db, id: number, now: Date): void {
  const at = now.toISOString();
  db.update(emailOutbox)
    .set({
      status: "sent",
      attempts: sql`${emailOutbox.attempts} + 1`,
      sent_at: at,
      next_attempt_at: null,
      last_error: null,
      updated_at: at,
    })
    .where(eq(emailOutbox.id, id))
    .run();
}

/** Counts a failed attempt: tried again after the next delay, or given up once the delays are spent. */
export function recordFailure(
  db: Db,
  email: OutboxEmail,
  error: string,
  now: Date,
  delays: readonly number[] = RETRY_DELAYS_MS,
): EmailDeliveryStatus {
  const attempts = email.attempts + 1;
  const delay = delays[attempts - 1];
  const status: EmailDeliveryStatus = delay === undefined ? "failed" : "pending";
  db.update(emailOutbox)
    .set({
      status,
      attempts,
      last_error: error,
      next_attempt_at: delay === undefined ? null : new Date(now.getTime() + delay).toISOString(),
      updated_at: now.toISOString(),
    })
    .where(eq(emailOutbox.id, email.id))
    .run();
  return status;
}

/** Staff asked to try again now: failed or waiting e-mails of the request become due at once. */
export function retryRequestEmails(db: Db, requestId: number, now: Date): number {
  const at = now.toISOString();
  const result = db
    .update(emailOutbox)
    .set({ status: "pending", next_attempt_at: at, updated_at: at })
    .where(
      and(eq(emailOutbox.contact_request_id, requestId), or(eq(emailOutbox.status, "failed"), eq(emailOutbox.status, "pending"))),
    )
    .returning({ id: emailOutbox.id })
    .all();
  return result.length;
}

function toDelivery(e: OutboxEmail): EmailDelivery {
  return {
    id: e.id,
    kind: e.kind,
    to: e.to_address,
    subject: e.subject,
    status: e.status,
    attempts: e.attempts,
    last_error: e.last_error,
    next_attempt_at: e.next_attempt_at,
    sent_at: e.sent_at,
    created_at: e.created_at,
  };
}

export function deliveriesOf(db: Db, requestId: number): EmailDelivery[] {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.contact_request_id, requestId))
    .orderBy(asc(emailOutbox.id))
    .all()
    .map(toDelivery);
}

/** One word per request for the list: any failure wins, then anything waiting, then sent; none when nothing was queued. */
export function emailStatesOf(db: Db, requestIds: number[]): Map<number, RequestEmailState> {
  const states = new Map<number, RequestEmailState>(requestIds.map((id) => [id, "none"]));
  if (requestIds.length === 0) return states;
  const rows = db
    .select({ requestId: emailOutbox.contact_request_id, status: emailOutbox.status })
    .from(emailOutbox)
    .where(and(isNotNull(emailOutbox.contact_request_id), inArray(emailOutbox.contact_request_id, requestIds)))
    .all();
  const rank: Record<RequestEmailState, number> = { none: 0, sent: 1, pending: 2, failed: 3 };
  for (const row of rows) {
    if (row.requestId === null) continue;
    const current = states.get(row.requestId) ?? "none";
    if (rank[row.status] > rank[current]) states.set(row.requestId, row.status);
  }
  return states;
}

export function outboxCounts(db: Db): { pending: number; failed: number } {
  const rows = db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status).all();
  return {
    pending: rows.find((r) => r.status === "pending")?.n ?? 0,
    failed: rows.find((r) => r.status === "failed")?.n ?? 0,
  };
}
