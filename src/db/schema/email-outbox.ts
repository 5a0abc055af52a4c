import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { contactRequests } from "./contact-requests";
import { id, timestamps } from "./columns";

export const emailKinds = ["notification", "confirmation"] as const;
export const emailDeliveryStatuses = ["pending", "sent", "failed"] as const;

/**
 * E-mails waiting to be sent, and their history: written in the same transaction as the
 * request they announce, sent by the outbox worker, retried with back-off, kept after sending
 * so staff see what happened.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    contact_request_id: integer("contact_request_id").references(() => contactRequests.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: emailKinds }).notNull(),
    to_address: text("to_address").notNull(),
    reply_to: text("reply_to"),
    subject: text("subject").notNull(),
    text_body: text("text_body").notNull(),
    status: text("status", { enum: emailDeliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** ISO-8601; the worker sends a pending e-mail once this moment has passed. */
    next_attempt_at: text("next_attempt_at"),
    last_error: text("last_error"),
    sent_at: text("sent_at"),
    ...timestamps,
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.next_attempt_at),
    index("email_outbox_request_idx").on(t.contact_request_id),
  ],
);

export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type NewOutboxEmail = typeof emailOutbox.$inferInsert;
