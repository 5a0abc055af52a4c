import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./columns";

/**
 * Words the site search treats as one, edited by staff: `terms` lists them separated by "~"
 * ("targa ~ ANPR ~ OCR"); a search for any of them finds the others.
 */
export const searchSynonyms = sqliteTable("search_synonyms", {
  id: id(),
  terms: text("terms").notNull(),
  ...timestamps,
});

/**
 * How often each search was made, per day: the normalized text of the query and two counters,
 * nothing about who searched. Bounded by the service (a few hundred distinct queries a day).
 */
export const searchQueryDays = sqliteTable(
  "search_query_days",
  {
    /** Local day (Europe/Rome), YYYY-MM-DD. */
    day: text("day").notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull(),
    /** Of those, the searches that found nothing. */
    empty: integer("empty").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;
