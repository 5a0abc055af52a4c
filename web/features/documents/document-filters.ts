import { type DocumentKind, type DocumentProduct, documentKinds, documentProducts } from "../../../src/shared/documents";

/** The route of /documentazione, whose page reads the filters below from its address. */
export const DOCUMENTS_ROUTE_ID = "features/documents/documents-page";
export const ENGLISH_DOCUMENTS_ROUTE_ID = "features/documents/english-documents-page";
/** The query parameters of a filtered view: each view has its own address. */
export const DOCUMENT_FILTER_PARAMS = ["prodotto", "tipo"] as const;

export interface DocumentFilters {
  prodotto?: DocumentProduct;
  tipo?: DocumentKind;
}

/** The filters an address carries; an unknown value is no filter. */
export function filtersOf(search: URLSearchParams): DocumentFilters {
  const prodotto = search.get("prodotto") ?? "";
  const tipo = search.get("tipo") ?? "";
  return {
    ...((documentProducts as readonly string[]).includes(prodotto) ? { prodotto: prodotto as DocumentProduct } : {}),
    ...((documentKinds as readonly string[]).includes(tipo) ? { tipo: tipo as DocumentKind } : {}),
  };
}

/** The address of a filtered view. */
export function filtersHref(filters: DocumentFilters): string {
  const params = new URLSearchParams();
  if (filters.prodotto) params.set("prodotto", filters.prodotto);
  if (filters.tipo) params.set("tipo", filters.tipo);
  const search = params.toString();
  return `/documentazione${search ? `?${search}` : ""}`;
}
