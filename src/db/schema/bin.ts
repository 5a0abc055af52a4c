import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BIN_KINDS } from "../../shared/bin";
import { id } from "./columns";

/**
 * The bin: a deleted article, gallery photo or contact request, kept whole (`payload`: its rows as
 * they were) for 30 days so that it can be put back with its own id. Its pictures (`files`) stay
 * on disk until the element leaves the bin for good.
 */
export const binItems = sqliteTable(
  "bin_items",
  {
    id: id(),
    kind: text("kind", { enum: BIN_KINDS }).notNull(),
    item_id: integer("item_id").notNull(),
    label: text("label").notNull(),
    thumbnail: text("thumbnail"),
    payload: text("payload", { mode: "json" }).$type<unknown>().notNull(),
    files: text("files", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** ISO-8601 UTC. */
    deleted_at: text("deleted_at").notNull(),
    deleted_by: text("deleted_by").notNull(),
  },
  (t) => [index("bin_items_deleted_idx").on(t.deleted_at)],
);

export type BinItem = typeof binItems.$inferSelect;
