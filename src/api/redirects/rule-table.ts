import type { RedirectRule } from "../../db/schema";
import type { RedirectCode } from "../../shared/redirect-choices";
import { redirectMessages } from "../../shared/schemas/redirects";
import { carry, localPath } from "./rule-addresses";

/** A rule as the table keeps it: the stored rule's address columns, its code one of the three. */
export type Rule = Pick<RedirectRule, "id" | "source" | "target"> & { code: RedirectCode };

/** What a request gets from a rule. */
export interface RuleAnswer {
  rule: Rule;
  status: RedirectCode;
  /** Null for 410. */
  location: string | null;
}

const isPrefix = (source: string) => source.endsWith("*");
const baseOf = (source: string) => (isPrefix(source) ? source.slice(0, -1) : source);
/**
 * Where `rule` sends `path`: a prefix rule whose target ends in `*` carries the rest of the address.
 * Undefined when the rest cannot be carried safely (the request is then no rule's).
 */
function locationFor(rule: Rule, path: string): string | null | undefined {
  if (rule.target === null) return null;
  if (!isPrefix(rule.source) || !rule.target.endsWith("*")) return rule.target;
  return carry(rule.target.slice(0, -1), path.slice(baseOf(rule.source).length)) ?? undefined;
}

/** Prefixes longest first (the most specific wins), then by address. */
const prefixOrder = (a: Rule, b: Rule) =>
  b.source.length - a.source.length || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0);

/** Whether a rule's old address catches an address that starts with `base` (a destination ending in `*`). */
const catchesBase = (rule: Rule, base: string) =>
  rule.source.startsWith(base) || (isPrefix(rule.source) && base.startsWith(baseOf(rule.source)));

/**
 * Every rule in memory, ready for each request: exact old addresses in a Map, prefixes in a list
 * sorted longest first (the most specific wins). A query string of the old address matches only a
 * rule written with it. Each change costs a lookup in an index, not a pass over every rule: an
 * import settles tens of thousands of rules one after the other.
 */
export class RuleTable {
  /** Counts the changes: what was worked out from the rules at one revision holds until the next. */
  revision = 0;
  private readonly byId = new Map<number, Rule>();
  private readonly exact = new Map<string, Rule>();
  private readonly prefixBySource = new Map<string, Rule>();
  private prefixes: Rule[] = [];
  /** Rules by the local path they lead to, to find those a new old address would chain. */
  private readonly byTarget = new Map<string, Set<number>>();
  /** For each destination `base*` asked about: the rules whose old address would catch it, kept up to date. */
  private readonly catchingBase = new Map<string, Set<number>>();

  constructor(rules: Iterable<Rule> = []) {
    for (const rule of rules) this.put(rule, false);
    this.prefixes.sort(prefixOrder);
  }

  /** A copy to change apart (an import's rules, in force only once all are written): its maps copied, not rebuilt. */
  clone(): RuleTable {
    const copy = new RuleTable();
    copy.revision = this.revision;
    for (const [id, rule] of this.byId) copy.byId.set(id, rule);
    for (const [source, rule] of this.exact) copy.exact.set(source, rule);
    for (const [source, rule] of this.prefixBySource) copy.prefixBySource.set(source, rule);
    copy.prefixes = [...this.prefixes];
    for (const [target, ids] of this.byTarget) copy.byTarget.set(target, new Set(ids));
    for (const [base, ids] of this.catchingBase) copy.catchingBase.set(base, new Set(ids));
    return copy;
  }

  get size(): number {
    return this.byId.size;
  }

  /** The paths of rules written with a query string (/index.php?id=7), worked out once per revision. */
  private queried: { revision: number; paths: Set<string> } | null = null;

  /** Whether some rule is written for `path` (decoded, no trailing slash) with a query string: there, parameters decide. */
  hasQueryRules(path: string): boolean {
    if (this.queried?.revision !== this.revision) {
      const paths = new Set<string>();
      for (const source of this.exact.keys()) {
        const query = source.indexOf("?");
        if (query >= 0) paths.add(source.slice(0, query));
      }
      this.queried = { revision: this.revision, paths };
    }
    return this.queried.paths.has(path);
  }

  get(id: number): Rule | undefined {
    return this.byId.get(id);
  }

  /** The highest id in the table (0 when empty). */
  maxId(): number {
    let max = 0;
    for (const id of this.byId.keys()) if (id > max) max = id;
    return max;
  }

  bySource(source: string): Rule | undefined {
    return isPrefix(source) ? this.prefixBySource.get(source) : this.exact.get(source);
  }

  /** The rule a request for `path` (decoded, no trailing slash) with `search` (`?…` or empty) meets. */
  match(path: string, search = ""): RuleAnswer | null {
    const rule = (search && this.exact.get(path + search)) || this.exact.get(path) || this.prefixFor(path);
    if (!rule) return null;
    const location = locationFor(rule, path);
    if (location === undefined) return null;
    // A visitor's campaign parameters follow to a destination that has none of its own.
    const carried =
      location && search && !location.includes("?") && !this.exact.has(path + search) ? location + search : location;
    return { rule, status: rule.code, location: carried };
  }

  private prefixFor(path: string): Rule | undefined {
    for (const rule of this.prefixes) if (path.startsWith(baseOf(rule.source))) return rule;
    return undefined;
  }

