import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

/** Who did what, when, from where, on which item, and how it ended (src/audit). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    /** ISO-8601. */
    at: text("at").notNull(),
    /** The person, when known; kept as text too so removing a person keeps the history readable. */
    actor_id: integer("actor_id"),
    actor_email: text("actor_email").notNull().default(""),
    ip: text("ip").notNull().default(""),
    event: text("event").notNull(),
    target: text("target").notNull().default(""),
    /** The element's name when the action happened (an article's title, a photo's name): empty on older lines. */
    target_name: text("target_name").notNull().default(""),
    outcome: text("outcome", { enum: ["ok", "failed", "denied"] }).notNull(),
    /** Extra facts as JSON data (field names, counts), never secrets. */
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actor_id),
    index("audit_log_event_idx").on(t.event),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
