import { describe, expect, test } from "bun:test";
import { ContentChanges } from "../content-changes";
import { PageCache, createPage } from "../ssr/page-cache";
import { DayChange, msUntilRomeMidnight } from "./day-change";

describe("the change of day in Rome", () => {
  test("midnight is Rome's, on short and long days too", () => {
    expect(msUntilRomeMidnight(new Date("2027-06-30T21:00:00Z"))).toBe(60 * 60 * 1000);
    expect(msUntilRomeMidnight(new Date("2027-01-15T22:30:00Z"))).toBe(30 * 60 * 1000);
    // 28 March 2027: clocks go forward, the day has 23 hours.
    expect(msUntilRomeMidnight(new Date("2027-03-27T23:00:00Z"))).toBe(23 * 60 * 60 * 1000);
  });

  test("empties the page cache when a new day begins, so an expired certification is not served from it", () => {
    const changes = new ContentChanges();
    const cache = new PageCache(changes);
    let now = new Date("2027-06-30T21:00:00Z");
    const dayChange = new DayChange(changes, () => now);
    cache.set("/chi-siamo", createPage(200, "<p>ISO 9001, valida fino al 30/06/2027</p>", {}), cache.generation);

    now = new Date("2027-06-30T21:59:00Z");
    expect(dayChange.check()).toBe(false);
    expect(cache.get("/chi-siamo")).toBeDefined();

    now = new Date("2027-06-30T22:00:01Z");
    expect(dayChange.check()).toBe(true);
    expect(cache.get("/chi-siamo")).toBeUndefined();
    expect(dayChange.check()).toBe(false);
  });
});
