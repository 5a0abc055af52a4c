import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./columns";

export const contactRequestStatuses = ["nuova", "in lavorazione", "chiusa"] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

/** A request for information or a quote sent from the contact form. */
export const contactRequests = sqliteTable(
  "contact_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company").notNull(),
    tipo: text("tipo"),
    message: text("message").notNull(),
    marketing_consent: integer("marketing_consent", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: contactRequestStatuses }).notNull().default("nuova"),
    ...timestamps,
  },
  (t) => [index("contact_requests_created_idx").on(t.created_at)],
);

export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
