import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Staff's menus (header and footer together, one row): the published ones visitors see and the
 * draft being prepared. Without a row the built-in menus are served.
 */
export const siteMenus = sqliteTable("site_menus", {
  /** Always 'sito': one set of menus for the whole site. */
  key: text("key").primaryKey(),
  published: text("published", { mode: "json" }).$type<unknown>(),
  published_at: text("published_at"),
  published_by: text("published_by"),
  draft: text("draft", { mode: "json" }).$type<unknown>(),
  draft_at: text("draft_at"),
  draft_by: text("draft_by"),
  updated_at: text("updated_at").notNull(),
  updated_by: text("updated_by").notNull(),
});

/** Every publication of the menus: the history staff can restore. */
export const menuVersions = sqliteTable("menu_versions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  content: text("content", { mode: "json" }).$type<unknown>().notNull(),
  published_at: text("published_at").notNull(),
  published_by: text("published_by").notNull(),
  /** What kind of publication: an edit, a restored version, the original menus. */
  note: text("note").notNull(),
});

export type SiteMenusRow = typeof siteMenus.$inferSelect;
