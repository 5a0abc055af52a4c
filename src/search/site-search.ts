import type { Database } from "bun:sqlite";
import type { ContentChanges, ContentKind } from "../content-changes";
import type { Db } from "../db/client";
import { expiredCertifications, romeToday } from "../shared/pages/certification-dates";
import { MAX_QUERY_LENGTH, type SearchAnswer, type SearchResult, type SearchSuggestion, searchMessages } from "../shared/search";
import {
  galleryPhotoStamps,
  livePages,
  type PageSource,
  publishedPostStamps,
  publishedReferenceStamps,
  readPublishedPost,
  readPublishedReference,
} from "./content-sources";
import { type DocumentKind, pageDocument, photoDocument, postDocument, referenceDocument } from "./documents";
import { ensureIndexTables, IndexStore } from "./index-store";
import { highlight, passage } from "./passage";
import { highlightStems, matchExpression, parseQuery, type QueryTerm } from "./query";
import { SearchCounter } from "./search-statistics";
import { Vocabulary } from "./spelling";
import { SynonymStore } from "./synonyms";

const RESULTS_PER_PAGE = 10;
const SUGGESTIONS = 6;
/** Answers kept between changes of the index (the most recent ones). */
const ANSWERS_KEPT = 300;
/** Matches beyond the page shown that are ranked with it (the exact phrase may lift one of them). */
const RERANKED = 20;
/** Title, headings, body: a word in the title weighs ten times one in the body. */
const RANK = "bm25(search_fts, 10.0, 4.0, 1.0)";
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

export interface SearchOptions {
  page?: number;
  /** Count the search in the statistics (a visitor's search, not a suggestion). */
  count?: boolean;
}

/**
 * The site search: an FTS5 index of every public page, published article and gallery photo in
 * the site's own database, kept in step with every announced change, and the queries on it.
 */
export class SiteSearch {
  readonly synonyms: SynonymStore;
  readonly counter: SearchCounter;
  private readonly sqlite: Database;
  private readonly store: IndexStore;
  private readonly vocabulary: Vocabulary;
  /** Page updates in progress (pages are read asynchronously): searches wait for them. */
  private pending: Promise<void> = Promise.resolve();
  private started = false;
  private readonly unsubscribe: () => void;
  /** Answers given since the index last changed, by page and query text: the same search again costs a lookup. */
  private readonly answers = new Map<string, SearchAnswer>();
  /** Suggestions given since the index last changed, by what was typed. */
  private readonly proposals = new Map<string, SearchSuggestion[]>();
  private readonly ranked;
  private readonly withPhrase;
  private readonly countOf;
  private readonly textsOf;

  constructor(
    db: Db,
    changes: ContentChanges,
    private readonly pages: PageSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.sqlite = db.$client;
    ensureIndexTables(this.sqlite);
    this.store = new IndexStore(this.sqlite);
    this.vocabulary = new Vocabulary(this.sqlite);
    this.synonyms = new SynonymStore(db, () => this.forgetAnswers());
    this.counter = new SearchCounter(this.sqlite);
    // The best matches and their documents in one statement: the join is made for the few kept, not for every match.
    this.ranked = this.sqlite.query<Candidate, [string, number]>(
      `SELECT d.id, d.kind, d.url, d.section, d.title, d.date, hit.rank FROM (
         SELECT rowid AS id, ${RANK} AS rank FROM search_fts WHERE search_fts MATCH ? ORDER BY rank LIMIT ?
       ) AS hit JOIN search_documents AS d ON d.id = hit.id ORDER BY hit.rank`,
    );
    // Read from the index's own content table (FTS5 keeps columns c0… there), the hits at once.
    this.withPhrase = this.sqlite.query<{ id: number }, [string, string]>(
      `SELECT id FROM search_fts_content WHERE id IN (SELECT value FROM json_each(?))
         AND instr(' ' || c0 || ' ' || c1 || ' ' || c2 || ' ', ?) > 0`,
    );
    this.countOf = this.sqlite.query<{ n: number }, [string]>("SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH ?");
    this.textsOf = this.sqlite.query<{ id: number; text: string }, [string]>(
      "SELECT id, text FROM search_documents WHERE id IN (SELECT value FROM json_each(?))",
    );
    this.unsubscribe = changes.subscribe((kind) => this.follow(kind));
  }

  /** Stops following the content (the database is closing: shutdown, a restore) and writes the counts kept. */
  close(): void {
    this.unsubscribe();
    this.counter.flush();
  }

  /** Brings the whole index up to date with the content (at start-up: a new index is built here). */
  start(): Promise<void> {
    if (!this.started) {
      this.started = true;
      this.follow("all");
    }
    return this.pending;
  }

  /** Resolves once every change announced so far is in the index (started on first use if it was not). */
  ready(): Promise<void> {
    return this.started ? this.pending : this.start();
  }

