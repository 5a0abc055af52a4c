import { z } from "zod";
import type { LanguageCode } from "./languages";
import { MAX_QUERY_LENGTH } from "./search-addresses";

/** A piece of a title or passage: `mark` when it is one of the words searched for. */
export interface TextPart {
  text: string;
  mark?: true;
}

export interface SearchResult {
  kind: "page" | "post" | "image" | "reference";
  title: TextPart[];
  /** The passage that matched, words highlighted; empty when only the title did. */
  passage: TextPart[];
  /** Prodotti, Applicazioni, Servizi, Blog, Gallerie… */
  section: string;
  url: string;
}

export interface SearchAnswer {
  query: string;
  results: SearchResult[];
  total: number;
  /** 'Forse cercavi…': a corrected query when the one typed finds nothing. */
  suggestion: string | null;
  /** A sentence for the visitor when the query could not be run as typed (too long, only stop words, corrected). */
  message: string | null;
}

/** What the search box proposes while a visitor types. */
export interface SearchSuggestion {
  title: string;
  section: string;
  url: string;
}

/** What the search says to a visitor, in each language of the site. */
interface SearchMessages {
  tooLong: string;
  onlyStopWords: string;
  noResults: (query: string) => string;
  corrected: (typed: string, corrected: string) => string;
  rateLimited: string;
}

export const searchMessages = {
  tooLong: `La ricerca è troppo lunga: usa al massimo ${MAX_QUERY_LENGTH} caratteri.`,
  onlyStopWords: "Scrivi almeno una parola significativa: articoli e preposizioni da soli non bastano per cercare.",
  noResults: (query: string) => `Nessun risultato per «${query}». Prova con parole diverse o più generiche.`,
  corrected: (typed: string, corrected: string) => `Nessun risultato per «${typed}»: ecco i risultati per «${corrected}».`,
  rateLimited: "Hai fatto troppe ricerche in poco tempo. Riprova tra un minuto.",
} as const satisfies SearchMessages;

const englishSearchMessages: SearchMessages = {
  tooLong: `Your search is too long: please use at most ${MAX_QUERY_LENGTH} characters.`,
  onlyStopWords: "Please type at least one meaningful word: articles and prepositions alone are not enough to search.",
  noResults: (query) => `No results for “${query}”. Try different or more general words.`,
  corrected: (typed, corrected) => `No results for “${typed}”: showing results for “${corrected}”.`,
  rateLimited: "You have searched too many times in a short while. Please try again in a minute.",
};

const messagesByLanguage: Record<LanguageCode, SearchMessages> = { it: searchMessages, en: englishSearchMessages };

export const searchMessagesIn = (language: LanguageCode): SearchMessages => messagesByLanguage[language];

const TERM_LIMIT = 60;

/** A group of synonyms as staff type it: words or short phrases separated by "~". */
export const synonymGroupSchema = z.object({
  terms: z
    .string({ error: "Scrivi i sinonimi" })
    .trim()
    .max(400, { error: "Al massimo 400 caratteri" })
    .transform((value) =>
      value
        .split("~")
        .map((term) => term.trim().replace(/\s+/g, " "))
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(TERM_LIMIT, { error: `Ogni sinonimo ha al massimo ${TERM_LIMIT} caratteri` }))
        .min(2, { error: "Scrivi almeno due termini separati da ~ (per esempio: targa ~ ANPR ~ OCR)" })
        .max(12, { error: "Al massimo 12 termini in un gruppo" })
        .refine((terms) => terms.every((term) => /[\p{L}\p{N}]/u.test(term)), {
          error: "Ogni termine deve contenere lettere o cifre",
        }),
    ),
});

export interface SynonymGroup {
  id: number;
  terms: string[];
  updated_at: string;
}

export interface SearchStatistics {
  from: string;
  to: string;
  searches: number;
  top: { query: string; searches: number }[];
  empty: { query: string; searches: number }[];
}
