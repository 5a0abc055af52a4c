import type { ContentChanges } from "../../content-changes";
import type { Db } from "../../db/client";
import { nextScheduledAt, publishDuePosts } from "./post-schedule";

/** A timer never sleeps longer than this before looking again (clock changes, long waits). */
const MAX_SLEEP_MS = 60 * 60 * 1000;

/**
 * Publishes scheduled posts at their minute. On start it catches up with those due while the
 * server was off; then it sleeps until the next one. Every blog write re-arms it (through the
 * content-changes hook), and each publication is announced so caches, sitemap and feed follow.
 */
export class BlogScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: (() => void) | null = null;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly changes: ContentChanges,
    private readonly onPublished: (ids: number[]) => void = () => undefined,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.changes.subscribe((kind) => {
      if (kind === "blog" || kind === "all") this.arm();
    });
    this.tick();
  }

  stop(): void {
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Publishes what is due now, then waits for the next. */
  private tick(): void {
    if (!this.running) return;
    let published: number[] = [];
    try {
      published = publishDuePosts(this.db);
    } catch (error) {
      console.error("[blog] pubblicazione programmata non riuscita:", error);
    }
    if (published.length > 0) {
      this.onPublished(published);
      // The announcement re-arms the timer through the subscription.
      this.changes.announce("blog");
    } else {
      this.arm();
    }
  }

  private arm(): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    let next: string | null = null;
    try {
      next = nextScheduledAt(this.db);
    } catch (error) {
      console.error("[blog] lettura delle pubblicazioni programmate non riuscita:", error);
    }
    if (next === null) return;
    const wait = Math.min(Math.max(0, Date.parse(next) - Date.now()), MAX_SLEEP_MS);
    this.timer = setTimeout(() => this.tick(), wait);
    this.timer.unref?.();
  }
}
