import snowball from "snowball-stemmers";
import { ita } from "stopword";

/** Lower case without accents: 'Infomobilità' and 'infomobilita' are one word. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

const italian = snowball.newStemmer("italian");
const stems = new Map<string, string>();
const STEMS_REMEMBERED = 50_000;

/** The Italian stem of a folded word ('ospedali' and 'ospedale' -> 'ospedal'), remembered. */
export function stem(word: string): string {
  let known = stems.get(word);
  if (known === undefined) {
    known = /^[a-z]+$/.test(word) ? italian.stem(word) : word;
    if (stems.size >= STEMS_REMEMBERED) stems.clear();
    stems.set(word, known);
  }
  return known;
}

const STOP_WORDS = new Set(ita.map(fold));

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** The words of a text, folded: letters and digits, everything else separates. */
export function words(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

/**
 * The text as the index stores it: each word stemmed, and each hyphenated name also written
 * joined ('Pay-in-Park' is found as 'payinpark' too).
 */
export function stemmedText(text: string): string {
  const out: string[] = [];
  for (const word of words(text)) out.push(stem(word));
  for (const compound of fold(text).match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? []) out.push(compound.replace(/-/g, ""));
  return out.join(" ");
}