  /** Where `rule` goes in the sorted prefixes (binary search). */
  private prefixIndex(rule: Rule): number {
    let low = 0;
    let high = this.prefixes.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (prefixOrder(this.prefixes[mid] as Rule, rule) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  put(rule: Rule, sorted = true): void {
    this.delete(rule.id);
    this.revision++;
    this.byId.set(rule.id, rule);
    const target = localPath(rule.target);
    if (target !== null) {
      const ids = this.byTarget.get(target) ?? new Set<number>();
      ids.add(rule.id);
      this.byTarget.set(target, ids);
    }
    for (const [base, ids] of this.catchingBase) if (catchesBase(rule, base)) ids.add(rule.id);
    if (isPrefix(rule.source)) {
      this.prefixBySource.set(rule.source, rule);
      if (sorted) this.prefixes.splice(this.prefixIndex(rule), 0, rule);
      else this.prefixes.push(rule);
    } else {
      this.exact.set(rule.source, rule);
    }
  }

  delete(id: number): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.revision++;
    this.byId.delete(id);
    const target = localPath(old.target);
    if (target !== null) {
      const ids = this.byTarget.get(target);
      ids?.delete(id);
      if (ids?.size === 0) this.byTarget.delete(target);
    }
    for (const ids of this.catchingBase.values()) ids.delete(id);
    if (isPrefix(old.source)) {
      this.prefixBySource.delete(old.source);
      const at = this.prefixIndex(old);
      if (this.prefixes[at]?.id === id) this.prefixes.splice(at, 1);
      else this.prefixes = this.prefixes.filter((r) => r.id !== id);
    } else {
      this.exact.delete(old.source);
    }
  }

  /** The rules whose old address would catch a destination `base*`: found once, then kept by put and delete. */
  private catching(base: string): Iterable<Rule> {
    let ids = this.catchingBase.get(base);
    if (!ids) {
      ids = new Set<number>();
      for (const rule of this.exact.values()) if (catchesBase(rule, base)) ids.add(rule.id);
      for (const rule of this.prefixes) if (catchesBase(rule, base)) ids.add(rule.id);
      this.catchingBase.set(base, ids);
    }
    return [...ids].flatMap((id) => this.byId.get(id) ?? []);
  }

  /**
   * Settles a rule about to be saved so that every address takes one hop: a destination that is
   * another rule's old address becomes that rule's destination, and rules that led to this one's
   * old address are rewritten to its destination. Refused (with the message) when that would loop.
   */
  plan(candidate: Rule): { ok: true; rule: Rule; rewrites: Rule[] } | { ok: false; message: string } {
    const others = (rule: Rule) => rule.id !== candidate.id && rule.source !== candidate.source;
    let settled = candidate;
    const path = localPath(candidate.target);
    if (path !== null && candidate.target !== null) {
      if (candidate.target.endsWith("*")) {
        const base = baseOf(candidate.target);
        const caught = [...this.catching(base)].find(others);
        if (caught) return { ok: false, message: redirectMessages.chainedStar(describe(caught)) };
      } else {
        const next = this.matchExcept(path, candidate);
        if (next) {
          const location = next.location;
          if (location !== null && (localPath(location) === candidate.source || covers(candidate, localPath(location)))) {
            return { ok: false, message: redirectMessages.loop(describe(next.rule)) };
          }
          settled = next.status === 410 ? { ...candidate, code: 410, target: null } : { ...candidate, target: location };
        }
      }
    }
    if (localPath(settled.target) !== null && covers(settled, localPath(settled.target))) {
      return { ok: false, message: redirectMessages.targetSelf };
    }

    const rewrites: Rule[] = [];
    for (const rule of this.leadingTo(settled)) {
      if (!others(rule)) continue;
      const target = localPath(rule.target);
      if (target === null || !covers(settled, target) || rule.target === null) continue;
      if (rule.target.endsWith("*")) return { ok: false, message: redirectMessages.chainedStar(describe(rule)) };
      const location = locationFor(settled, target);
      // A destination the new rule cannot carry stays as it is (a visitor following it gets a 404).
      if (location === undefined) continue;
      if (settled.code === 410 || location === null) {
        rewrites.push({ ...rule, code: 410, target: null });
        continue;
      }
      const landing = localPath(location);
      if (landing !== null && (landing === rule.source || covers(rule, landing))) {
        return { ok: false, message: redirectMessages.loop(describe(rule)) };
      }
      rewrites.push({ ...rule, target: location });
    }
    return { ok: true, rule: settled, rewrites };
  }

  /** Rules whose destination `rule`'s old address may catch. */
  private leadingTo(rule: Rule): Rule[] {
    const ids: number[] = [];
    if (isPrefix(rule.source)) {
      // Distinct destinations are few next to the rules (a migration sends many addresses to a few pages).
      const base = baseOf(rule.source);
      for (const [target, leading] of this.byTarget) if (target.startsWith(base)) ids.push(...leading);
    } else {
      ids.push(...(this.byTarget.get(rule.source) ?? []));
    }
    return ids.flatMap((id) => this.byId.get(id) ?? []);
  }

  /** `match` ignoring the rule being saved (and its old version). */
  private matchExcept(path: string, except: Rule): RuleAnswer | null {
    const answer = this.match(path);
    if (!answer || (answer.rule.id !== except.id && answer.rule.source !== except.source)) return answer;
    const saved = this.byId.get(answer.rule.id);
    if (!saved) return null;
    this.delete(saved.id);
    try {
      return this.match(path);
    } finally {
      this.put(saved);
    }
  }
}

/** Whether `rule`'s old address catches `path`. */
function covers(rule: Rule, path: string | null): boolean {
  if (path === null) return false;
  return isPrefix(rule.source) ? path.startsWith(baseOf(rule.source)) : rule.source === path;
}

const describe = (rule: Rule) => `${rule.source} → ${rule.target ?? "410"}`;
