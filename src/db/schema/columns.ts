import { integer, text } from "drizzle-orm/sqlite-core";

/** ISO-8601 timestamps, set by the application on insert (and on update by the services). */
export const timestamps = {
  created_at: text("created_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString()),
  updated_at: text("updated_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString()),
};

export const id = () => integer("id").primaryKey({ autoIncrement: true });
