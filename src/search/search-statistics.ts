import type { Database } from "bun:sqlite";
import type { SearchStatistics } from "../shared/search";
import { localDay, monthsBefore } from "../stats/calendar";
import { words } from "./text";

/** Distinct queries counted per day: past it a day's new queries are not counted (the known ones still are). */
export const QUERIES_PER_DAY = 500;
const QUERY_CHARS = 100;
const KEPT_MONTHS = 13;
const LISTED = 20;

/** A query as it is counted: its words, folded, at most 100 characters. Nothing else is kept. */
export function countedQuery(text: string): string {
  return words(text).join(" ").slice(0, QUERY_CHARS).trim();
}

/** Searches counted in memory are written at most this often (and when the counts are read). */
const FLUSH_MS = 10_000;

/**
 * Counts of searches per day and query text; who searched is never stored. A search only adds to
 * a count in memory: the counts are written together every few seconds, not one disk write per search.
 */
export class SearchCounter {
  private lastPrune = "";
  private pending = new Map<string, { day: string; query: string; searches: number; empty: number }>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly bump;
  private readonly insert;
  private readonly distinct;

  constructor(
    private readonly sqlite: Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.bump = sqlite.query(
      "UPDATE search_query_days SET searches = searches + ?, empty = empty + ? WHERE day = ? AND query = ?",
    );
    this.insert = sqlite.query("INSERT INTO search_query_days (day, query, searches, empty) VALUES (?, ?, ?, ?)");
    this.distinct = sqlite.query<{ n: number }, [string]>("SELECT count(*) AS n FROM search_query_days WHERE day = ?");
  }

  record(text: string, found: number): void {
    const query = countedQuery(text);
    if (!query) return;
    const day = localDay(this.now());
    const key = `${day} ${query}`;
    const known = this.pending.get(key);
    if (!known && this.pending.size >= QUERIES_PER_DAY) return;
    const entry = known ?? { day, query, searches: 0, empty: 0 };
    entry.searches += 1;
    entry.empty += found === 0 ? 1 : 0;
    this.pending.set(key, entry);
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), FLUSH_MS);
      this.timer.unref?.();
    }
  }

  /** Writes the counts kept in memory, in one transaction: a day's new queries up to its bound. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const entries = [...this.pending.values()];
    this.pending = new Map();
    try {
      this.sqlite.transaction(() => {
        for (const { day, query, searches, empty } of entries) {
          if (this.bump.run(searches, empty, day, query).changes > 0) continue;
          if ((this.distinct.get(day)?.n ?? 0) >= QUERIES_PER_DAY) continue;
          this.insert.run(day, query, searches, empty);
        }
        const today = localDay(this.now());
        if (this.lastPrune !== today) {
          this.lastPrune = today;
          this.sqlite.query("DELETE FROM search_query_days WHERE day < ?").run(monthsBefore(today, KEPT_MONTHS));
        }
      })();
    } catch (error) {
      console.error("[ricerca] conteggi delle ricerche non salvati:", error);
    }
  }

  report(from: string, to: string): SearchStatistics {
    this.flush();
    const total = this.sqlite
      .query<{ n: number | null }, [string, string]>("SELECT sum(searches) AS n FROM search_query_days WHERE day BETWEEN ? AND ?")
      .get(from, to);
    const ranked = (column: "searches" | "empty") =>
      this.sqlite
        .query<{ query: string; searches: number }, [string, string, number]>(
          `SELECT query, sum(${column}) AS searches FROM search_query_days WHERE day BETWEEN ? AND ?
           GROUP BY query HAVING sum(${column}) > 0 ORDER BY searches DESC, query LIMIT ?`,
        )
        .all(from, to, LISTED);
    return { from, to, searches: total?.n ?? 0, top: ranked("searches"), empty: ranked("empty") };
  }
}
