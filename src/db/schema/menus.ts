import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { publishedAndDraftColumns, versionColumns } from "./edited-entry-columns";

/**
 * Staff's menus (header and footer together, one row per language): the published ones visitors see and the
 * draft being prepared. Without a row the language's built-in menus are served.
 */
export const siteMenus = sqliteTable("site_menus", {
  /** 'sito' for the Italian menus, 'sito-<language>' for another language's ('sito-en'). */
  key: text("key").primaryKey(),
  ...publishedAndDraftColumns(),
  updated_at: text("updated_at").notNull(),
  updated_by: text("updated_by").notNull(),
});

/** Every publication of the menus: the history staff can restore, each language's its own. */
export const menuVersions = sqliteTable("menu_versions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** The language of the menus published ('it', 'en'). */
  language: text("language").notNull().default("it"),
  ...versionColumns(),
});

export type SiteMenusRow = typeof siteMenus.$inferSelect;
