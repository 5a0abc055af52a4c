import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ROLES } from "../../shared/roles";
import { id, timestamps } from "./columns";

/** A staff member who can sign in to the admin area. */
export const users = sqliteTable("users", {
  id: id(),
  /** Stored lower-cased. */
  email: text("email").notNull().unique(),
  /** argon2id, as produced by Bun.password.hash. */
  password_hash: text("password_hash").notNull(),
  /** What the person may open (src/shared/roles.ts); accounts made before roles existed are administrators. */
  role: text("role", { enum: ROLES }).notNull().default("amministratore"),
  last_login_at: text("last_login_at"),
  ...timestamps,
});

/** A signed-in browser. The id is the SHA-256 of the cookie token, never the token itself. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Epoch milliseconds. */
    created_at: integer("created_at").notNull(),
    last_seen_at: integer("last_seen_at").notNull(),
    expires_at: integer("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
