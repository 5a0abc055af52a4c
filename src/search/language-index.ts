import type { Database } from "bun:sqlite";
import type { LanguageCode } from "../shared/languages";
import { type SearchAnswer, type SearchResult, type SearchSuggestion, searchMessagesIn } from "../shared/search";
import { MAX_QUERY_LENGTH } from "../shared/search-addresses";
import type { IndexEntries } from "./content-sources";
import type { DocumentKind } from "./documents";
import { IndexStore, indexTables } from "./index-store";
import { highlight, passage } from "./passage";
import { highlightStems, matchExpression, type ParsedQuery, parseQuery, type QueryTerm, type SynonymLookup } from "./query";
import { Vocabulary } from "./spelling";
import { type TextAnalysis, textAnalysis } from "./text";

const RESULTS_PER_PAGE = 10;
const SUGGESTIONS = 6;
/** Answers kept between changes of the index (the most recent ones). */
const ANSWERS_KEPT = 300;
/** Matches beyond the page shown that are ranked with it (the exact phrase may lift one of them). */
const RERANKED = 20;
/** Title, headings, body: a word in the title weighs ten times one in the body. */
const RANK = (fts: string) => `bm25(${fts}, 10.0, 4.0, 1.0)`;
/** A result that has the query's exact words in order counts this much more. */
const PHRASE_BOOST = 3;
/**
 * The site's own pages are the reference on what they describe and an article is one story
 * about it: with the same words, the page comes a little before; a photo caption is a few words.
 */
const KIND_WEIGHT: Record<DocumentKind, number> = { page: 1.2, post: 1, reference: 1, image: 0.8 };

interface Candidate {
  id: number;
  kind: DocumentKind;
  url: string;
  section: string;
  title: string;
  date: string;
  rank: number;
}

interface Ranked {
  total: number;
  candidates: Candidate[];
}

/** A search of one language's index, as SiteSearch hands it on. */
export interface LanguageSearch {
  page: number;
  /** Called with the number of matches when the search is counted in the statistics. */
  count?: (found: number) => void;
}

/**
 * One language's index: its documents, stemmed by that language's rules, the queries on it and the
 * answers kept since it last changed.
 */
export class LanguageIndex {
  private readonly store: IndexStore;
  private readonly vocabulary: Vocabulary;
  private readonly analysis: TextAnalysis;
  /** Answers given since the index last changed, by page and query text: the same search again costs a lookup. */
  private readonly answers = new Map<string, SearchAnswer>();
  /** Suggestions given since the index last changed, by what was typed. */
  private readonly proposals = new Map<string, SearchSuggestion[]>();
  private readonly ranked;
  private readonly withPhrase;
  private readonly countOf;
  private readonly textsOf;

  constructor(
    sqlite: Database,
    readonly language: LanguageCode,
    private readonly synonyms: (language: LanguageCode) => SynonymLookup,
  ) {
    const { documents, fts } = indexTables(language);
    this.store = new IndexStore(sqlite, language);
    this.vocabulary = new Vocabulary(sqlite, documents);
    this.analysis = textAnalysis(language);
    // The best matches and their documents in one statement: the join is made for the few kept, not for every match.
    this.ranked = sqlite.query<Candidate, [string, number]>(
      `SELECT d.id, d.kind, d.url, d.section, d.title, d.date, hit.rank FROM (
         SELECT rowid AS id, ${RANK(fts)} AS rank FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rank LIMIT ?
       ) AS hit JOIN ${documents} AS d ON d.id = hit.id ORDER BY hit.rank`,
    );
    // Read from the index's own content table (FTS5 keeps columns c0… there), the hits at once.
    this.withPhrase = sqlite.query<{ id: number }, [string, string]>(
      `SELECT id FROM ${fts}_content WHERE id IN (SELECT value FROM json_each(?))
         AND instr(' ' || c0 || ' ' || c1 || ' ' || c2 || ' ', ?) > 0`,
    );
    this.countOf = sqlite.query<{ n: number }, [string]>(`SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ?`);
    this.textsOf = sqlite.query<{ id: number; text: string }, [string]>(
      `SELECT id, text FROM ${documents} WHERE id IN (SELECT value FROM json_each(?))`,
    );
  }

  /** Makes the indexed documents of one kind those given; the answers kept go when anything changed. */
  sync(kind: DocumentKind, current: IndexEntries): void {
    const writes = this.store.sync(kind, current, (build) => build());
    if (writes === 0) return;
    this.vocabulary.forget();
    this.forgetAnswers();
  }

  forgetAnswers(): void {
    this.answers.clear();
    this.proposals.clear();
  }

  private parse(text: string): ParsedQuery {
    return parseQuery(text, this.synonyms(this.language), this.analysis);
  }

  private remember(key: string, answer: SearchAnswer): SearchAnswer {
    if (this.answers.size >= ANSWERS_KEPT) this.answers.delete(this.answers.keys().next().value ?? "");
    this.answers.set(key, answer);
    return answer;
  }

