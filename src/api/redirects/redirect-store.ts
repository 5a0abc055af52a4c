import { asc, count, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type RedirectRule, redirectRules } from "../../db/schema";
import type { RedirectCode, REDIRECT_SORTS } from "../../shared/redirect-choices";
import { type RedirectInput, redirectMessages } from "../../shared/schemas/redirects";
import type { RedirectPage, RedirectRuleView, RedirectTestAnswer } from "../../shared/schemas/redirect-answers";
import { partsOf, writeImport } from "./import-commit";
import { NotFoundLog } from "./not-found-log";
import { type Rule, type RuleAnswer, RuleTable } from "./rule-table";

const PAGE_SIZE = 50;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** How often counted visits are written to the database. */
const FLUSH_EVERY_MS = 5_000;

export type SaveResult =
  | { ok: true; rule: RedirectRuleView; rewritten: number; created: boolean }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: "source" | "target" };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function viewOf(row: RedirectRule, pending = 0, pendingAt: string | null = null): RedirectRuleView {
  return {
    id: row.id,
    source: row.source,
    target: row.target,
    code: row.code as RedirectCode,
    hits: row.hits + pending,
    last_hit_at: pendingAt ?? row.last_hit_at,
    updated_at: row.updated_at,
  } satisfies RedirectRuleView;
}

const ruleOf = (row: Pick<RedirectRule, "id" | "source" | "target" | "code">): Rule => ({
  id: row.id,
  source: row.source,
  target: row.target,
  code: row.code as RedirectCode,
});

/**
 * The site's redirect rules: kept in memory for every request (rebuilt from the database on
 * change), counted in memory and written every few seconds, and the 404 report beside them.
 */
export class RedirectStore {
  private table: RuleTable | null = null;
  private readonly pendingHits = new Map<number, { count: number; at: string }>();
  readonly notFound: NotFoundLog;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** An import under way: its rules are settled on a copy and written at its end; single changes wait. */
  private importing = false;
  /** The import's write under way (on its own thread): counted visits are written after it. */
  private writingImport = false;

  constructor(private readonly db: Db) {
    this.notFound = new NotFoundLog(db);
  }

  get importRunning(): boolean {
    return this.importing;
  }

  /** A copy of the rules for an import to settle its rows on, or null while another import runs. */
  startImport(): RuleTable | null {
    if (this.importing) return null;
    this.importing = true;
    return this.rules().clone();
  }

  /** The next id a new rule of an import takes (no other rule is saved meanwhile). */
  nextId(table: RuleTable): number {
    const row = this.db.$client.query("SELECT seq FROM sqlite_sequence WHERE name = 'redirect_rules'").get() as {
      seq: number;
    } | null;
    return Math.max(row?.seq ?? 0, table.maxId()) + 1;
  }

  /**
   * Writes an import's rules (`changed`: new ones among them in `created`) in one transaction on a
   * worker thread; once written, the settled copy is the rules in force. Nothing is written if it fails.
   */
  async finishImport(draft: RuleTable | null, changed: Set<number>, created: Set<number>): Promise<void> {
    try {
      if (!draft || changed.size === 0) return;
      const covered = (path: string) => {
        const answer = draft.match(path);
        return answer !== null && changed.has(answer.rule.id);
      };
      const forget = this.notFound.paths().filter(covered);
      this.writingImport = true;
      await writeImport({
        path: this.db.$client.filename,
        now: new Date().toISOString(),
        parts: partsOf(draft, changed, created),
        forget,
      });
      this.notFound.forgetPending(covered);
      this.table = draft;
    } finally {
      this.writingImport = false;
      this.importing = false;
    }
  }

  /** The rules in memory, read from the database the first time. */
  rules(): RuleTable {
    if (!this.table) {
      const rows = this.db
        .select({ id: redirectRules.id, source: redirectRules.source, target: redirectRules.target, code: redirectRules.code })
        .from(redirectRules)
        .all();
      this.table = new RuleTable(rows.map(ruleOf));
    }
    return this.table;
  }

  /**
   * Lets the rules in memory go (a quiet server's release): they are read again from the database
   * at the next request, in one go and so packed tightly, where the copy of a big import was made
   * among a load's garbage and kept half-empty blocks of the heap resident with it. Not while an import runs.
   */
  letRulesGo(): void {
    if (!this.importing) this.table = null;
  }

  /** The answer for a visitor's request, counted. */
  answer(path: string, search: string, now = new Date()): RuleAnswer | null {
    const answer = this.rules().match(path, search);
    if (answer) {
      const pending = this.pendingHits.get(answer.rule.id);
      const at = now.toISOString();
      if (pending) {
        pending.count++;
        pending.at = at;
      } else {
        this.pendingHits.set(answer.rule.id, { count: 1, at });
      }
    }
    return answer;
  }

