import { describe, expect, test } from "bun:test";
import { snapshotName } from "./layout";
import { dailyDue, snapshotsToPrune } from "./retention";

const daily = (iso: string) => ({
  name: snapshotName("giornaliero", new Date(iso)),
  kind: "giornaliero" as const,
  created_at: iso,
});

describe("retention", () => {
  test("keeps the last 7 dailies and the newest of each of the 4 latest weeks; never hand-made ones", () => {
    // One daily snapshot a day at 03:00 UTC for 60 days, ending Sunday 2026-11-22.
    const all = Array.from({ length: 60 }, (_, i) => daily(new Date(Date.UTC(2026, 10, 22 - i, 3)).toISOString()));
    const manual = {
      name: snapshotName("manuale", new Date("2026-01-01T10:00:00Z")),
      kind: "manuale" as const,
      created_at: "2026-01-01T10:00:00.000Z",
    };
    const doomed = new Set(snapshotsToPrune([...all, manual], { hour: 3, keep_daily: 7, keep_weekly: 4 }));
    const kept = all.filter((s) => !doomed.has(s.name)).map((s) => s.created_at.slice(0, 10));
    expect(kept).toEqual([
      "2026-11-22",
      "2026-11-21",
      "2026-11-20",
      "2026-11-19",
      "2026-11-18",
      "2026-11-17",
      "2026-11-16",
      "2026-11-15",
      "2026-11-08",
      "2026-11-01",
    ]);
    expect(doomed.has(manual.name)).toBe(false);
    expect(snapshotsToPrune(all.slice(0, 5), { hour: 3, keep_daily: 7, keep_weekly: 4 })).toEqual([]);
    expect(snapshotsToPrune(all, { hour: 3, keep_daily: 2, keep_weekly: 0 })).toHaveLength(58);
  });

  test("the daily snapshot is due once a day, from the configured hour", () => {
    const policy = { hour: 3, keep_daily: 7, keep_weekly: 4 };
    const at = (h: number) => new Date(2026, 10, 23, h, 10);
    expect(dailyDue([], policy, at(2))).toBe(false);
    expect(dailyDue([], policy, at(3))).toBe(true);
    const today = { name: "x", kind: "giornaliero" as const, created_at: at(3).toISOString() };
    expect(dailyDue([today], policy, at(9))).toBe(false);
    expect(dailyDue([{ ...today, kind: "manuale" as const }], policy, at(9))).toBe(true);
  });
});
