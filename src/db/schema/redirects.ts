import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "./columns";

/**
 * A redirect of the site's own: an old address (exact, or a prefix ending in `*`) that answers
 * 301/302 to `target` (a path of the site or an http(s) address) or 410. `hits` and `last_hit_at`
 * are written in batches, a few seconds after the visits.
 */
export const redirectRules = sqliteTable(
  "redirect_rules",
  {
    id: id(),
    /** `/vecchio/indirizzo`, or `/vecchio/*` for every address under it. Unique. */
    source: text("source").notNull().unique(),
    /** Null for 410. A target ending in `*` gets the rest of a prefix rule's address. */
    target: text("target"),
    code: integer("code").notNull(),
    hits: integer("hits").notNull().default(0),
    last_hit_at: text("last_hit_at"),
    ...timestamps,
  },
  (t) => [
    index("redirect_rules_target_idx").on(t.target),
    index("redirect_rules_hits_idx").on(t.hits),
    index("redirect_rules_updated_idx").on(t.updated_at),
    index("redirect_rules_last_hit_idx").on(t.last_hit_at),
  ],
);

/**
 * Paths visitors asked for that were no page, counted: no address, no browser, only the host of
 * the page that linked there. Kept to the most asked paths.
 */
export const notFoundHits = sqliteTable(
  "not_found_hits",
  {
    path: text("path").primaryKey(),
    count: integer("count").notNull(),
    last_seen: text("last_seen").notNull(),
    referrer_host: text("referrer_host"),
  },
  (t) => [index("not_found_hits_count_idx").on(t.count), index("not_found_hits_last_seen_idx").on(t.last_seen)],
);

export type RedirectRule = typeof redirectRules.$inferSelect;