  /** Writes the counted visits (rules and 404s) in one transaction each. */
  flush(): void {
    // The rules' table is locked by the import's write for a moment: the counts wait for the next flush.
    if (this.writingImport) return;
    if (this.pendingHits.size > 0) {
      const hits = [...this.pendingHits];
      this.pendingHits.clear();
      this.db.transaction((tx) => {
        for (const [id, hit] of hits) {
          tx.update(redirectRules)
            .set({ hits: sql`${redirectRules.hits} + ${hit.count}`, last_hit_at: hit.at })
            .where(eq(redirectRules.id, id))
            .run();
        }
      });
    }
    this.notFound.flush();
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.flush();
      } catch (error) {
        console.error("[reindirizzamenti] contatori non salvati:", error);
      }
    }, FLUSH_EVERY_MS);
    this.timer.unref?.();
  }

  /** Stops the timer and writes what is still counted (at shutdown). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.flush();
  }

  list(query: { q?: string | undefined; sort: (typeof REDIRECT_SORTS)[number]; page: number }): RedirectPage {
    const where = query.q
      ? or(
          sql`${redirectRules.source} LIKE ${`%${escapeLike(query.q)}%`} ESCAPE '\\'`,
          sql`${redirectRules.target} LIKE ${`%${escapeLike(query.q)}%`} ESCAPE '\\'`,
        )
      : undefined;
    const order = {
      recent: [desc(redirectRules.updated_at), desc(redirectRules.id)],
      source: [asc(redirectRules.source)],
      hits: [desc(redirectRules.hits), asc(redirectRules.source)],
      last_hit: [sql`${redirectRules.last_hit_at} IS NULL`, desc(redirectRules.last_hit_at), asc(redirectRules.source)],
    }[query.sort];
    const total = this.db.select({ n: count() }).from(redirectRules).where(where).get()?.n ?? 0;
    const rows = this.db
      .select()
      .from(redirectRules)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE)
      .all();
    const items = rows.map((row) => {
      const pending = this.pendingHits.get(row.id);
      return viewOf(row, pending?.count ?? 0, pending?.at ?? null);
    });
    return { items, total, page: query.page, page_size: PAGE_SIZE } satisfies RedirectPage;
  }

  get(id: number): RedirectRuleView | null {
    const row = this.db.select().from(redirectRules).where(eq(redirectRules.id, id)).get();
    return row ? viewOf(row) : null;
  }

  /**
   * Saves a rule (a new one, rule `id`, or, with `upsert`, the rule of the same old address),
   * settling chains to one hop. Rules led to its old address are rewritten in the same transaction.
   */
  save(input: RedirectInput, options: { id?: number; upsert?: boolean; tx?: Tx } = {}): SaveResult {
    if (this.importing) return { ok: false, status: 409, message: redirectMessages.importRunning };
    const table = this.rules();
    let id = options.id;
    if (id !== undefined && !table.get(id)) return { ok: false, status: 404, message: redirectMessages.notFound };
    const clash = table.bySource(input.source);
    if (clash && clash.id !== id) {
      if (!options.upsert) return { ok: false, status: 409, message: redirectMessages.duplicate(input.source), field: "source" };
      id = clash.id;
    }
    const planned = table.plan({ id: id ?? -1, ...input });
    if (!planned.ok) return { ok: false, status: 400, message: planned.message };
    const now = new Date().toISOString();
    const { rule, rewrites } = planned;
    try {
      const write = (tx: Tx) => {
        const saved =
          id === undefined
            ? tx
                .insert(redirectRules)
                .values({ source: rule.source, target: rule.target, code: rule.code, created_at: now, updated_at: now })
                .returning()
                .get()
            : tx
                .update(redirectRules)
                .set({ source: rule.source, target: rule.target, code: rule.code, updated_at: now })
                .where(eq(redirectRules.id, id))
                .returning()
                .get();
        for (const other of rewrites) {
          tx.update(redirectRules)
            .set({ target: other.target, code: other.code, updated_at: now })
            .where(eq(redirectRules.id, other.id))
            .run();
        }
        this.notFound.forgetCovered(tx, rule.source);
        return saved;
      };
      const row = options.tx ? write(options.tx) : this.db.transaction(write);
      table.put(ruleOf(row));
      for (const other of rewrites) table.put(other);
      return { ok: true, rule: viewOf(row), rewritten: rewrites.length, created: id === undefined };
    } catch (error) {
      this.table = null;
      throw error;
    }
  }

  /** Deletes a rule; its old address answers as before the rule (a page, or 404). */
  remove(id: number): RedirectRuleView | null {
    const row = this.db.delete(redirectRules).where(eq(redirectRules.id, id)).returning().get();
    if (!row) return null;
    this.rules().delete(id);
    this.pendingHits.delete(id);
    return viewOf(row);
  }

  /** Every rule, by old address, for the CSV export. */
  all(): Rule[] {
    return this.db
      .select({ id: redirectRules.id, source: redirectRules.source, target: redirectRules.target, code: redirectRules.code })
      .from(redirectRules)
      .orderBy(asc(redirectRules.source))
      .all()
      .map(ruleOf);
  }

  /** The test box: which rule catches `address` (a path, with its query string) and where it leads. */
  test(address: string): RedirectTestAnswer {
    const url = new URL(address, "http://localhost");
    let path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // kept as written
    }
    if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
    const answer = this.rules().match(path, url.search);
    if (!answer) return { path, rule: null, status: null, location: null };
    const row = this.db.select().from(redirectRules).where(eq(redirectRules.id, answer.rule.id)).get();
    return { path, rule: row ? viewOf(row) : null, status: answer.status, location: answer.location };
  }
}
