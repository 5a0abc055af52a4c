import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../../shared/languages";
import { visitEventKinds } from "../../shared/schemas/visit";
import { id } from "./columns";

export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * Raw visit events of the last days (page views and clicks on phone, e-mail, WhatsApp links).
 * No address, no user agent, no cookie: `visitor` is a hash salted with a key that exists for
 * one day only, so it counts unique visitors of that day and links nothing afterwards. At most
 * one row per visitor, event and page in each minute.
 */
export const statsEvents = sqliteTable(
  "stats_events",
  {
    id: id(),
    /** Local day (Europe/Rome), YYYY-MM-DD. */
    day: text("day").notNull(),
    /** UTC minute, YYYY-MM-DDTHH:MM. */
    minute: text("minute").notNull(),
    kind: text("kind", { enum: visitEventKinds }).notNull(),
    path: text("path").notNull(),
    /** The first page of a visit (where referrer and campaign are counted). */
    entry: integer("entry", { mode: "boolean" }).notNull().default(false),
    visitor: text("visitor").notNull(),
    referrer_host: text("referrer_host").notNull().default(""),
    utm_source: text("utm_source").notNull().default(""),
    utm_medium: text("utm_medium").notNull().default(""),
    utm_campaign: text("utm_campaign").notNull().default(""),
    device: text("device", { enum: deviceClasses }).notNull(),
  },
  (t) => [
    uniqueIndex("stats_events_once_a_minute").on(t.visitor, t.kind, t.path, t.minute),
    index("stats_events_day_idx").on(t.day),
  ],
);

/** Totals per day of the events older than the raw window: what is kept for months. */
export const statsDaily = sqliteTable(
  "stats_daily",
  {
    day: text("day").notNull(),
    kind: text("kind", { enum: visitEventKinds }).notNull(),
    path: text("path").notNull(),
    entry: integer("entry", { mode: "boolean" }).notNull(),
    referrer_host: text("referrer_host").notNull(),
    utm_source: text("utm_source").notNull(),
    utm_medium: text("utm_medium").notNull(),
    utm_campaign: text("utm_campaign").notNull(),
    device: text("device", { enum: deviceClasses }).notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.day, t.kind, t.path, t.entry, t.referrer_host, t.utm_source, t.utm_medium, t.utm_campaign, t.device],
    }),
  ],
);

/** Unique visitors of each rolled-up day (a visitor on three pages is one visitor of the day). */
export const statsDays = sqliteTable("stats_days", {
  day: text("day").primaryKey(),
  visitors: integer("visitors").notNull(),
});

/** The salt of the visitor hash: one row, today's; yesterday's is deleted when the day changes. */
export const statsSalts = sqliteTable("stats_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Each answer to the cookie banner, as proof of what was asked and chosen: no address, no user
 * agent, only the random id the visitor's browser keeps with its choice.
 */
export const consentRecords = sqliteTable(
  "consent_records",
  {
    id: id(),
    consent_id: text("consent_id").notNull(),
    policy_version: text("policy_version").notNull(),
    necessary: integer("necessary", { mode: "boolean" }).notNull().default(true),
    analytics: integer("analytics", { mode: "boolean" }).notNull(),
    marketing: integer("marketing", { mode: "boolean" }).notNull(),
    functional: integer("functional", { mode: "boolean" }).notNull(),
    choice: text("choice", { enum: ["all", "necessary", "custom"] }).notNull(),
    /** The language the banner was shown in, part of what was asked (Italian for the answers before it was kept). */
    language: text("language", { enum: LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]] })
      .notNull()
      .default(DEFAULT_LANGUAGE),
    created_at: text("created_at").notNull(),
  },
  (t) => [index("consent_records_created_idx").on(t.created_at), index("consent_records_consent_idx").on(t.consent_id)],
);

export type StatsEvent = typeof statsEvents.$inferSelect;
export type ConsentRecord = typeof consentRecords.$inferSelect;
