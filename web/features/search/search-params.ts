import { MAX_RESULT_PAGE } from "../../../src/shared/search";

/** The results page's route id (its module under web/). */
export const SEARCH_ROUTE_ID = "features/search/search-page";
export const SEARCH_PATH = "/cerca";
/** The query parameters the results page reads: each combination is rendered for its request only. */
export const SEARCH_PARAMS = ["q", "pagina"] as const;

/** A results page number from the address: 1 unless a sane one is given. */
export function pageNumber(raw: string | null): number {
  const page = raw && /^\d{1,2}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_RESULT_PAGE ? page : 1;
}

/** The address of a results page. */
export const searchHref = (query: string, page = 1) =>
  `${SEARCH_PATH}?q=${encodeURIComponent(query)}${page > 1 ? `&pagina=${page}` : ""}`;
