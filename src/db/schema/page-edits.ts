import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { publishedAndDraftColumns, versionColumns } from "./edited-entry-columns";

/**
 * Staff edits of a built-in page (or of the header and footer texts), one row per edited entry. A page
 * without a row is served as built into the program. `base_*` is the built-in content the edit
 * was made on, so a newer program's changes to that page can be shown next to the edit.
 */
export const pageEdits = sqliteTable("page_edits", {
  /** The page's path ('/', '/servizi' …) or 'testi-sito' for the header and footer texts. */
  path: text("path").primaryKey(),
  ...publishedAndDraftColumns(),
  base_hash: text("base_hash").notNull(),
  base_content: text("base_content", { mode: "json" }).$type<unknown>().notNull(),
  updated_at: text("updated_at").notNull(),
  updated_by: text("updated_by").notNull(),
  /** When the draft goes live by itself (ISO), and who asked; null when nothing is scheduled. */
  scheduled_at: text("scheduled_at"),
  scheduled_by: text("scheduled_by"),
});

/** Every publication of a page: the history staff can compare and restore. */
export const pageVersions = sqliteTable(
  "page_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    path: text("path").notNull(),
    ...versionColumns(),
  },
  (t) => [index("page_versions_path_idx").on(t.path, t.id)],
);

export type PageEditRow = typeof pageEdits.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;
