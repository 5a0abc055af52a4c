import type { ContentChanges, ContentKind } from "../content-changes";

/** A timer never sleeps longer than this before looking again (clock changes, long waits). */
const MAX_SLEEP_MS = 60 * 60 * 1000;

/** What a scheduler publishes: the kind of content, how to publish what is due, when the next is. */
export interface ScheduledContent<T> {
  kind: Exclude<ContentKind, "all">;
  /** For the log: 'blog', 'pagine'. */
  label: string;
  /** Publishes what is due now and answers what was published. */
  publishDue: () => T[] | Promise<T[]>;
  /** The next scheduled minute (ISO), or null. */
  nextAt: () => string | null;
  onPublished?: (published: T[]) => void;
}

/**
 * Publishes scheduled content at its minute. On start it catches up with what came due while the
 * server was off; then it sleeps until the next one. Every write of its kind re-arms it (through
 * the content-changes hook), and each publication is announced so caches, sitemap and search follow.
 */
export class PublicationScheduler<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: (() => void) | null = null;
  private running = false;

  constructor(
    private readonly changes: ContentChanges,
    private readonly content: ScheduledContent<T>,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.changes.subscribe((kind) => {
      if (kind === this.content.kind || kind === "all") this.arm();
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

  /** Publishes what is due now (at once when publishing is synchronous), then waits for the next. */
  private tick(): void {
    if (!this.running) return;
    const failed = (error: unknown) => {
      console.error(`[${this.content.label}] pubblicazione programmata non riuscita:`, error);
      this.done([]);
    };
    try {
      const published = this.content.publishDue();
      if (Array.isArray(published)) this.done(published);
      else published.then((list) => this.done(list), failed);
    } catch (error) {
      failed(error);
    }
  }

  private done(published: T[]): void {
    if (!this.running) return;
    if (published.length > 0) {
      this.content.onPublished?.(published);
      // The announcement re-arms the timer through the subscription.
      this.changes.announce(this.content.kind);
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
      next = this.content.nextAt();
    } catch (error) {
      console.error(`[${this.content.label}] lettura delle pubblicazioni programmate non riuscita:`, error);
    }
    if (next === null) return;
    const wait = Math.min(Math.max(0, Date.parse(next) - Date.now()), MAX_SLEEP_MS);
    this.timer = setTimeout(() => this.tick(), wait);
    this.timer.unref?.();
  }
}
