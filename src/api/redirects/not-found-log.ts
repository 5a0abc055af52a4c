import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFoundHits } from "../../db/schema";
import type { NotFoundPage } from "../../shared/schemas/redirect-answers";

/** Paths kept in the report: the most asked. */
const KEEP_PATHS = 1_000;
/** Distinct paths counted in memory between two writes; more are dropped until the next write. */
const MAX_PENDING = 2_000;
const MAX_PATH = 500;
const PAGE_SIZE = 50;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Adds a path's count to the report, prepared once: a flood of unknown addresses leaves up to
 * MAX_PENDING paths to write every few seconds, and building each statement cost more than running it.
 */
const prepareUpsert = (db: Db) =>
  db
    .insert(notFoundHits)
    .values({
      path: sql.placeholder("path"),
      count: sql.placeholder("count"),
      last_seen: sql.placeholder("at"),
      referrer_host: sql.placeholder("referrer"),
    })
    .onConflictDoUpdate({
      target: notFoundHits.path,
      set: {
        count: sql`${notFoundHits.count} + excluded.${sql.identifier("count")}`,
        last_seen: sql`excluded.last_seen`,
        referrer_host: sql`coalesce(excluded.referrer_host, ${notFoundHits.referrer_host})`,
      },
    })
    .prepare();

/**
 * The 404s visitors actually hit: path, how often, when last and the host of the page that linked
 * there. No address or browser is kept. Counted in memory, written every few seconds, and
 * pruned to the most asked paths.
 */
export class NotFoundLog {
  private readonly pending = new Map<string, { count: number; at: string; referrerHost: string | null }>();
  /** The write of one path's count, prepared at the first write. */
  private upsert: ReturnType<typeof prepareUpsert> | null = null;

  constructor(private readonly db: Db) {}

  record(path: string, referrerHost: string | null, now = new Date()): void {
    if (path.length > MAX_PATH) return;
    const entry = this.pending.get(path);
    if (entry) {
      entry.count++;
      entry.at = now.toISOString();
      if (referrerHost) entry.referrerHost = referrerHost;
      return;
    }
    if (this.pending.size >= MAX_PENDING) return;
    this.pending.set(path, { count: 1, at: now.toISOString(), referrerHost });
  }

  flush(): void {
    if (this.pending.size === 0) return;
    const entries = [...this.pending];
    this.pending.clear();
    this.upsert ??= prepareUpsert(this.db);
    const upsert = this.upsert;
    this.db.transaction((tx) => {
      for (const [path, entry] of entries) upsert.run({ path, count: entry.count, at: entry.at, referrer: entry.referrerHost });
      const total = tx.select({ n: count() }).from(notFoundHits).get()?.n ?? 0;
      if (total > KEEP_PATHS) {
        tx.run(
          sql`DELETE FROM not_found_hits WHERE path NOT IN (SELECT path FROM not_found_hits ORDER BY count DESC, last_seen DESC LIMIT ${KEEP_PATHS})`,
        );
      }
    });
  }

  /** Every path of the report, written and counted in memory. */
  paths(): string[] {
    const written = this.db.select({ path: notFoundHits.path }).from(notFoundHits).all();
    return [...new Set([...written.map((row) => row.path), ...this.pending.keys()])];
  }

  /** Forgets the paths counted in memory that rules now answer (their written counts leave with the rules' write). */
  forgetPending(answered: (path: string) => boolean): void {
    for (const path of this.pending.keys()) if (answered(path)) this.pending.delete(path);
  }

  /** Paths a new rule answers for leave the report (written, and still counted in memory). */
  forgetCovered(tx: Tx, source: string): void {
    if (source.endsWith("*")) {
      const base = source.slice(0, -1);
      tx.delete(notFoundHits).where(sql`substr(${notFoundHits.path}, 1, ${base.length}) = ${base}`).run();
      for (const path of this.pending.keys()) if (path.startsWith(base)) this.pending.delete(path);
    } else {
      tx.delete(notFoundHits).where(eq(notFoundHits.path, source)).run();
      this.pending.delete(source);
    }
  }

  list(page: number): NotFoundPage {
    const total = this.db.select({ n: count() }).from(notFoundHits).get()?.n ?? 0;
    const items = this.db
      .select()
      .from(notFoundHits)
      .orderBy(desc(notFoundHits.count), desc(notFoundHits.last_seen))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .all();
    return { items, total, page, page_size: PAGE_SIZE } satisfies NotFoundPage;
  }
}