  private follow(kind: ContentKind): void {
    // "Everything changed" (staff emptied the caches): the answers kept go too.
    if (kind === "all") this.forgetAnswers();
    try {
      if (kind === "blog" || kind === "all") this.syncPosts();
      if (kind === "galleries" || kind === "all") this.syncPhotos();
      if (kind === "references" || kind === "all") this.syncReferences();
    } catch (error) {
      console.error("[ricerca] indice non aggiornato:", error);
    }
    if (kind === "pages" || kind === "all") {
      this.pending = this.pending
        .then(() => this.syncPages())
        .catch((error: unknown) => console.error("[ricerca] pagine non indicizzate:", error));
    }
  }

  private changed(writes: number): void {
    if (writes === 0) return;
    this.vocabulary.forget();
    this.forgetAnswers();
  }

  private forgetAnswers(): void {
    this.answers.clear();
    this.proposals.clear();
  }

  private remember(key: string, answer: SearchAnswer): SearchAnswer {
    if (this.answers.size >= ANSWERS_KEPT) this.answers.delete(this.answers.keys().next().value ?? "");
    this.answers.set(key, answer);
    return answer;
  }

  private syncPosts(): void {
    this.changed(
      this.store.sync("post", publishedPostStamps(this.sqlite), (id) => {
        const post = readPublishedPost(this.sqlite, id);
        return post ? postDocument(post) : null;
      }),
    );
  }

  private syncReferences(): void {
    this.changed(
      this.store.sync("reference", publishedReferenceStamps(this.sqlite), (id) => {
        const reference = readPublishedReference(this.sqlite, id);
        return reference ? referenceDocument(reference) : null;
      }),
    );
  }

  private syncPhotos(): void {
    this.changed(this.store.sync("image", galleryPhotoStamps(this.sqlite), photoDocument));
  }

  /**
   * The pages as visitors read them today: a page is indexed again when it changes and on the day one of its
   * certifications expires (the change of day announces "pages"), so the search stops finding it with the page.
   */
  private async syncPages(): Promise<void> {
    const today = romeToday(this.now());
    const pages = await livePages(this.sqlite, this.pages);
    for (const page of pages.values()) page.stamp = `${page.stamp}|${expiredCertifications(page.source.blocks, today)}`;
    this.changed(
      this.store.sync("page", pages, (page) => pageDocument(page, pages.get(`page:${page.path}`)?.stamp ?? "", today)),
    );
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

  async search(text: string, options: SearchOptions = {}): Promise<SearchAnswer> {
    const query = text.trim();
    const answer = (fields: Partial<SearchAnswer>): SearchAnswer => ({
      query,
      results: [],
      total: 0,
      suggestion: null,
      message: null,
      ...fields,
    });
    if (query.length > MAX_QUERY_LENGTH) return answer({ message: searchMessages.tooLong });
    let parsed = parseQuery(query, this.synonyms.lookup);
    if (parsed.kind === "empty") return answer({});
    if (parsed.kind === "only-stop-words") return answer({ message: searchMessages.onlyStopWords });
    await this.ready();

    const page = Math.max(1, Math.floor(options.page ?? 1));
    const key = `${page} ${query}`;
    const known = this.answers.get(key);
    if (known) {
      if (options.count) this.counter.record(query, known.total);
      return known;
    }
    const limit = page * RESULTS_PER_PAGE;
    let ranked = this.rank(parsed.terms, parsed.phrase, limit);
    let suggestion: string | null = null;
    if (ranked.total === 0) {
      const correction = this.corrected(parsed.terms);
      const reparsed = correction ? parseQuery(correction, this.synonyms.lookup) : null;
      if (correction && reparsed?.kind === "terms") {
        const again = this.rank(reparsed.terms, reparsed.phrase, limit);
        if (again.total > 0) {
          suggestion = correction;
          ranked = again;
          parsed = reparsed;
        }
      }
    }
    if (options.count) this.counter.record(query, ranked.total);
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
    const message =
      ranked.total === 0 ? searchMessages.noResults(query) : suggestion ? searchMessages.corrected(query, suggestion) : null;
    return this.remember(key, answer({ results, total: ranked.total, suggestion, message }));
  }

  /** A few titles for what is being typed (the last word as a prefix), spelling corrected when nothing matches. */
  async suggest(text: string): Promise<SearchSuggestion[]> {
    const query = text.trim();
    if (query.length < 2 || query.length > MAX_QUERY_LENGTH) return [];
    let parsed = parseQuery(query, this.synonyms.lookup);
    if (parsed.kind !== "terms") return [];
    await this.ready();
    const known = this.proposals.get(query);
    if (known) return known;
    let ranked = this.rank(parsed.terms, parsed.phrase, SUGGESTIONS);
    if (ranked.total === 0) {
      const correction = this.corrected(parsed.terms);
      parsed = correction ? parseQuery(correction, this.synonyms.lookup) : parsed;
      if (correction && parsed.kind === "terms") ranked = this.rank(parsed.terms, parsed.phrase, SUGGESTIONS);
    }
    const list = ranked.candidates.slice(0, SUGGESTIONS).map((c) => ({ title: c.title, section: c.section, url: c.url }));
    if (this.proposals.size >= ANSWERS_KEPT) this.proposals.delete(this.proposals.keys().next().value ?? "");
    this.proposals.set(query, list);
    return list;
  }
}
