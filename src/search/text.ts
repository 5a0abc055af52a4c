import snowball from "snowball-stemmers";
import { eng, ita } from "stopword";
import type { LanguageCode } from "../shared/languages";

/** Lower case without accents: 'Infomobilità' and 'infomobilita' are one word. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The words of a text, folded: letters and digits, everything else separates. */
export function words(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

/**
 * How each language's words are reduced to what the index compares: its Snowball stemmer and its
 * stop words (articles, prepositions… that alone say nothing). A language of the site needs its row.
 */
const LANGUAGE_RULES: Record<LanguageCode, { stemmer: string; stopWords: readonly string[] }> = {
  it: { stemmer: "italian", stopWords: ita },
  en: { stemmer: "english", stopWords: eng },
};

const STEMS_REMEMBERED = 50_000;

/** The words of one language as the index reads them. */
export interface TextAnalysis {
  /** The stem of a folded word ('ospedali' and 'ospedale' -> 'ospedal'; 'barriers' -> 'barrier'). */
  stem(word: string): string;
  isStopWord(word: string): boolean;
  /**
   * The text as the index stores it: each word stemmed, and each hyphenated name also written
   * joined ('Pay-in-Park' is found as 'payinpark' too).
   */
  stemmedText(text: string): string;
}

function analysisFor(language: LanguageCode): TextAnalysis {
  const rules = LANGUAGE_RULES[language];
  const stemmer = snowball.newStemmer(rules.stemmer);
  const stopWords = new Set(rules.stopWords.map(fold));
  const stems = new Map<string, string>();
  const stem = (word: string): string => {
    let known = stems.get(word);
    if (known === undefined) {
      known = /^[a-z]+$/.test(word) ? stemmer.stem(word) : word;
      if (stems.size >= STEMS_REMEMBERED) stems.clear();
      stems.set(word, known);
    }
    return known;
  };
  return {
    stem,
    isStopWord: (word) => stopWords.has(word),
    stemmedText(text) {
      const out: string[] = [];
      for (const word of words(text)) out.push(stem(word));
      for (const compound of fold(text).match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? []) out.push(compound.replace(/-/g, ""));
      return out.join(" ");
    },
  };
}

const analyses = new Map<LanguageCode, TextAnalysis>();

/** The analysis of a language's text, made once. */
export function textAnalysis(language: LanguageCode): TextAnalysis {
  let analysis = analyses.get(language);
  if (!analysis) {
    analysis = analysisFor(language);
    analyses.set(language, analysis);
  }
  return analysis;
}
