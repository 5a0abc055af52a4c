import { matchRoutes } from "react-router-dom";
import { contentPages } from "../content/page-index";
import { routes } from "./routes";

/** Route id -> the query parameters its page reads while rendering (declared with the route). */
const searchParamsByRoute = new Map(contentPages.flatMap((p) => (p.searchParams ? [[p.id, p.searchParams] as const] : [])));

export interface PageVariant {
  /** Names the page's HTML: equal keys, equal HTML. */
  key: string;
  /** The URL to render: the path and only the parameters the page reads. */
  url: URL;
}

/**
 * Which page a URL shows. Parameters the page does not read (utm_*, gclid, fbclid, anything
 * else) are dropped; every path that only a catch-all route matches shows that route's single
 * "not found" page.
 */
export function pageVariant(requested: URL): PageVariant {
  const matches = matchRoutes(routes, requested.pathname) ?? [];
  const deepest = matches.at(-1);
  if (deepest?.route.path === "*") {
    const base = deepest.pathnameBase.replace(/\/+$/, "");
    return { key: `catch-all ${deepest.route.id ?? ""}`, url: new URL(`${base}/404`, requested.origin) };
  }
  const url = new URL(requested.pathname, requested.origin);
  const names = [...new Set(matches.flatMap((m) => searchParamsByRoute.get(m.route.id ?? "") ?? []))].sort();
  for (const name of names) for (const value of requested.searchParams.getAll(name)) url.searchParams.append(name, value);
  return { key: url.pathname + url.search, url };
}
