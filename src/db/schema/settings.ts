import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Editable business facts, one JSON value per key. Seeded rows stay flagged as examples until edited. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<unknown>().notNull(),
  is_example: integer("is_example", { mode: "boolean" }).notNull().default(true),
  updated_at: text("updated_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString()),
});

export type SettingRow = typeof settings.$inferSelect;
