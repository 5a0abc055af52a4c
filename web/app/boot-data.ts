import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router-dom";

const BOOT_DATA_ID = "boot-data";

/** What the server hands the browser next to the HTML, in a non-executable JSON script tag. */
export interface BootData {
  /**
   * 'ssr': hydrate the server's HTML as the whole app; 'islands': hydrate only its interactive
   * parts (web/entry.islands.tsx); 'client': render from scratch (admin area).
   */
  mode: "ssr" | "islands" | "client";
  queries: DehydratedState;
  router?: HydrationState;
}

type DehydratedQuery = DehydratedState["queries"][number];

/** A query with every moment in it set to `at`: when it was fetched, failed, dehydrated. */
function stamped(query: DehydratedQuery, at: number): DehydratedQuery {
  const { state } = query;
  return {
    ...query,
    dehydratedAt: at,
    state: {
      ...state,
      dataUpdatedAt: state.data === undefined ? 0 : at,
      errorUpdatedAt: state.error == null ? 0 : at,
    },
  };
}

/**
 * JSON safe to put inside <script>: no '<' can end the tag early. The moments the server
 * fetched the data are left out (zero), so the same content always gives the same bytes and an
 * unchanged page keeps its ETag however often it is rendered again.
 */
export function serializeBootData(data: BootData): string {
  const queries = { ...data.queries, queries: data.queries.queries.map((query) => stamped(query, 0)) };
  return JSON.stringify({ ...data, queries })
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The server's data counts as fetched when the page arrived: the server drops its rendered pages
 * whenever content changes, so what a page carries is current when it is served.
 */
export function readBootData(now = Date.now()): BootData {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return { mode: "client", queries: { queries: [], mutations: [] } };
  const data = JSON.parse(text) as BootData;
  return { ...data, queries: { ...data.queries, queries: data.queries.queries.map((query) => stamped(query, now)) } };
}
