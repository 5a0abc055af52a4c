import type { EnsureQueryDataOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { data } from "react-router-dom";
import type { SiteReads } from "../../src/shared/site-reads";

/*
 * What the public routes' loaders use. Loaders run where the whole app runs (the server's render,
 * staff in the browser), never in a visitor's islands.
 */

/** What a route's loader reads with: the reads of this render and the query cache they fill. */
export interface PageData {
  reads: SiteReads;
  queryClient: QueryClient;
  /**
   * The server waits for every read before it renders (the page is complete in its first HTML);
   * the browser only starts them, and the page shows its own loading state until they arrive
   * (the gallery's six grey tiles, the article's placeholder).
   */
  waitForReads: boolean;
}

/**
 * Fills the cache with a read: its data, or undefined when it could not be read (the query then
 * holds the error the page shows). In the browser the read is only started: what the cache
 * already holds is answered at once.
 */
export async function loadRead<T, E, K extends QueryKey>(
  { queryClient, waitForReads }: PageData,
  options: EnsureQueryDataOptions<T, E, T, K>,
): Promise<T | undefined> {
  if (!waitForReads) {
    void queryClient.prefetchQuery(options);
    return queryClient.getQueryData<T>(options.queryKey);
  }
  return queryClient.ensureQueryData(options).catch(() => undefined);
}

/** A loader's answer: the page is served with its own status (404: not found, 503: unreadable), or as it is. */
export const pageStatus = (status: 200 | 404 | 503) => (status === 200 ? null : data(null, { status }));

let browserPageData: PageData | null = null;

/** The browser's reads and query cache, set once when the app starts. */
export function setBrowserPageData(data: PageData): void {
  browserPageData = data;
}

/**
 * A loader's page data: the server passes its own as the router's request context; in the
 * browser it is the one set when the app started.
 */
export function pageDataOf(context: unknown): PageData {
  const data = (context as PageData | undefined)?.reads ? (context as PageData) : browserPageData;
  if (!data) throw new Error("Dati della pagina non disponibili");
  return data;
}
