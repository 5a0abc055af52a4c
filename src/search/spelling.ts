import type { Database } from "bun:sqlite";
import { fold, words } from "./text";

/** The company's product names as they are written: what a correction shows. */
const PRODUCT_NAMES = ["Web2Park", "VeroPark", "ParkBasic", "PayInPark", "Pay2Park", "Info2Park", "Go2Park"];

/** Optimal string alignment distance (one swap of neighbours counts one), stopping past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (prev2[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? limit + 1;
}

/**
 * The words of the indexed content, for 'Forse cercavi…': built from the index when first
 * needed after a change, with the product names always in it.
 */
export class Vocabulary {
  private counts: Map<string, number> | null = null;
  private readonly display = new Map(PRODUCT_NAMES.map((name) => [fold(name), name]));

  constructor(
    private readonly sqlite: Database,
    /** The table of the indexed documents of the vocabulary's language. */
    private readonly documents: string,
  ) {}

  forget(): void {
    this.counts = null;
  }

  private load(): Map<string, number> {
    if (this.counts) return this.counts;
    const counts = new Map<string, number>();
    for (const name of this.display.keys()) counts.set(name, 1_000_000);
    const rows = this.sqlite.query<{ t: string }, []>(
      // Titles and headings name what the site is about (products, sectors): the words worth proposing.
      `SELECT title || ' ' || headings AS t FROM ${this.documents}`,
    );
    for (const { t } of rows.iterate()) {
      for (const word of words(t)) if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    this.counts = counts;
    return counts;
  }

  /** How a word is written when proposed (a product name keeps its capitals). */
  shown(word: string): string {
    return this.display.get(word) ?? word;
  }

  has(word: string): boolean {
    return this.load().has(word);
  }

  /** The known word closest to `word` (one edit for short words, two for longer), the most used on a tie; null when none is close. */
  closest(word: string): string | null {
    if (word.length < 4 || /^\d+$/.test(word)) return null;
    const limit = word.length <= 5 ? 1 : 2;
    let best: string | null = null;
    let bestDistance = limit + 1;
    let bestCount = 0;
    for (const [candidate, count] of this.load()) {
      if (candidate === word) return null;
      const distance = editDistance(word, candidate, Math.min(limit, bestDistance));
      if (distance < bestDistance || (distance === bestDistance && distance <= limit && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
    return bestDistance <= limit ? best : null;
  }
}
