import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { searchSynonyms } from "../db/schema";
import type { SynonymGroup } from "../shared/search";
import type { SynonymLookup } from "./query";
import type { LanguageCode } from "../shared/languages";
import { textAnalysis, words } from "./text";

const TERM_SEPARATOR = " ~ ";

const group = (row: { id: number; terms: string; updated_at: string }): SynonymGroup => ({
  id: row.id,
  terms: row.terms
    .split("~")
    .map((t) => t.trim())
    .filter(Boolean),
  updated_at: row.updated_at,
});

/** The synonym groups staff edit, and the lookup the queries use (kept until a group changes). */
export class SynonymStore {
  private readonly lookupTables = new Map<LanguageCode, Map<string, string[][]>>();

  constructor(
    private readonly db: Db,
    /** Called after every change of a group (the search forgets the answers it kept). */
    private readonly onChange: () => void = () => undefined,
  ) {}

  private changed(): void {
    this.lookupTables.clear();
    this.onChange();
  }

  list(): SynonymGroup[] {
    return this.db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id)).all().map(group);
  }

  get(id: number): SynonymGroup | null {
    const row = this.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).get();
    return row ? group(row) : null;
  }

  create(terms: string[]): SynonymGroup {
    const now = new Date().toISOString();
    const row = this.db
      .insert(searchSynonyms)
      .values({ terms: terms.join(TERM_SEPARATOR), created_at: now, updated_at: now })
      .returning()
      .get();
    this.changed();
    return group(row);
  }

  update(id: number, terms: string[]): SynonymGroup | null {
    const row = this.db
      .update(searchSynonyms)
      .set({ terms: terms.join(TERM_SEPARATOR), updated_at: new Date().toISOString() })
      .where(eq(searchSynonyms.id, id))
      .returning()
      .get();
    this.changed();
    return row ? group(row) : null;
  }

  remove(id: number): boolean {
    const removed = this.db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning().all().length > 0;
    this.changed();
    return removed;
  }

  /**
   * For a language: a word's stem -> every term of its groups, as stems in that language; a one-word term
   * triggers its group.
   */
  lookup(language: LanguageCode): SynonymLookup {
    let table = this.lookupTables.get(language);
    if (!table) {
      const { stem } = textAnalysis(language);
      table = new Map<string, string[][]>();
      for (const { terms } of this.list()) {
        const stemmed = terms.map((term) => words(term).map(stem)).filter((t) => t.length > 0);
        for (const term of stemmed) {
          if (term.length !== 1 || !term[0]) continue;
          const known = table.get(term[0]) ?? [];
          for (const other of stemmed) if (!known.some((k) => k.join(" ") === other.join(" "))) known.push(other);
          table.set(term[0], known);
        }
      }
      this.lookupTables.set(language, table);
    }
    const found = table;
    return (stemmed) => found.get(stemmed);
  }
}
