import { describe, expect, test } from "bun:test";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { countedQuery, QUERIES_PER_DAY, SearchCounter } from "./search-statistics";

describe("search counts", () => {
  test("a query is counted by its folded words, at most 100 characters", () => {
    expect(countedQuery("  Lettura   TARGHE, ospedale! ")).toBe("lettura targhe ospedale");
    expect(countedQuery("Infomobilità")).toBe("infomobilita");
    expect(countedQuery("x".repeat(300))).toHaveLength(100);
  });

  test("the distinct queries of a day are bounded; known ones keep counting; old days are pruned", () => {
    const db = openDatabase(":memory:");
    runMigrations(db);
    let now = new Date("2026-11-24T10:00:00Z");
    const counter = new SearchCounter(db.$client, () => now);
    db.$client.query("INSERT INTO search_query_days VALUES ('2025-01-01', 'vecchia', 4, 0)").run();
    for (let i = 0; i < QUERIES_PER_DAY + 50; i++) counter.record(`parola${i}`, i % 2);
    counter.record("parola0", 0);
    // Counted in memory, written together.
    expect(
      db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM search_query_days WHERE day = '2026-11-24'").get()?.n,
    ).toBe(0);
    counter.flush();
    const day = (d: string) =>
      db.$client.query<{ n: number }, [string]>("SELECT count(*) AS n FROM search_query_days WHERE day = ?").get(d)?.n;
    expect(day("2026-11-24")).toBe(QUERIES_PER_DAY);
    expect(day("2025-01-01")).toBe(0);
    const report = counter.report("2026-11-01", "2026-11-30");
    expect(report.top[0]).toEqual({ query: "parola0", searches: 2 });
    expect(report.empty[0]).toEqual({ query: "parola0", searches: 2 });
    now = new Date("2026-11-25T10:00:00Z");
    counter.record("nuova", 3);
    counter.flush();
    expect(day("2026-11-25")).toBe(1);
  });
});
