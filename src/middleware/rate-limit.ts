import { HttpError } from "../http/http-error";

/**
 * A fixed-window counter per key (an IP address, an e-mail), kept in memory: enough for one
 * server process, which is how the product runs.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when the key is over its limit, else null. Does not count a hit. */
  retryAfter(key: string): number | null {
    const entry = this.hits.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now || entry.count < this.limit) return null;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  /** Counts a hit of `key`, or refuses it, over its limit, with a 429 saying `message` and when to try again. */
  take(key: string, message: string): void {
    const wait = this.retryAfter(key);
    if (wait !== null) throw new HttpError(429, message, { "Retry-After": String(wait) });
    this.hit(key);
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 10_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
