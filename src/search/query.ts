import { type TextAnalysis, words } from "./text";

/** One word of a query and what it may match: its stem, or a synonym's stems (a phrase when several). */
export interface QueryTerm {
  word: string;
  alternatives: string[][];
}

export type ParsedQuery =
  | { kind: "empty" }
  | { kind: "only-stop-words" }
  | { kind: "terms"; terms: QueryTerm[] /** Stems of every word, stop words included: the exact phrase. */; phrase: string[] };

/** Synonym groups as stems: a stem -> the alternatives of its group. */
export type SynonymLookup = (stemmed: string) => string[][] | undefined;

/** The words of a query in its language, stop words and one-letter words left out, each with its alternatives. */
export function parseQuery(text: string, synonyms: SynonymLookup, { stem, isStopWord }: TextAnalysis): ParsedQuery {
  const all = words(text);
  if (all.length === 0) return { kind: "empty" };
  const meaningful = [...new Set(all.filter((word) => word.length > 1 && !isStopWord(word)))];
  if (meaningful.length === 0) return { kind: "only-stop-words" };
  const terms = meaningful.slice(0, 12).map((word): QueryTerm => {
    const own = stem(word);
    const group = synonyms(own) ?? [];
    const alternatives = [[own], ...group.filter((alt) => alt.join(" ") !== own)];
    return { word, alternatives };
  });
  return { kind: "terms", terms, phrase: all.map(stem) };
}

/** Stems are [a-z0-9] only, so quoting cannot break out of the FTS5 string. */
const quoted = (stems: string[]) => `"${stems.join(" ").replace(/"/g, "")}"`;

/**
 * The FTS5 expression: every word must be there, as typed (a prefix: the visitor may not have
 * finished it) or as one of its synonyms (whole stems: 'ev' is a synonym, not every word
 * starting with 'ev').
 */
export function matchExpression(terms: readonly QueryTerm[], join: "AND" | "OR" = "AND"): string {
  return terms
    .map((term) => `(${term.alternatives.map((alt, i) => (i === 0 ? `${quoted(alt)}*` : quoted(alt))).join(" OR ")})`)
    .join(` ${join} `);
}

/** Every stem a highlighted word may start with. */
export function highlightStems(terms: readonly QueryTerm[]): string[] {
  return [...new Set(terms.flatMap((term) => term.alternatives.flat()))];
}
