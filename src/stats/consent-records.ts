import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { consentRecords } from "../db/schema";
import { type ConsentChoiceKind, consentChoiceKind } from "../shared/consent-choices";
import type { ConsentRecordInput } from "../shared/schemas/consent";

/** Stores one answer to the cookie banner: time, policy version, the choice per category, the browser's random id. */
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
      created_at: now.toISOString(),
    })
    .run();
}

export interface ConsentDay {
  day: string;
  counts: Record<ConsentChoiceKind, number>;
}

/** Answers per day (UTC date of the record) between two days, both included. */
export function consentTotals(db: Db, from: string, to: string): ConsentDay[] {
  const rows = db.all<{ day: string; choice: ConsentChoiceKind; n: number }>(sql`
    SELECT substr(created_at, 1, 10) AS day, choice, COUNT(*) AS n FROM ${consentRecords}
    WHERE created_at >= ${from} AND created_at < ${`${to}T99`}
    GROUP BY day, choice ORDER BY day`);
  const byDay = new Map<string, ConsentDay>();
  for (const row of rows) {
    const entry = byDay.get(row.day) ?? { day: row.day, counts: { all: 0, necessary: 0, custom: 0 } };
    entry.counts[row.choice] = row.n;
    byDay.set(row.day, entry);
  }
  return [...byDay.values()];
}
