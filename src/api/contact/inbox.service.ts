import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactRequests, type ContactRequest } from "../../db/schema";
import { deliveriesOf, emailStatesOf } from "../../mail/outbox.service";
import {
  contactRequestStatuses,
  type ContactInboxFilters,
  type ContactRequestDetail,
  type ContactRequestStatus,
  type ContactRequestSummary,
  type RequestEmailState,
} from "../../shared/contact/inbox";

import { contactMessages } from "../../shared/contact/contact-messages";
import type { LanguageCode } from "../../shared/languages";

const INBOX_PAGE_SIZE = 25;
const PREVIEW_LENGTH = 140;

/** LIKE pattern matching the text anywhere, with the wildcards typed by staff taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The inbox holds no possible spam; the spam view holds only that. */
const inInbox = isNull(contactRequests.spam_reasons);

function whereOf(filters: ContactInboxFilters): SQL | undefined {
  const conditions: SQL[] = [filters.spam ? isNotNull(contactRequests.spam_reasons) : inInbox];
  if (filters.status) conditions.push(eq(contactRequests.status, filters.status));
  if (filters.tipo) conditions.push(eq(contactRequests.tipo, filters.tipo));
  if (filters.language) conditions.push(eq(contactRequests.language, filters.language));
  if (filters.assignee === "nessuno") conditions.push(isNull(contactRequests.assignee_id));
  else if (filters.assignee) conditions.push(eq(contactRequests.assignee_id, filters.assignee));
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const columns = [
      contactRequests.name,
      contactRequests.email,
      contactRequests.phone,
      contactRequests.company,
      contactRequests.message,
    ];
    conditions.push(
      sql`(${sql.join(
        columns.map((c) => sql`${c} LIKE ${pattern} ESCAPE '\\'`),
        sql` OR `,
      )})`,
    );
  }
  return and(...conditions);
}

/** The visitor's own words, without the application type's line the form adds (in the form's language). */
function messagePreview(message: string, language: LanguageCode): string {
  const { request } = contactMessages(language);
  let own = message;
  if (own.startsWith(`${request.tipoLine}:`)) own = own.replace(/^[^\n]*\n*/, "");
  if (own.startsWith(`${request.messageLine}:`)) own = own.slice(request.messageLine.length + 1);
  const text = own.replace(/\s+/g, " ").trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

function summaryOf(r: ContactRequest, emailState: RequestEmailState): ContactRequestSummary {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    tipo: r.tipo,
    status: r.status,
    language: r.language,
    marketing_consent: r.marketing_consent,
    preview: messagePreview(r.message, r.language),
    email_state: emailState,
    assignee_id: r.assignee_id,
    landing_page: r.landing_page,
    source_page: r.source_page,
    referrer_host: r.referrer_host,
    utm_source: r.utm_source,
    utm_medium: r.utm_medium,
    utm_campaign: r.utm_campaign,
    spam_reasons: r.spam_reasons,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** One page of the inbox, newest first. */
export function listContactRequests(db: Db, filters: ContactInboxFilters) {
  const where = whereOf(filters);
  const total = db.select({ n: count() }).from(contactRequests).where(where).get()?.n ?? 0;
  const page = filters.page ?? 1;
  const rows = db
    .select()
    .from(contactRequests)
    .where(where)
    .orderBy(desc(contactRequests.created_at), desc(contactRequests.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .all();
  const states = emailStatesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => summaryOf(r, states.get(r.id) ?? "none")),
    total,
    page,
    page_size: INBOX_PAGE_SIZE,
  };
}

/** Every request the filters match, newest first (the CSV export). */
export function allContactRequests(db: Db, filters: ContactInboxFilters) {
  const rows = db
    .select()
    .from(contactRequests)
    .where(whereOf(filters))
    .orderBy(desc(contactRequests.created_at), desc(contactRequests.id))
    .all();
  const states = emailStatesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, email_state: states.get(r.id) ?? ("none" as RequestEmailState) }));
}

export function statusCounts(db: Db): Record<ContactRequestStatus, number> {
  const rows = db
    .select({ status: contactRequests.status, n: count() })
    .from(contactRequests)
    .where(inInbox)
    .groupBy(contactRequests.status)
    .all();
  return Object.fromEntries(contactRequestStatuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<
    ContactRequestStatus,
    number
  >;
}

/** Possible spam waiting to be looked at. */
export function spamCount(db: Db): number {
  return db.select({ n: count() }).from(contactRequests).where(isNotNull(contactRequests.spam_reasons)).get()?.n ?? 0;
}

export function getContactRequest(db: Db, id: number): ContactRequestDetail | null {
  const row = db.select().from(contactRequests).where(eq(contactRequests.id, id)).get();
  if (!row) return null;
  const deliveries = deliveriesOf(db, id);
  const { preview: _preview, ...summary } = summaryOf(row, emailStatesOf(db, [id]).get(id) ?? "none");
  return { ...summary, message: row.message, deliveries };
}

export function setContactRequestStatus(db: Db, id: number, status: ContactRequestStatus): boolean {
  const result = db
    .update(contactRequests)
    .set({ status, updated_at: new Date().toISOString() })
    .where(eq(contactRequests.id, id))
    .returning({ id: contactRequests.id })
    .all();
  return result.length > 0;
}

/** Deletes the request for good (possible spam staff have looked at); null when there is none. */
export function deleteContactRequest(db: Db, id: number): ContactRequest | null {
  return db.delete(contactRequests).where(eq(contactRequests.id, id)).returning().get() ?? null;
}
