import { useLocation } from "react-router-dom";
import { type LanguageCode, languageOfPath } from "../../../src/shared/languages";
import { en } from "./en";
import { it } from "./it";
import type { Dictionary } from "./types";

export type { Dictionary, DocumentWords } from "./types";

/** The frame's texts of every language of the site (a language without its dictionary does not compile). */
export const dictionaries: Record<LanguageCode, Dictionary> = { it, en };

/** The texts of a language by its code; the Italian ones for a language the site has no dictionary for yet. */
export const dictionaryFor = (code: string): Dictionary => (dictionaries as Record<string, Dictionary>)[code] ?? it;

/** The texts of the language an address belongs to. */
export const dictionaryOf = (pathname: string): Dictionary => dictionaries[languageOfPath(pathname)];

/** The texts of the page open: its address says its language. */
export function useDictionary(): Dictionary {
  return dictionaryOf(useLocation().pathname);
}
