import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { addDays, localDay, monthsBefore } from "./calendar";
import { discardOldSalts } from "./visitor-hash";

/** Raw events are kept this many days, then only their daily totals remain. */
export const RAW_EVENT_DAYS = 30;
const DEFAULT_RETENTION_MONTHS = 25;
const JOB_INTERVAL_MS = 60 * 60 * 1000;

export interface RollUpResult {
  rolledUpEvents: number;
  deletedTotals: number;
  deletedConsents: number;
}

/**
 * Folds raw events older than RAW_EVENT_DAYS into daily totals and deletes them (one
 * transaction: a crash leaves either the events or their totals, never both nor neither);
 * deletes totals and consent records older than `retentionMonths`; discards yesterday's salt.
 * Safe to run any number of times: it only does what is due.
 */
export function rollUpAndPrune(db: Db, now: Date, retentionMonths = DEFAULT_RETENTION_MONTHS): RollUpResult {
  const today = localDay(now);
  const rawFrom = addDays(today, -RAW_EVENT_DAYS);
  const keepFrom = monthsBefore(today, retentionMonths);
  const result = db.transaction((tx) => {
    tx.run(sql`
      INSERT INTO stats_daily (day, kind, path, entry, referrer_host, utm_source, utm_medium, utm_campaign, device, events, visitors)
      SELECT day, kind, path, entry, referrer_host, utm_source, utm_medium, utm_campaign, device, COUNT(*), COUNT(DISTINCT visitor)
      FROM stats_events WHERE day < ${rawFrom}
      GROUP BY day, kind, path, entry, referrer_host, utm_source, utm_medium, utm_campaign, device
      ON CONFLICT DO UPDATE SET events = events + excluded.events, visitors = visitors + excluded.visitors`);
    tx.run(sql`
      INSERT INTO stats_days (day, visitors)
      SELECT day, COUNT(DISTINCT visitor) FROM stats_events WHERE day < ${rawFrom} AND kind = 'pageview' GROUP BY day
      ON CONFLICT DO UPDATE SET visitors = visitors + excluded.visitors`);
    const rolledUpEvents = db.$client.query("DELETE FROM stats_events WHERE day < ?").run(rawFrom).changes;
    const deletedTotals =
      db.$client.query("DELETE FROM stats_daily WHERE day < ?").run(keepFrom).changes +
      db.$client.query("DELETE FROM stats_days WHERE day < ?").run(keepFrom).changes;
    const deletedConsents = db.$client.query("DELETE FROM consent_records WHERE created_at < ?").run(keepFrom).changes;
    return { rolledUpEvents, deletedTotals, deletedConsents };
  });
  discardOldSalts(db, today);
  return result;
}

/**
 * Runs the roll-up at start (catching up on the days the server was off) and every hour after.
 * Returns the function that stops it.
 */
export function startStatsJobs(db: Db, retentionMonths: number, now: () => Date = () => new Date()): () => void {
  const run = () => {
    try {
      rollUpAndPrune(db, now(), retentionMonths);
    } catch (error) {
      console.error("[statistiche] riepilogo giornaliero non riuscito:", error);
    }
  };
  run();
  const timer = setInterval(run, JOB_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
