import { type LanguageCode, languageByCode } from "./languages";

/** The results page of the site search of a language (its address is in the language list). */
export const searchPathOf = (code: LanguageCode): string => languageByCode(code).searchPath;

/** The query parameter of the search API that names the edition searched (`?lingua=en`); none for Italian. */
export const SEARCH_LANGUAGE_PARAM = "lingua";
