import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ImageVariant } from "../../shared/gallery";

/**
 * Every picture stored under uploads/ (gallery photos, covers, article and page images), indexed
 * where it already is: one row per picture, its renditions, a name to find it by and the alt text
 * written once. Filled from the files on start and kept by every upload and delete.
 */
export const media = sqliteTable(
  "media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** `<folder>/<id>` shared by every rendition's file name. */
    key: text("key").notNull().unique(),
    /** The largest rendition. */
    url: text("url").notNull(),
    folder: text("folder").notNull(),
    /** Given by staff; until then the list shows where the picture is used, or its file name. */
    name: text("name"),
    alt: text("alt").notNull().default(""),
    /** Marked by staff as decoration: shown with an empty alt, never asked for one. */
    decorative: integer("decorative", { mode: "boolean" }).notNull().default(false),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: text("variants", { mode: "json" }).$type<ImageVariant[]>().notNull().default([]),
    bytes: integer("bytes").notNull().default(0),
    created_at: text("created_at").notNull(),
    updated_at: text("updated_at").notNull(),
  },
  (t) => [index("media_created_idx").on(t.created_at), index("media_name_idx").on(t.name)],
);

export type MediaRow = typeof media.$inferSelect;

/**
 * The alt text of a picture shown from another site (an https address): it has no row in the
 * library, so its text is kept here, by its address, once for every place that shows it.
 */
export const externalImageTexts = sqliteTable("external_image_texts", {
  url: text("url").primaryKey(),
  alt: text("alt").notNull().default(""),
  decorative: integer("decorative", { mode: "boolean" }).notNull().default(false),
  updated_at: text("updated_at").notNull(),
});

/**
 * A library picture's alt text in another language than Italian: what that language's pages show
 * (the Italian one while it is empty), with the fingerprint of the Italian it was written from, so
 * that a change of the Italian marks it 'Da aggiornare'.
 */
export const mediaTranslations = sqliteTable(
  "media_translations",
  {
    media_id: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    alt: text("alt").notNull().default(""),
    /** Fingerprints of the Italian fields when the translation was saved (src/translations/field-fingerprints.ts). */
    translated_from: text("translated_from", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    updated_at: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.media_id, t.language] })],
);
