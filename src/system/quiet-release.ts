/**
 * Memory a burst of visitors left behind goes back to the system once the server is quiet again.
 * A load (a crawler, a campaign's first hour) leaves the JavaScript heap, the allocator's pages
 * and the executable's code pages it touched resident long after it ended; a small server should
 * come back to the memory it had before. Once a second the server's processor time and resident
 * memory are read; when the memory is above the least the server has needed and the processor has
 * been nearly idle for 20 seconds, the memory is released once (see `releaseAfterLoad` in
 * system/memory.ts). Serving never waits for it: a busy server is never quiet, a pause between two
 * bursts of visitors is shorter than that, and the next release waits for the server to have been
 * busy again.
 */

/** One reading of the server: processor time used so far (µs), resident memory (bytes), when (ms). */
export interface ServerReading {
  cpuMicros: number;
  rssBytes: number;
  at: number;
}

/** How often the server is read. */
export const READ_EVERY_MS = 1000;
/** How long the server must be nearly idle before memory is released. */
export const QUIET_MS = 20_000;
/** Share of one processor below which the server counts as idle (a visitor now and then is idle). */
export const IDLE_PROCESSOR_SHARE = 0.05;
/** Growth of the resident memory, over the lowest since the server started, that is worth releasing. */
export const WORTH_RELEASING_BYTES = 4 * 1024 * 1024;
/**
 * How long after a release, the server still quiet, the executable's pages go back once more: the
 * code of the server's own timers, dropped by the release, is compiled again from them meanwhile.
 */
export const PAGES_AGAIN_AFTER_MS = 4_000;
/**
 * Times at most, in one quiet spell, that the executable's pages go back again after the first
 * time: when, still quiet, the memory has grown WORTH_RELEASING_BYTES since (what compiling the
 * timers' code again reads from the executable can come a few seconds late, about 12 MB of it).
 */
export const PAGES_AGAIN_ON_GROWTH = 2;

export class QuietRelease {
  private readings: ServerReading[] = [];
  /** The lowest resident memory since the server started: what it needs when nothing has been asked of it. */
  private floor = Number.POSITIVE_INFINITY;
  /** Whether this quiet spell has had its release: one per spell, the next after the server has been busy again. */
  private releasedThisSpell = false;
  /**
   * Since this spell's release: when the pages last went back (the release itself first), the least
   * memory read since, and how many times they went back again.
   */
  private afterRelease: { at: number; least: number; again: number } | null = null;

  constructor(
    private readonly read: () => ServerReading,
    /** Releases, or answers false when it cannot now (it is tried again at the next quiet reading). */
    private readonly release: () => boolean,
    /** Hands the executable's pages back again (PAGES_AGAIN_AFTER_MS after a release, then on growth, still quiet). */
    private readonly releasePagesAgain: () => void = () => {},
  ) {}

  /** Takes one reading and releases when due; returns whether it did. */
  tick(): boolean {
    const now = this.read();
    this.readings.push(now);
    this.floor = Math.min(this.floor, now.rssBytes);
    // The window starts at the newest reading at least QUIET_MS old.
    while (this.readings.length > 1 && now.at - (this.readings[1] as ServerReading).at >= QUIET_MS) this.readings.shift();
    const first = this.readings[0] as ServerReading;
    const span = now.at - first.at;
    const quiet = span >= QUIET_MS && (now.cpuMicros - first.cpuMicros) / 1000 <= IDLE_PROCESSOR_SHARE * span;
    if (!quiet) {
      if (span >= QUIET_MS) this.releasedThisSpell = false;
      this.afterRelease = null;
      return false;
    }
    const previous = this.readings.at(-2);
    // Growth in a second that was itself busy is a load coming back, not pages read back by a quiet server.
    const idleNow =
      previous !== undefined && now.cpuMicros - previous.cpuMicros <= IDLE_PROCESSOR_SHARE * (now.at - previous.at) * 1000;
    if (this.afterRelease && idleNow) this.pagesAgainWhenDue(this.afterRelease, now);
    if (this.releasedThisSpell || now.rssBytes - this.floor < WORTH_RELEASING_BYTES || !this.release()) return false;
    this.releasedThisSpell = true;
    this.afterRelease = { at: now.at, least: Number.POSITIVE_INFINITY, again: 0 };
    return true;
  }

  /** The pages go back PAGES_AGAIN_AFTER_MS after the release, then again when the memory grows back (see PAGES_AGAIN_ON_GROWTH). */
  private pagesAgainWhenDue(since: { at: number; least: number; again: number }, now: ServerReading): void {
    since.least = Math.min(since.least, now.rssBytes);
    if (now.at - since.at < PAGES_AGAIN_AFTER_MS) return;
    const first = since.again === 0;
    if (!first && (since.again > PAGES_AGAIN_ON_GROWTH || now.rssBytes - since.least < WORTH_RELEASING_BYTES)) return;
    since.again += 1;
    since.at = now.at;
    since.least = Number.POSITIVE_INFINITY;
    this.releasePagesAgain();
  }
}

/** The running server's own readings. */
const readServer = (): ServerReading => {
  const cpu = process.cpuUsage();
  return { cpuMicros: cpu.user + cpu.system, rssBytes: process.memoryUsage.rss(), at: performance.now() };
};

/** Starts reading the server once a second; returns how to stop. The timer never keeps the process alive. */
export function startQuietRelease(release: () => boolean, releasePagesAgain: () => void): () => void {
  const watch = new QuietRelease(readServer, release, releasePagesAgain);
  const timer = setInterval(() => watch.tick(), READ_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
