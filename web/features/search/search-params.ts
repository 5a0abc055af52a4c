import { DEFAULT_LANGUAGE, type LanguageCode } from "../../../src/shared/languages";
import { MAX_RESULT_PAGE } from "../../../src/shared/search-addresses";

/** The results page's route id (its module under web/). */
const SEARCH_ROUTE_ID = "features/search/search-page";

/** Each edition's results page is a route of that module: the Italian one by the module's id, the others with their code. */
export const searchRouteId = (language: LanguageCode): string =>
  language === DEFAULT_LANGUAGE ? SEARCH_ROUTE_ID : `${SEARCH_ROUTE_ID}@${language}`;
/** The query parameters the results page reads: each combination is rendered for its request only. */
export const SEARCH_PARAMS = ["q", "pagina"] as const;

/** A results page number from the address: 1 unless a sane one is given. */
export function pageNumber(raw: string | null): number {
  const page = raw && /^\d{1,2}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_RESULT_PAGE ? page : 1;
}

/** The address of a results page of the search at `path` (its language's results page). */
export const searchHref = (path: string, query: string, page = 1) =>
  `${path}?q=${encodeURIComponent(query)}${page > 1 ? `&pagina=${page}` : ""}`;
