import type { ContentChanges, ContentKind } from "../content-changes";
import type { Db } from "../db/client";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../shared/languages";
import type { SearchAnswer, SearchSuggestion } from "../shared/search";
import { MAX_QUERY_LENGTH } from "../shared/search-addresses";
import {
  CONTENT_SOURCES,
  type ContentSource,
  type PageSource,
  type SourceReads,
  type TranslatedPagesLoader,
} from "./content-sources";
import { ensureIndexTables } from "./index-store";
import { LanguageIndex } from "./language-index";
import { SearchCounter } from "./search-statistics";
import { SynonymStore } from "./synonyms";

export interface SearchOptions {
  page?: number;
  /** Count the search in the statistics (a visitor's search, not a suggestion). */
  count?: boolean;
  /** The edition searched: its own index (Italian unless said). */
  language?: LanguageCode;
}

const noTranslations: TranslatedPagesLoader = async () => [];

/**
 * The site search: for each language of the site an FTS5 index of its public pages, published articles
 * and (in Italian) gallery photos and references, in the site's own database, kept in step with every
 * announced change, and the queries on it.
 */
export class SiteSearch {
  readonly synonyms: SynonymStore;
  readonly counter: SearchCounter;
  private readonly indexes: Map<LanguageCode, LanguageIndex>;
  private readonly reads: SourceReads;
  /** Page updates in progress (pages are read asynchronously): searches wait for them. */
  private pending: Promise<void> = Promise.resolve();
  private started = false;
  private readonly unsubscribe: () => void;

  constructor(
    db: Db,
    changes: ContentChanges,
    pages: PageSource,
    now: () => Date = () => new Date(),
    translatedPages: TranslatedPagesLoader = noTranslations,
  ) {
    const sqlite = db.$client;
    ensureIndexTables(sqlite);
    this.synonyms = new SynonymStore(db, () => {
      for (const index of this.indexes.values()) index.forgetAnswers();
    });
    this.counter = new SearchCounter(sqlite);
    this.indexes = new Map(
      LANGUAGE_CODES.map((language) => [language, new LanguageIndex(sqlite, language, (code) => this.synonyms.lookup(code))]),
    );
    this.reads = { sqlite, pages, translatedPages, now };
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
    for (const index of this.indexes.values()) {
      // "Everything changed" (staff emptied the caches): the answers kept go too.
      if (kind === "all") index.forgetAnswers();
      for (const source of CONTENT_SOURCES[index.language]) {
        if (kind === source.follows || kind === "all") this.update(index, source);
      }
    }
  }

  /** Brings one source's documents up to date: at once when read at once, else after the updates before it. */
  private update(index: LanguageIndex, source: ContentSource): void {
    const failed = (error: unknown) =>
      console.error(`[ricerca] indice (${index.language}, ${source.kind}) non aggiornato:`, error);
    if ("readLater" in source) {
      this.pending = this.pending.then(async () => index.sync(source.kind, await source.readLater(this.reads))).catch(failed);
      return;
    }
    try {
      index.sync(source.kind, source.read(this.reads));
    } catch (error) {
      failed(error);
    }
  }

  private index(language: LanguageCode = DEFAULT_LANGUAGE): LanguageIndex {
    const index = this.indexes.get(language);
    if (!index) throw new Error(`No search index for ${language}`);
    return index;
  }

  async search(text: string, options: SearchOptions = {}): Promise<SearchAnswer> {
    const query = text.trim();
    const index = this.index(options.language);
    const early = index.check(query);
    if (early) return early;
    await this.ready();
    const page = Math.max(1, Math.floor(options.page ?? 1));
    const count = options.count ? (found: number) => this.counter.record(query, found) : undefined;
    return index.search(query, { page, ...(count ? { count } : {}) });
  }

  /** A few titles for what is being typed (the last word as a prefix), spelling corrected when nothing matches. */
  async suggest(text: string, language: LanguageCode = DEFAULT_LANGUAGE): Promise<SearchSuggestion[]> {
    const query = text.trim();
    if (query.length < 2 || query.length > MAX_QUERY_LENGTH) return [];
    const index = this.index(language);
    if (index.check(query)) return [];
    await this.ready();
    return index.suggest(query);
  }
}
