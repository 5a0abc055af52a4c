import { type LanguageCode, languageByCode } from "./languages";

// The search's addresses and limits, without its schemas: the public pages' code reads them.

/** The results page of the site search of a language (its address is in the language list). */
export const searchPathOf = (code: LanguageCode): string => languageByCode(code).searchPath;

/** The query parameter of the search API that names the edition searched (`?lingua=en`); none for Italian. */
export const SEARCH_LANGUAGE_PARAM = "lingua";

/** The longest query the search takes; a longer one gets a message, not results. */
export const MAX_QUERY_LENGTH = 200;

/** Results pages a query can be read through (ten results each). */
export const MAX_RESULT_PAGE = 50;
