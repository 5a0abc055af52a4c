import type { Database } from "bun:sqlite";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../shared/languages";
import type { DocumentKind, SearchDocument } from "./documents";
import { textAnalysis } from "./text";

/**
 * The version of what the index stores and how (stemming, fields, tables). A data folder whose
 * index has another version gets it rebuilt from the content at start-up.
 */
export const SEARCH_INDEX_VERSION = "2";

/**
 * Each language's index has its own tables, its words stemmed by its own rules: an English word never
 * matches an Italian page. The site's own language keeps the plain names.
 */
export function indexTables(language: LanguageCode): { documents: string; fts: string } {
  const suffix = language === DEFAULT_LANGUAGE ? "" : `_${language}`;
  return { documents: `search_documents${suffix}`, fts: `search_fts${suffix}` };
}

const tablesOf = (language: LanguageCode) => {
  const { documents, fts } = indexTables(language);
  return `
CREATE TABLE ${documents} (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  url TEXT NOT NULL,
  section TEXT NOT NULL,
  title TEXT NOT NULL,
  headings TEXT NOT NULL,
  text TEXT NOT NULL,
  date TEXT NOT NULL,
  stamp TEXT NOT NULL
);
CREATE INDEX ${documents}_kind_idx ON ${documents} (kind);
CREATE VIRTUAL TABLE ${fts} USING fts5(title, headings, body, tokenize = 'unicode61', prefix = '2 3');
`;
};

/** The index's version as the data folder records it; null when it has none. */
export function storedIndexVersion(sqlite: Database): string | null {
  const table = sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'search_meta'").get();
  if (!table) return null;
  const row = sqlite.query<{ value: string }, []>("SELECT value FROM search_meta WHERE key = 'version'").get();
  return row?.value ?? null;
}

/** Makes an empty index of this version (dropping one of another version). Returns whether it did. */
export function ensureIndexTables(sqlite: Database): boolean {
  if (storedIndexVersion(sqlite) === SEARCH_INDEX_VERSION) return false;
  sqlite.transaction(() => {
    for (const language of LANGUAGE_CODES) {
      const { documents, fts } = indexTables(language);
      sqlite.exec(`DROP TABLE IF EXISTS ${fts}; DROP TABLE IF EXISTS ${documents};`);
      sqlite.exec(tablesOf(language));
    }
    sqlite.exec("DROP TABLE IF EXISTS search_meta;");
    sqlite.exec("CREATE TABLE search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    sqlite.query("INSERT INTO search_meta (key, value) VALUES ('version', ?)").run(SEARCH_INDEX_VERSION);
  })();
  return true;
}

/** Reads and writes of one language's index rows, prepared once. */
export class IndexStore {
  private readonly byKey;
  private readonly insertDoc;
  private readonly insertFts;
  private readonly deleteDoc;
  private readonly deleteFts;
  private readonly stampsOf;
  private readonly stemmedText;

  constructor(
    private readonly sqlite: Database,
    language: LanguageCode,
  ) {
    const { documents, fts } = indexTables(language);
    this.stemmedText = textAnalysis(language).stemmedText;
    this.byKey = sqlite.query<{ id: number }, [string]>(`SELECT id FROM ${documents} WHERE key = ?`);
    this.insertDoc = sqlite.query(
      `INSERT INTO ${documents} (key, kind, url, section, title, headings, text, date, stamp)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertFts = sqlite.query(`INSERT INTO ${fts} (rowid, title, headings, body) VALUES (?, ?, ?, ?)`);
    this.deleteDoc = sqlite.query(`DELETE FROM ${documents} WHERE id = ?`);
    this.deleteFts = sqlite.query(`DELETE FROM ${fts} WHERE rowid = ?`);
    this.stampsOf = sqlite.query<{ key: string; stamp: string }, [string]>(`SELECT key, stamp FROM ${documents} WHERE kind = ?`);
  }

  /** Key -> stamp of the indexed documents of one kind. */
  stamps(kind: DocumentKind): Map<string, string> {
    return new Map(this.stampsOf.all(kind).map((row) => [row.key, row.stamp]));
  }

  remove(key: string): void {
    const row = this.byKey.get(key);
    if (!row) return;
    this.deleteFts.run(row.id);
    this.deleteDoc.run(row.id);
  }

  put(doc: SearchDocument): void {
    this.remove(doc.key);
    const inserted = this.insertDoc.run(
      doc.key,
      doc.kind,
      doc.url,
      doc.section,
      doc.title,
      doc.headings,
      doc.text,
      doc.date,
      doc.stamp,
    );
    const id = Number(inserted.lastInsertRowid);
    this.insertFts.run(id, this.stemmedText(doc.title), this.stemmedText(doc.headings), this.stemmedText(doc.text));
  }

  /**
   * Makes the indexed documents of one kind those given: new and changed ones (another stamp)
   * written, gone ones removed, in one transaction. `changed` builds a document only when needed.
   */
  sync<T>(
    kind: DocumentKind,
    current: Map<string, { stamp: string; source: T }>,
    build: (source: T) => SearchDocument | null,
  ): number {
    let writes = 0;
    this.sqlite.transaction(() => {
      const indexed = this.stamps(kind);
      for (const key of indexed.keys()) {
        if (!current.has(key)) {
          this.remove(key);
          writes++;
        }
      }
      for (const [key, { stamp, source }] of current) {
        if (indexed.get(key) === stamp) continue;
        const doc = build(source);
        if (doc) this.put(doc);
        else this.remove(key);
        writes++;
      }
    })();
    return writes;
  }
}
