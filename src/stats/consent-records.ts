import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { consentRecords } from "../db/schema";
import { type ConsentChoiceKind, consentChoiceKind } from "../shared/consent-choices";
import type { ConsentRecordInput } from "../shared/schemas/consent";
import { addDays, localDay } from "./calendar";

/** Stores one answer to the cookie banner: time, policy version, the choice per category, the banner's language, the browser's random id. */
export function recordConsent(db: Db, input: ConsentRecordInput, now: Date): void {
  db.insert(consentRecords)
    .values({
      consent_id: input.consent_id,
      policy_version: input.version,
      necessary: true,
      analytics: input.analytics,
      marketing: input.marketing,
      functional: input.functional,
      choice: consentChoiceKind(input),
      language: input.language,
      created_at: now.toISOString(),
    })
    .run();
}

export interface ConsentDay {
  day: string;
  counts: Record<ConsentChoiceKind, number>;
}

/**
 * Answers per day between two days, both included: the company's days (Italian time), as for the
 * visits. Records are kept in UTC and counted by hour, and Italy is a whole number of hours ahead
 * of UTC: each hour falls on one Italian day.
 */
export function consentTotals(db: Db, from: string, to: string): ConsentDay[] {
  const rows = db.all<{ hour: string; choice: ConsentChoiceKind; n: number }>(sql`
    SELECT substr(created_at, 1, 13) AS hour, choice, COUNT(*) AS n FROM ${consentRecords}
    WHERE created_at >= ${addDays(from, -1)} AND created_at < ${`${to}T99`}
    GROUP BY hour, choice ORDER BY hour`);
  const byDay = new Map<string, ConsentDay>();
  for (const row of rows) {
    const day = localDay(new Date(`${row.hour}:00:00Z`));
    if (day < from || day > to) continue;
    const entry = byDay.get(day) ?? { day, counts: { all: 0, necessary: 0, custom: 0 } };
    entry.counts[row.choice] += row.n;
    byDay.set(day, entry);
  }
  return [...byDay.values()];
}