  /**
   * The best matches, enough for `limit` results: bm25 with title and headings weighing more than
   * the body, then the exact phrase and the kind of content; equal scores go to the newer article.
   */
  private rank(terms: readonly QueryTerm[], phrase: readonly string[], limit: number): Ranked {
    const expression = matchExpression(terms);
    const wanted = limit + RERANKED;
    const hits = this.ranked.all(expression, wanted);
    if (hits.length === 0) return { total: 0, candidates: [] };
    const total = hits.length < wanted ? hits.length : (this.countOf.get(expression)?.n ?? hits.length);
    const exact =
      phrase.length > 1
        ? new Set(this.withPhrase.all(JSON.stringify(hits.map((hit) => hit.id)), ` ${phrase.join(" ")} `).map((row) => row.id))
        : null;
    const scored = hits.map((hit) => {
      const boost = exact?.has(hit.id) ? PHRASE_BOOST : 1;
      return { c: hit, score: Number((-hit.rank * KIND_WEIGHT[hit.kind] * boost).toPrecision(3)) };
    });
    scored.sort((a, b) => b.score - a.score || b.c.date.localeCompare(a.c.date));
    return { total, candidates: scored.map((s) => s.c) };
  }

  /** The words typed, each replaced by the closest known word when it is unknown; null when nothing changes. */
  private corrected(terms: readonly QueryTerm[]): string | null {
    let changed = false;
    const words = terms.map((term) => {
      if (this.vocabulary.has(term.word)) return term.word;
      const closest = this.vocabulary.closest(term.word);
      if (!closest) return term.word;
      changed = true;
      return this.vocabulary.shown(closest);
    });
    return changed ? words.join(" ") : null;
  }

  /** Whether a query is worth running (the index must be up to date first) or answered as it is. */
  check(query: string): SearchAnswer | null {
    const messages = searchMessagesIn(this.language);
    const answer = (fields: Partial<SearchAnswer>): SearchAnswer => ({
      query,
      results: [],
      total: 0,
      suggestion: null,
      message: null,
      ...fields,
    });
    if (query.length > MAX_QUERY_LENGTH) return answer({ message: messages.tooLong });
    const parsed = this.parse(query);
    if (parsed.kind === "empty") return answer({});
    if (parsed.kind === "only-stop-words") return answer({ message: messages.onlyStopWords });
    return null;
  }

  /** One page of results for a query `check` let through, with 'Did you mean' when the words typed find nothing. */
  search(query: string, { page, count }: LanguageSearch): SearchAnswer {
    const key = `${page} ${query}`;
    const known = this.answers.get(key);
    if (known) {
      count?.(known.total);
      return known;
    }
    let parsed = this.parse(query);
    if (parsed.kind !== "terms") return { query, results: [], total: 0, suggestion: null, message: null };
    const limit = page * RESULTS_PER_PAGE;
    let ranked = this.rank(parsed.terms, parsed.phrase, limit);
    let suggestion: string | null = null;
    if (ranked.total === 0) {
      const correction = this.corrected(parsed.terms);
      const reparsed = correction ? this.parse(correction) : null;
      if (correction && reparsed?.kind === "terms") {
        const again = this.rank(reparsed.terms, reparsed.phrase, limit);
        if (again.total > 0) {
          suggestion = correction;
          ranked = again;
          parsed = reparsed;
        }
      }
    }
    count?.(ranked.total);
    const stems = highlightStems(parsed.terms);
    const shown = ranked.candidates.slice(limit - RESULTS_PER_PAGE, limit);
    const texts = new Map(this.textsOf.all(JSON.stringify(shown.map((c) => c.id))).map((row) => [row.id, row.text]));
    const results = shown.map(
      (c): SearchResult => ({
        kind: c.kind,
        title: highlight(c.title, stems),
        passage: passage(texts.get(c.id) ?? "", stems),
        section: c.section,
        url: c.url,
      }),
    );
    const messages = searchMessagesIn(this.language);
    const message = ranked.total === 0 ? messages.noResults(query) : suggestion ? messages.corrected(query, suggestion) : null;
    return this.remember(key, { query, results, total: ranked.total, suggestion, message });
  }

  /** A few titles for what is being typed (the last word as a prefix), spelling corrected when nothing matches. */
  suggest(query: string): SearchSuggestion[] {
    let parsed = this.parse(query);
    if (parsed.kind !== "terms") return [];
    const known = this.proposals.get(query);
    if (known) return known;
    let ranked = this.rank(parsed.terms, parsed.phrase, SUGGESTIONS);
    if (ranked.total === 0) {
      const correction = this.corrected(parsed.terms);
      parsed = correction ? this.parse(correction) : parsed;
      if (correction && parsed.kind === "terms") ranked = this.rank(parsed.terms, parsed.phrase, SUGGESTIONS);
    }
    const list = ranked.candidates.slice(0, SUGGESTIONS).map((c) => ({ title: c.title, section: c.section, url: c.url }));
    if (this.proposals.size >= ANSWERS_KEPT) this.proposals.delete(this.proposals.keys().next().value ?? "");
    this.proposals.set(query, list);
    return list;
  }
}
