import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { consentRecords, statsDaily, statsDays, statsEvents, statsSalts } from "../db/schema";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { addDays, localDay, monthsBefore } from "./calendar";
import { recordConsent } from "./consent-records";
import { recordVisit } from "./record-visit";
import { RAW_EVENT_DAYS, rollUpAndPrune, startStatsJobs } from "./rollup";
import { VisitorHasher } from "./visitor-hash";

// Signing in hashes a password (argon2id) and some tests fill a day's cap: seconds on a busy machine.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const NOW = new Date("2026-11-23T10:00:00Z");
const at = (day: string, hhmm = "10:00") => new Date(`${day}T${hhmm}:00Z`);

function visit(day: string, visitor: string, path: string, extra: { hhmm?: string; s?: string; k?: "pageview" | "tel" } = {}) {
  return recordVisit(t.db, {
    event: { k: extra.k ?? "pageview", p: path, ...(extra.s ? { s: extra.s } : {}) },
    visitor,
    device: "desktop",
    at: at(day, extra.hhmm),
  });
}

describe("roll-up and retention", () => {
  test("events older than 30 days become daily totals and are deleted; recent ones stay raw", async () => {
    t = createTestApp();
    const old = addDays(localDay(NOW), -(RAW_EVENT_DAYS + 2));
    const recent = addDays(localDay(NOW), -3);
    visit(old, "a", "/", { hhmm: "09:00" });
    visit(old, "a", "/", { hhmm: "09:05" });
    visit(old, "b", "/", { s: "newsletter" });
    visit(old, "a", "/servizi");
    visit(old, "a", "/", { k: "tel" });
    visit(recent, "c", "/");

    const result = rollUpAndPrune(t.db, NOW);
    expect(result.rolledUpEvents).toBe(5);
    expect(
      t.db
        .select()
        .from(statsEvents)
        .all()
        .map((e) => e.day),
    ).toEqual([recent]);
    const totals = t.db.select().from(statsDaily).all();
    const home = totals.find((r) => r.path === "/" && r.kind === "pageview" && r.utm_source === "");
    expect(home).toMatchObject({ day: old, events: 2, visitors: 1 });
    expect(totals.find((r) => r.utm_source === "newsletter")).toMatchObject({ events: 1, visitors: 1 });
    expect(totals.find((r) => r.kind === "tel")).toMatchObject({ path: "/", events: 1 });
    expect(t.db.select().from(statsDays).all()).toEqual([{ day: old, visitors: 2 }]);
    // No hash survives the roll-up.
    expect(JSON.stringify(totals)).not.toContain('"a"');

    // Running it again changes nothing.
    expect(rollUpAndPrune(t.db, NOW).rolledUpEvents).toBe(0);
    expect(t.db.select().from(statsDays).all()).toEqual([{ day: old, visitors: 2 }]);
  });

  test("totals and consent records older than the retention (25 months by default, configurable) are deleted", async () => {
    t = createTestApp();
    const today = localDay(NOW);
    const tooOld = addDays(monthsBefore(today, 25), -1);
    const kept = addDays(monthsBefore(today, 25), 1);
    for (const day of [tooOld, kept]) {
      visit(day, "a", "/");
      recordConsent(
        t.db,
        {
          consent_id: crypto.randomUUID(),
          version: "2026-11",
          analytics: true,
          marketing: true,
          functional: true,
          language: "it",
        },
        at(day),
      );
    }
    const result = rollUpAndPrune(t.db, NOW);
    expect(result.deletedTotals).toBe(2);
    expect(result.deletedConsents).toBe(1);
    expect(
      t.db
        .select()
        .from(statsDays)
        .all()
        .map((d) => d.day),
    ).toEqual([kept]);
    expect(t.db.select().from(consentRecords).all()).toHaveLength(1);

    rollUpAndPrune(t.db, NOW, 12);
    expect(t.db.select().from(statsDays).all()).toHaveLength(0);
    expect(t.db.select().from(consentRecords).all()).toHaveLength(0);
  });

  test("the job catches up at start and discards yesterday's salt", async () => {
    t = createTestApp();
    const yesterday = addDays(localDay(NOW), -1);
    new VisitorHasher(t.db).visitor(yesterday, "198.51.100.1", "UA", "localhost");
    expect(
      t.db
        .select()
        .from(statsSalts)
        .all()
        .map((s) => s.day),
    ).toEqual([yesterday]);
    visit(addDays(localDay(NOW), -60), "a", "/");
    const stop = startStatsJobs(t.db, 25, () => NOW);
    stop();
    expect(t.db.select().from(statsEvents).all()).toHaveLength(0);
    expect(t.db.select().from(statsDaily).all()).toHaveLength(1);
    expect(t.db.select().from(statsSalts).all()).toHaveLength(0);
  });

  test("a new day gets a new salt: the same person is another hash tomorrow", async () => {
    t = createTestApp();
    const hasher = new VisitorHasher(t.db);
    const today = localDay(NOW);
    const first = hasher.visitor(today, "198.51.100.1", "UA", "localhost");
    expect(new VisitorHasher(t.db).visitor(today, "198.51.100.1", "UA", "localhost")).toBe(first);
    const tomorrow = hasher.visitor(addDays(today, 1), "198.51.100.1", "UA", "localhost");
    expect(tomorrow).not.toBe(first);
    expect(
      t.db
        .select()
        .from(statsSalts)
        .all()
        .map((s) => s.day),
    ).toEqual([addDays(today, 1)]);
  });
});
