import { and, count, eq, gt, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactRequests } from "../db/schema";
import { MIN_FILL_TIME_MS, MIN_SPAM_LINKS, SPAM_DAYS, type SpamReason } from "../shared/contact/spam";
import type { ContactRequestInput } from "../shared/schemas/contact";

/** Possible spam kept per 24 hours: a flood of robots past the rate limit fills no disk; beyond it, it is dropped. */
export const SPAM_DAILY_CAP = 500;

const DAY_MS = 24 * 3600 * 1000;
const LINK = /\bhttps?:\/\/|\bwww\./gi;

/** What makes the request look sent by a program; empty for a person's. */
export function spamReasonsOf(
  input: Pick<ContactRequestInput, "website" | "fill_time_ms" | "name" | "company" | "message">,
): SpamReason[] {
  const reasons: SpamReason[] = [];
  const honeypot = input.website;
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") reasons.push({ kind: "honeypot" });
  if (input.fill_time_ms !== undefined && input.fill_time_ms < MIN_FILL_TIME_MS) {
    reasons.push({ kind: "too-fast", ms: Math.max(0, Math.round(input.fill_time_ms)) });
  }
  const links = [input.name, input.company, input.message].join("\n").match(LINK)?.length ?? 0;
  if (links >= MIN_SPAM_LINKS) reasons.push({ kind: "links", count: links });
  return reasons;
}

/** Possible spam stored in the 24 hours before `now`. */
export function spamStoredLastDay(db: Db, now: Date): number {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  return (
    db
      .select({ n: count() })
      .from(contactRequests)
      .where(and(isNotNull(contactRequests.spam_reasons), gt(contactRequests.created_at, since)))
      .get()?.n ?? 0
  );
}

/** Deletes for good the possible spam that arrived more than SPAM_DAYS ago; answers how many. */
export function purgeExpiredSpam(db: Db, now: Date): number {
  const limit = new Date(now.getTime() - SPAM_DAYS * DAY_MS).toISOString();
  return db
    .delete(contactRequests)
    .where(and(isNotNull(contactRequests.spam_reasons), lt(contactRequests.created_at, limit)))
    .returning({ id: contactRequests.id })
    .all().length;
}

/** Runs the clean-up of old possible spam at start and once a day; returns its stop. */
export function startSpamPurge(db: Db): () => void {
  const run = () => {
    try {
      const purged = purgeExpiredSpam(db, new Date());
      if (purged > 0) console.log(`[contatti] ${purged} possibili spam eliminati dopo ${SPAM_DAYS} giorni`);
    } catch (error) {
      console.error("[contatti] pulizia del possibile spam non riuscita:", error);
    }
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Counts the possible spam dropped because the day's cap was reached, and tells the log: at the first
 * of each Italian day and at every hundredth, so a flood leaves a few lines, not one per robot.
 */
export class DroppedSpam {
  private day = "";
  private dropped = 0;

  constructor(private readonly dayOf: (now: Date) => string) {}

  note(now: Date): void {
    const day = this.dayOf(now);
    if (day !== this.day) {
      this.day = day;
      this.dropped = 0;
    }
    this.dropped += 1;
    if (this.dropped === 1 || this.dropped % 100 === 0) {
      console.warn(
        `[contatti] possibile spam non salvato: già ${SPAM_DAILY_CAP} nelle ultime 24 ore (${this.dropped} scartati oggi)`,
      );
    }
  }
}

/** Whether the request is possible spam: null when there is no such request. */
export function isPossibleSpam(db: Db, id: number): boolean | null {
  const row = db.select({ spam: contactRequests.spam_reasons }).from(contactRequests).where(eq(contactRequests.id, id)).get();
  return row ? row.spam !== null : null;
}
