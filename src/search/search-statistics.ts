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

/** Counts of searches per day and query text; who searched is never stored. */
export class SearchCounter {
  private lastPrune = "";
  private readonly bump;
  private readonly insert;
  private readonly distinct;

  constructor(
    private readonly sqlite: Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.bump = sqlite.query(
      "UPDATE search_query_days SET searches = searches + 1, empty = empty + ? WHERE day = ? AND query = ?",
    );
    this.insert = sqlite.query("INSERT INTO search_query_days (day, query, searches, empty) VALUES (?, ?, 1, ?)");
    this.distinct = sqlite.query<{ n: number }, [string]>("SELECT count(*) AS n FROM search_query_days WHERE day = ?");
  }

  record(text: string, found: number): void {
    const query = countedQuery(text);
    if (!query) return;
    const day = localDay(this.now());
    const empty = found === 0 ? 1 : 0;
    if (this.bump.run(empty, day, query).changes > 0) return;
    if ((this.distinct.get(day)?.n ?? 0) >= QUERIES_PER_DAY) return;
    this.insert.run(day, query, empty);
    if (this.lastPrune !== day) {
      this.lastPrune = day;
      this.sqlite.query("DELETE FROM search_query_days WHERE day < ?").run(monthsBefore(day, KEPT_MONTHS));
    }
  }

  report(from: string, to: string): SearchStatistics {
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
