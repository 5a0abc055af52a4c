import type { ContentChanges } from "../content-changes";
import { romeLocalToIso } from "../shared/blog-status";
import { daysAfter, romeToday } from "../shared/pages/certification-dates";

/** The timer never sleeps longer than this before looking again (clock changes, a suspended machine). */
const MAX_SLEEP_MS = 60 * 60 * 1000;
/** Wakes a moment after midnight, so the new day has surely begun. */
const AFTER_MIDNIGHT_MS = 1000;

/** Milliseconds from `now` to the next midnight in Rome (23, 24 or 25 hours a day, as daylight saving has it). */
export function msUntilRomeMidnight(now: Date): number {
  const midnight = romeLocalToIso(`${daysAfter(romeToday(now), 1)}T00:00`);
  return midnight ? Date.parse(midnight) - now.getTime() : MAX_SLEEP_MS;
}

/**
 * What pages show can depend on the day: a certification is shown up to its last valid day in Rome.
 * At every midnight in Rome the change of day is announced as a change of the pages, so the page
 * cache (and every other cache built from the pages) is emptied and the next visitor gets the page
 * of the new day.
 */
export class DayChange {
  private day: string;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly changes: ContentChanges,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.day = romeToday(this.now());
  }

  /** Announces the new day if it has begun since the last look; true when it had. */
  check(): boolean {
    const today = romeToday(this.now());
    if (today === this.day) return false;
    this.day = today;
    this.changes.announce("pages");
    return true;
  }

  start(): void {
    const wait = Math.min(msUntilRomeMidnight(this.now()) + AFTER_MIDNIGHT_MS, MAX_SLEEP_MS);
    this.timer = setTimeout(() => {
      this.check();
      this.start();
    }, wait);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
