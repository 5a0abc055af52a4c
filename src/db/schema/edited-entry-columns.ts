import { text } from "drizzle-orm/sqlite-core";

/**
 * What visitors see of an entry staff edit (a built-in page, the menus) and the draft being prepared, each with when
 * and by whom; a null `published` leaves the built-in content served.
 */
export const publishedAndDraftColumns = () => ({
  published: text("published", { mode: "json" }).$type<unknown>(),
  published_at: text("published_at"),
  published_by: text("published_by"),
  draft: text("draft", { mode: "json" }).$type<unknown>(),
  draft_at: text("draft_at"),
  draft_by: text("draft_by"),
});

/** One publication of such an entry, in the history staff can compare and restore. */
export const versionColumns = () => ({
  content: text("content", { mode: "json" }).$type<unknown>().notNull(),
  published_at: text("published_at").notNull(),
  published_by: text("published_by").notNull(),
  /** What kind of publication: an edit, a restored version, the original content. */
  note: text("note").notNull(),
});
