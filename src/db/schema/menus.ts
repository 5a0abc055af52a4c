import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { publishedAndDraftColumns, versionColumns } from "./edited-entry-columns";

/**
 * Staff's menus (header and footer together, one row): the published ones visitors see and the
 * draft being prepared. Without a row the built-in menus are served.
 */
export const siteMenus = sqliteTable("site_menus", {
  /** Always 'sito': one set of menus for the whole site. */
  key: text("key").primaryKey(),
  ...publishedAndDraftColumns(),
  updated_at: text("updated_at").notNull(),
  updated_by: text("updated_by").notNull(),
});

/** Every publication of the menus: the history staff can restore. */
export const menuVersions = sqliteTable("menu_versions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  ...versionColumns(),
});

export type SiteMenusRow = typeof siteMenus.$inferSelect;
