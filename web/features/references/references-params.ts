import type { ReferenceQuery } from "../../../src/shared/references/reference-fields";

/** The route of /referenze and the query parameters its page reads (each filtered view is its own cached page). */
export const REFERENCES_ROUTE_ID = "features/references/references-page";
export const ENGLISH_REFERENCES_ROUTE_ID = "features/references/english-references-page";
export const REFERENCE_PARAMS = ["dimensione", "pagina", "prodotto", "regione", "settore"] as const;

/** The filters an address asks for, as typed: the read checks them (an unknown value is no filter). */
export function queryOf(search: URLSearchParams): ReferenceQuery {
  const query: ReferenceQuery = {};
  for (const key of REFERENCE_PARAMS) {
    const value = search.get(key);
    if (value) query[key] = value;
  }
  return query;
}
