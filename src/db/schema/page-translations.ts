import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * A page's translation: its own address (the key of its edits and versions in page_edits and
 * page_versions), the Italian page it translates, and what each text of the Italian was when the
 * translation was last saved (a fingerprint per field), to mark the fields whose Italian changed
 * since. A built-in page's English gets its row when staff first save it; a created page's English
 * when staff choose 'Traduci in inglese' (its content then lives in site_pages at its address).
 */
export const pageTranslations = sqliteTable(
  "page_translations",
  {
    /** '/en/products/parking-automation', '/en/truck-parking' … */
    path: text("path").primaryKey(),
    /** The Italian page's path. */
    translation_of: text("translation_of").notNull(),
    language: text("language").notNull(),
    translated_from: text("translated_from", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex("page_translations_of_language").on(t.translation_of, t.language)],
);

export type PageTranslationRow = typeof pageTranslations.$inferSelect;
