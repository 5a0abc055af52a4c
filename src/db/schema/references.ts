import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGE_CODES, type LanguageCode } from "../../shared/languages";
import { REFERENCE_STATUSES, type ReferenceFigure, type ReferencePhoto } from "../../shared/references/reference-fields";
import { id, timestamps } from "./columns";
import { users } from "./users";

/**
 * A reference project ('Referenza'): an installation a buyer can judge the company by. Visitors see it only
 * while `status` is published; with `client_public` off the client's name never leaves the admin.
 */
export const referenceProjects = sqliteTable(
  "reference_projects",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    client: text("client").notNull(),
    /** 'Nome pubblicabile': off, visitors read a description such as 'Ospedale in Lombardia'. */
    client_public: integer("client_public", { mode: "boolean" }).notNull().default(true),
    /** One of the gallery section keys (src/shared/gallery-sections.ts). */
    sector: text("sector").notNull(),
    /** ISTAT code of the comune (src/shared/references/comuni.ts). */
    comune_code: text("comune_code").notNull(),
    /** The comune's region, kept for the list's filter ('Lombardia'). */
    region: text("region").notNull(),
    /** The point on the map: the comune's by default, moved by staff where it is missing or imprecise. */
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    year: integer("year").notNull(),
    /** Parking spaces the system manages: the size a buyer filters by; null where none apply. */
    spaces: integer("spaces"),
    figures: text("figures", { mode: "json" }).$type<ReferenceFigure[]>().notNull().default([]),
    /** Keys of the product pages (src/shared/references/reference-products.ts). */
    products: text("products", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Markdown, sanitized as the blog's. */
    challenge: text("challenge").notNull().default(""),
    solution: text("solution").notNull().default(""),
    result: text("result").notNull().default(""),
    quote_text: text("quote_text").notNull().default(""),
    quote_name: text("quote_name").notNull().default(""),
    quote_role: text("quote_role").notNull().default(""),
    photos: text("photos", { mode: "json" }).$type<ReferencePhoto[]>().notNull().default([]),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    display_order: integer("display_order").notNull().default(0),
    status: text("status", { enum: REFERENCE_STATUSES }).notNull().default("draft"),
    published_at: text("published_at"),
    /** An example of a fresh install, shown as such to staff until they replace it. */
    is_example: integer("is_example", { mode: "boolean" }).notNull().default(false),
    author_id: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
    updated_by: text("updated_by"),
  },
  (t) => [
    index("reference_projects_status_order_idx").on(t.status, t.display_order, t.year),
    index("reference_projects_sector_idx").on(t.sector),
    index("reference_projects_region_idx").on(t.region),
  ],
);

/**
 * Old addresses of references: a slug a published reference left behind answers 301 to its current
 * address; once the reference is deleted (reference_id null) it answers 410.
 */
export const referenceRedirects = sqliteTable(
  "reference_redirects",
  {
    path: text("path").primaryKey(),
    reference_id: integer("reference_id").references(() => referenceProjects.id, { onDelete: "set null" }),
    created_at: text("created_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
  },
  (t) => [index("reference_redirects_reference_idx").on(t.reference_id)],
);

export type ReferenceProject = typeof referenceProjects.$inferSelect;
export type NewReferenceProject = typeof referenceProjects.$inferInsert;

/**
 * A reference in another language: its own texts, address, state and publication; the facts (sector, place,
 * year, spaces, products, photos, the point on the map) stay the original's. Publishing it never publishes
 * the original, nor the reverse. `figure_labels` and `photo_alts` follow the original's figures and photos
 * by position. `translated_from` holds, per field, the fingerprint of the Italian when it was last saved.
 */
export const referenceTranslations = sqliteTable(
  "reference_translations",
  {
    id: id(),
    reference_id: integer("reference_id")
      .notNull()
      .references(() => referenceProjects.id, { onDelete: "cascade" }),
    language: text("language", { enum: LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]] }).notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    challenge: text("challenge").notNull().default(""),
    solution: text("solution").notNull().default(""),
    result: text("result").notNull().default(""),
    quote_text: text("quote_text").notNull().default(""),
    quote_role: text("quote_role").notNull().default(""),
    figure_labels: text("figure_labels", { mode: "json" }).$type<string[]>().notNull().default([]),
    photo_alts: text("photo_alts", { mode: "json" }).$type<string[]>().notNull().default([]),
    status: text("status", { enum: REFERENCE_STATUSES }).notNull().default("draft"),
    published_at: text("published_at"),
    translated_from: text("translated_from", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
    updated_by: text("updated_by"),
  },
  (t) => [
    uniqueIndex("reference_translations_reference_language_idx").on(t.reference_id, t.language),
    uniqueIndex("reference_translations_language_slug_idx").on(t.language, t.slug),
  ],
);

export type ReferenceTranslationRow = typeof referenceTranslations.$inferSelect;
