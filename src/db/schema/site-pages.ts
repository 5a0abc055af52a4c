import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The pages staff created (a new product, a sector, a campaign's landing page): their address,
 * the template they started from and that starting content. Their drafts, publications and
 * versions live with the built-in pages' edits (page_edits, page_versions), under the same path.
 */
export const sitePages = sqliteTable("site_pages", {
  /** '/landing-estate', '/prodotti/nuovo-sistema' … */
  path: text("path").primaryKey(),
  title: text("title").notNull(),
  template: text("template").notNull(),
  /** What 'ripristina testo originale' brings back: the template as the page was created. */
  initial: text("initial", { mode: "json" }).$type<unknown>().notNull(),
  created_at: text("created_at").notNull(),
  created_by: text("created_by").notNull(),
});

export type SitePageRow = typeof sitePages.$inferSelect;
