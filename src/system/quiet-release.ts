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

export class QuietRelease {
  private readings: ServerReading[] = [];
  /** The lowest resident memory since the server started: what it needs when nothing has been asked of it. */
  private floor = Number.POSITIVE_INFINITY;
  /** Whether this quiet spell has had its release: one per spell, the next after the server has been busy again. */
  private releasedThisSpell = false;
  /** When this spell's release was, until its pages have gone back once more. */
  private releasedAt: number | null = null;

  constructor(
    private readonly read: () => ServerReading,
    /** Releases, or answers false when it cannot now (it is tried again at the next quiet reading). */
    private readonly release: () => boolean,
    /** Hands the executable's pages back again (PAGES_AGAIN_AFTER_MS after a release, still quiet). */
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
      this.releasedAt = null;
      return false;
    }
    if (this.releasedAt !== null && now.at - this.releasedAt >= PAGES_AGAIN_AFTER_MS) {
      this.releasedAt = null;
      this.releasePagesAgain();
    }
    if (this.releasedThisSpell || now.rssBytes - this.floor < WORTH_RELEASING_BYTES || !this.release()) return false;
    this.releasedThisSpell = true;
    this.releasedAt = now.at;
    return true;
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
