import type { RedirectRule } from "../../db/schema";
import { type RedirectCode, redirectMessages } from "../../shared/schemas/redirects";

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
/** A local target's path, the part other rules can catch; null for an address elsewhere. */
const localPath = (target: string | null) =>
  target?.startsWith("/") ? target.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1") : null;

/** Where `rule` sends `path`: a prefix rule whose target ends in `*` carries the rest of the address. */
function locationFor(rule: Rule, path: string): string | null {
  if (rule.target === null) return null;
  if (!isPrefix(rule.source) || !rule.target.endsWith("*")) return rule.target;
  return rule.target.slice(0, -1) + path.slice(baseOf(rule.source).length);
}

/**
 * Every rule in memory, ready for each request: exact old addresses in a Map, prefixes in a list
 * sorted longest first (the most specific wins). A query string of the old address matches only a
 * rule written with it.
 */
export class RuleTable {
  /** Counts the changes: what was worked out from the rules at one revision holds until the next. */
  revision = 0;
  private readonly byId = new Map<number, Rule>();
  private readonly exact = new Map<string, Rule>();
  private prefixes: Rule[] = [];
  /** Rules by the local path they lead to, to find those a new old address would chain. */
  private readonly byTarget = new Map<string, Set<number>>();

  constructor(rules: Iterable<Rule> = []) {
    for (const rule of rules) this.put(rule, false);
    this.sortPrefixes();
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

  bySource(source: string): Rule | undefined {
    if (isPrefix(source)) return this.prefixes.find((r) => r.source === source);
    return this.exact.get(source);
  }

  /** The rule a request for `path` (decoded, no trailing slash) with `search` (`?…` or empty) meets. */
  match(path: string, search = ""): RuleAnswer | null {
    const rule = (search && this.exact.get(path + search)) || this.exact.get(path) || this.prefixFor(path);
    if (!rule) return null;
    const location = locationFor(rule, path);
    // A visitor's campaign parameters follow to a destination that has none of its own.
    const carried =
      location && search && !location.includes("?") && !this.exact.has(path + search) ? location + search : location;
    return { rule, status: rule.code, location: carried };
  }

  private prefixFor(path: string): Rule | undefined {
    for (const rule of this.prefixes) if (path.startsWith(baseOf(rule.source))) return rule;
    return undefined;
  }

  put(rule: Rule, sort = true): void {
    this.delete(rule.id);
    this.revision++;
    this.byId.set(rule.id, rule);
    const target = localPath(rule.target);
    if (target !== null) {
      const ids = this.byTarget.get(target) ?? new Set<number>();
      ids.add(rule.id);
      this.byTarget.set(target, ids);
    }
    if (isPrefix(rule.source)) {
      this.prefixes.push(rule);
      if (sort) this.sortPrefixes();
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
    if (target !== null) this.byTarget.get(target)?.delete(id);
    if (isPrefix(old.source)) this.prefixes = this.prefixes.filter((r) => r.id !== id);
    else this.exact.delete(old.source);
  }

  private sortPrefixes(): void {
    this.prefixes.sort((a, b) => b.source.length - a.source.length || a.source.localeCompare(b.source));
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
        const caught = [...this.exact.values(), ...this.prefixes].find(
          (r) => others(r) && (r.source.startsWith(base) || (isPrefix(r.source) && base.startsWith(baseOf(r.source)))),
        );
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
  private leadingTo(rule: Rule): Iterable<Rule> {
    if (isPrefix(rule.source)) return this.byId.values();
    const ids = this.byTarget.get(rule.source) ?? [];
    return [...ids].flatMap((id) => this.byId.get(id) ?? []);
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
