import type { TextPart } from "../shared/search";
import { fold } from "./text";

const WINDOW_WORDS = 28;
/** A passage is looked for in this much of the text: the opening of a page or an article, where its subject is. */
const SCAN_CHARS = 4_000;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

interface Word {
  start: number;
  end: number;
  /** Index of the stem it matches in the list, or -1. */
  hit: number;
}

/** A letter or a digit (ASCII by its code, anything else by its Unicode class). */
function isWordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
  return LETTER_OR_DIGIT.test(text.charAt(i));
}

/** The words of the text's opening, each with the stem it starts with: one pass over the characters. */
function scan(full: string, stems: readonly string[]): Word[] {
  const text = full.slice(0, SCAN_CHARS);
  const lower = text.toLowerCase();
  // Lower-casing keeps the positions unless a character changes length (rare): then each word is lower-cased alone.
  const samePositions = lower.length === text.length;
  const found: Word[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && !isWordChar(text, i)) i++;
    if (i >= text.length) break;
    const start = i;
    let ascii = true;
    while (i < text.length && isWordChar(text, i)) {
      if (text.charCodeAt(i) >= 128) ascii = false;
      i++;
    }
    const word = samePositions ? lower.slice(start, i) : text.slice(start, i).toLowerCase();
    const folded = ascii ? word : fold(word);
    found.push({ start, end: i, hit: stems.findIndex((s) => folded.startsWith(s)) });
  }
  return found;
}

/** Text cut into parts, the words that start with one of `stems` marked. Escaping is the renderer's: these are plain strings. */
function parts(text: string, found: readonly Word[], from: number, to: number): TextPart[] {
  const out: TextPart[] = [];
  let cursor = from;
  for (const word of found) {
    if (word.hit < 0 || word.start < from || word.end > to) continue;
    if (word.start > cursor) out.push({ text: text.slice(cursor, word.start) });
    out.push({ text: text.slice(word.start, word.end), mark: true });
    cursor = word.end;
  }
  if (cursor < to) out.push({ text: text.slice(cursor, to) });
  return out;
}

export function highlight(text: string, stems: readonly string[]): TextPart[] {
  return parts(text, scan(text, stems), 0, text.length);
}

/** The stretch of about 28 words with the most of the searched words (the most different ones first), highlighted. */
export function passage(text: string, stems: readonly string[]): TextPart[] {
  const found = scan(text, stems);
  if (found.length === 0) return [];
  // Only windows that start at a match are worth scoring: walk the matches with a second pointer.
  const hits = found.flatMap((word, i) => (word.hit >= 0 ? [i] : []));
  let bestStart = 0;
  let bestScore = -1;
  for (let a = 0; a < hits.length; a++) {
    const start = hits[a] ?? 0;
    const distinct = new Set<number>();
    let count = 0;
    for (let b = a; b < hits.length && (hits[b] ?? 0) < start + WINDOW_WORDS; b++) {
      distinct.add(found[hits[b] ?? 0]?.hit ?? -1);
      count++;
    }
    const score = distinct.size * 100 + count;
    if (score > bestScore) {
      bestScore = score;
      bestStart = start;
    }
  }
  // Start a few words before the first match, so the passage reads as a sentence.
  const first = Math.max(0, bestStart - (bestStart > 0 ? 4 : 0));
  const last = Math.min(found.length, first + WINDOW_WORDS) - 1;
  const from = found[first]?.start ?? 0;
  const to = found[last]?.end ?? text.length;
  const body = parts(text, found, from, to);
  if (from > 0) body.unshift({ text: "… " });
  if (to < text.length) body.push({ text: " …" });
  return body;
}
