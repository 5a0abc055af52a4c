import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ROLES } from "../../shared/roles";
import { id, timestamps } from "./columns";

/** A staff member who can sign in to the admin area. */
export const users = sqliteTable("users", {
  id: id(),
  /** Stored lower-cased. */
  email: text("email").notNull().unique(),
  /** Shown in the admin and the audit log. */
  name: text("name").notNull().default(""),
  /** argon2id, as produced by Bun.password.hash; NO_PASSWORD until an invitation is accepted. */
  password_hash: text("password_hash").notNull(),
  /** What the person may open (src/shared/roles.ts); accounts made before roles existed are administrators. */
  role: text("role", { enum: ROLES }).notNull().default("amministratore"),
  last_login_at: text("last_login_at"),
  /** A deactivated person cannot sign in; their sessions end at once. */
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  /** Base32 TOTP secret; confirmed once totp_enabled_at is set. */
  totp_secret: text("totp_secret"),
  totp_enabled_at: text("totp_enabled_at"),
  /** Last accepted TOTP time step, so a code cannot be used twice. */
  totp_last_step: integer("totp_last_step"),
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
    /** As the browser sent it at sign-in, to show the device on the profile page. */
    user_agent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /** This browser passed a second factor (at sign-in, or by setting one up itself): a required second factor is satisfied. */
    second_factor: integer("second_factor", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;

/** A one-time link that lets a person set their password (invitation or reset). Only the hash is stored. */
export const invitations = sqliteTable(
  "invitations",
  {
    token_hash: text("token_hash").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Epoch milliseconds. */
    expires_at: integer("expires_at").notNull(),
    created_at: integer("created_at").notNull(),
  },
  (t) => [index("invitations_user_idx").on(t.user_id)],
);

/** One-time recovery codes of the TOTP second factor, stored hashed. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: text("used_at"),
  },
  (t) => [index("recovery_codes_user_idx").on(t.user_id)],
);

/** A WebAuthn credential (passkey) of a person. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** COSE public key, base64url. */
    public_key: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports", { mode: "json" }).$type<string[]>().notNull(),
    created_at: text("created_at").notNull(),
    last_used_at: text("last_used_at"),
  },
  (t) => [index("passkeys_user_idx").on(t.user_id)],
);

/** Failed sign-ins per account (by e-mail, known or not): the per-account throttle. */
export const loginThrottle = sqliteTable("login_throttle", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull(),
  /** Epoch milliseconds. */
  window_start: integer("window_start").notNull(),
  locked_until: integer("locked_until"),
});

export type Invitation = typeof invitations.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
