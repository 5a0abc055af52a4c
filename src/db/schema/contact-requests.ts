import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { contactTipoValues } from "../../shared/contact/contact-options";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../../shared/languages";
import { contactRequestStatuses } from "../../shared/contact/inbox";
import type { SpamReason } from "../../shared/contact/spam";
import type { RequestAttribution } from "../../shared/schemas/visit";
import { id, timestamps } from "./columns";

export { contactRequestStatuses, type ContactRequestStatus } from "../../shared/contact/inbox";

/** A request for information or a quote sent from the contact form. */
export const contactRequests = sqliteTable(
  "contact_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company").notNull(),
    tipo: text("tipo", { enum: contactTipoValues }),
    message: text("message").notNull(),
    marketing_consent: integer("marketing_consent", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: contactRequestStatuses }).notNull().default("nuova"),
    /** The language of the page the request was sent from: its confirmation e-mail's (Italian for those sent before). */
    language: text("language", { enum: LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]] })
      .notNull()
      .default(DEFAULT_LANGUAGE),
    /** Where the request came from (null for requests sent before this was recorded, or without the form). */
    landing_page: text("landing_page"),
    source_page: text("source_page"),
    referrer_host: text("referrer_host"),
    utm_source: text("utm_source"),
    utm_medium: text("utm_medium"),
    utm_campaign: text("utm_campaign"),
    /**
     * Whether the browser that sent it is one whose visits the statistics count (not a program, no
     * Do Not Track or Global Privacy Control): the conversion rate compares only these with the visitors.
     * Null for requests received before this was recorded.
     */
    visit_counted: integer("visit_counted", { mode: "boolean" }),
    /** The person following the lead up; null when nobody is assigned (or the person was removed). */
    assignee_id: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** Why the request looks sent by a program: set, it is possible spam, out of the inbox; null for every other. */
    spam_reasons: text("spam_reasons", { mode: "json" }).$type<SpamReason[]>(),
    ...timestamps,
  },
  (t) => [
    index("contact_requests_created_idx").on(t.created_at),
    index("contact_requests_status_idx").on(t.status),
    index("contact_requests_assignee_idx").on(t.assignee_id),
  ],
);

/** Staff's notes on a request (a call made, an offer sent): kept with the request, deleted with it. */
export const contactRequestNotes = sqliteTable(
  "contact_request_notes",
  {
    id: id(),
    request_id: integer("request_id")
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    /** Who wrote it, kept as a name too so the note stays readable once the person is removed. */
    author_id: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    author_name: text("author_name").notNull(),
    body: text("body").notNull(),
    created_at: text("created_at").notNull(),
  },
  (t) => [index("contact_request_notes_request_idx").on(t.request_id)],
);

export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;

/** Where a request came from, as its row stores it; none known (an empty value included) is null. */
function attributionColumns(attribution: RequestAttribution | undefined) {
  return {
    landing_page: attribution?.landing_page ?? null,
    source_page: attribution?.page ?? null,
    referrer_host: attribution?.referrer_host || null,
    utm_source: attribution?.utm_source || null,
    utm_medium: attribution?.utm_medium || null,
    utm_campaign: attribution?.utm_campaign || null,
  };
}

/** What a person left: their contacts and their request. */
type LeftByThePerson = Pick<
  NewContactRequest,
  "name" | "email" | "phone" | "company" | "tipo" | "message" | "marketing_consent" | "language"
>;

/**
 * A new request of the lead inbox, as its row is written at `now`: unread ('nuova'), with where it came from and, for
 * possible spam, why (out of the inbox until staff look).
 */
export function newInboxRequest(
  left: LeftByThePerson,
  {
    attribution,
    spamReasons,
    visitCounted,
    now,
  }: {
    attribution: RequestAttribution | undefined;
    spamReasons?: SpamReason[];
    /** Whether the statistics counted the visit it came from; null when not known. */
    visitCounted?: boolean | null;
    now: Date;
  },
): NewContactRequest {
  const at = now.toISOString();
  return {
    ...left,
    status: "nuova",
    ...attributionColumns(attribution),
    spam_reasons: spamReasons?.length ? spamReasons : null,
    visit_counted: visitCounted ?? null,
    created_at: at,
    updated_at: at,
  };
}
