import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGE_CODES, type LanguageCode } from "../../shared/languages";
import { documentFormats, documentKinds, documentStatuses } from "../../shared/documents";
import { id, timestamps } from "./columns";

/**
 * A document of the library ('Documentazione'): its public address (`/documenti/<slug>`) stays
 * the same when staff replace its file; the file it serves is `current_file_id`.
 */
export const documents = sqliteTable(
  "documents",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    kind: text("kind", { enum: documentKinds }).notNull(),
    /** Product page keys (the last part of /prodotti/<key>). */
    products: text("products", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Gallery section keys. */
    sectors: text("sectors", { mode: "json" }).$type<string[]>().notNull().default([]),
    version_label: text("version_label").notNull().default(""),
    /** The document's own date (YYYY-MM-DD), as printed on it. */
    document_date: text("document_date"),
    /** The visitor leaves name, e-mail and company before the file is served. */
    gated: integer("gated", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: documentStatuses }).notNull().default("draft"),
    /** Put there by a fresh install to show how the library looks: staff replace or delete it. */
    is_example: integer("is_example", { mode: "boolean" }).notNull().default(false),
    current_file_id: integer("current_file_id"),
    ...timestamps,
  },
  (t) => [index("documents_status_idx").on(t.status)],
);

/** Every file a document has had: the newest is served, the earlier ones stay for staff. */
export const documentFiles = sqliteTable(
  "document_files",
  {
    id: id(),
    document_id: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** /uploads/documents/<random>.<ext>: never served from there (only images are), kept with the uploads in snapshots. */
    url: text("url").notNull().unique(),
    original_name: text("original_name").notNull(),
    format: text("format", { enum: documentFormats }).notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    uploaded_at: text("uploaded_at").notNull(),
    uploaded_by: text("uploaded_by").notNull(),
  },
  (t) => [index("document_files_document_idx").on(t.document_id)],
);

/**
 * Downloads per document per day, without cookies: `visitor` is the statistics' daily salted hash
 * (src/stats/visitor-hash.ts), so the same person downloading twice in a day counts once.
 */
export const documentDownloads = sqliteTable(
  "document_downloads",
  {
    document_id: integer("document_id").notNull(),
    /** Local day (Europe/Rome), YYYY-MM-DD. */
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.day, t.visitor] }), index("document_downloads_day_idx").on(t.day)],
);

/** The contact request a gated document brought ('Download: <title>' in the inbox). */
export const documentLeads = sqliteTable(
  "document_leads",
  {
    contact_request_id: integer("contact_request_id").primaryKey(),
    document_id: integer("document_id").notNull(),
    created_at: text("created_at").notNull(),
  },
  (t) => [index("document_leads_document_idx").on(t.document_id)],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentFileRow = typeof documentFiles.$inferSelect;

/**
 * A document's title in another language, with its own address (/en/documents/<slug>), state and publication.
 * The file stays the document's own, served at its one address; `translated_from` holds the fingerprint of
 * the Italian title when the translation was last saved.
 */
export const documentTranslations = sqliteTable(
  "document_translations",
  {
    id: id(),
    document_id: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    language: text("language", { enum: LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]] }).notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    status: text("status", { enum: documentStatuses }).notNull().default("draft"),
    published_at: text("published_at"),
    translated_from: text("translated_from", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
    updated_by: text("updated_by"),
  },
  (t) => [
    uniqueIndex("document_translations_document_language_idx").on(t.document_id, t.language),
    uniqueIndex("document_translations_language_slug_idx").on(t.language, t.slug),
  ],
);

export type DocumentTranslationRow = typeof documentTranslations.$inferSelect;
