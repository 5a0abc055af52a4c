import type { TextPart } from "../shared/search";
import { fold } from "./text";

const WORD = /[\p{L}\p{N}]+/gu;
const WINDOW_WORDS = 28;
/** A passage is looked for in this much of the text: enough for any article's opening pages. */
const SCAN_CHARS = 20_000;

interface Word {
  start: number;
  end: number;
  /** Index of the stem it matches in the list, or -1. */
  hit: number;
}

function scan(text: string, stems: readonly string[]): Word[] {
  const found: Word[] = [];
  for (const m of text.slice(0, SCAN_CHARS).matchAll(WORD)) {
    const folded = fold(m[0]);
    found.push({ start: m.index, end: m.index + m[0].length, hit: stems.findIndex((s) => folded.startsWith(s)) });
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
  let bestStart = 0;
  let bestScore = -1;
  for (let i = 0; i < found.length; i++) {
    if ((found[i]?.hit ?? -1) < 0 && i > 0) continue;
    const window = found.slice(i, i + WINDOW_WORDS);
    const hits = window.filter((w) => w.hit >= 0);
    const score = new Set(hits.map((w) => w.hit)).size * 100 + hits.length;
    if (score > bestScore) {
      bestScore = score;
      bestStart = i;
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
