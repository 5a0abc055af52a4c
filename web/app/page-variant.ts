import type { RouteObject } from "react-router-dom";
import { contentPages } from "../content/page-index";
import { SEARCH_PARAMS, SEARCH_ROUTE_ID } from "../features/search/search-params";
import { routes } from "./routes";

/** Route id -> the query parameters its page reads while rendering (declared with the route). */
const searchParamsByRoute = new Map<string, readonly string[]>(
  contentPages.flatMap((p) => (p.searchParams ? [[p.id, p.searchParams] as const] : [])),
);

/**
 * Pages that answer what each request asks (the search results): their parameters are read, and
 * a page with any of them is rendered for its request only, never kept per query.
 */
const perRequestParamsByRoute = new Map<string, readonly string[]>([[SEARCH_ROUTE_ID, SEARCH_PARAMS]]);

interface Branch {
  pattern: RegExp;
  /** Ids of the routes the branch goes through, outermost first. */
  ids: string[];
  /** For a catch-all (`*`) leaf: the path its splat starts after. */
  splatBase: string | null;
  score: number;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** The rank react-router gives a branch: static segments beat dynamic ones, which beat a splat. */
function score(path: string, index: boolean): number {
  const segments = path.split("/");
  let total = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return total;
}

function flatten(list: RouteObject[], parentPath: string, parentIds: string[], into: Branch[]): Branch[] {
  for (const route of list) {
    const own = route.path ?? "";
    const path = own.startsWith("/") ? own : `${parentPath.replace(/\/$/, "")}/${own}`.replace(/\/+$/, "") || "/";
    const ids = [...parentIds, route.id ?? ""];
    if (route.children) flatten(route.children, route.path === undefined ? parentPath : path, ids, into);
    if (route.path === undefined && !route.index) continue;
    const splat = path.endsWith("*");
    const body = path
      .replace(/\/?\*$/, "")
      .split("/")
      .map((segment) => (/^:[\w-]+$/.test(segment) ? "[^/]+" : escapeRegExp(segment)))
      .join("/");
    const pattern = splat ? new RegExp(`^${body}(?:/.*)?$`, "i") : new RegExp(`^${body || "/"}/?$`, "i");
    into.push({ pattern, ids, splatBase: splat ? path.replace(/\/?\*$/, "") : null, score: score(path, Boolean(route.index)) });
  }
  return into;
}

/** Every route of the table, best rank first: built once, so a request costs a few regex tests. */
const branches = flatten(routes, "/", [], []).sort((a, b) => b.score - a.score);

/** The path react-router matches against: each segment decoded, an encoded slash kept. */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/** Ids of the routes matching a path, outermost first, and the catch-all's base when one answers. */
export function matchedRoutes(pathname: string): { ids: string[]; splatBase: string | null } {
  const path = decodedPath(pathname);
  const branch = branches.find((b) => b.pattern.test(path));
  return branch ? { ids: branch.ids, splatBase: branch.splatBase } : { ids: [], splatBase: null };
}

export interface PageVariant {
  /** Names the page's HTML: equal keys, equal HTML. */
  key: string;
  /** The URL to render: the path and only the parameters the page reads. */
  url: URL;
  /** Rendered for this request only: kept by no cache (a search's results). */
  perRequest?: true;
}

/**
 * Which page a URL shows. Parameters the page does not read (utm_*, gclid, fbclid, anything
 * else) are dropped; every path that only a catch-all route matches shows that route's single
 * "not found" page.
 */
export function pageVariant(requested: URL): PageVariant {
  const { ids, splatBase } = matchedRoutes(requested.pathname);
  if (splatBase !== null) {
    const base = splatBase.replace(/\/+$/, "");
    return { key: `catch-all ${ids.at(-1) ?? ""}`, url: new URL(`${base}/404`, requested.origin) };
  }
  const url = new URL(requested.pathname, requested.origin);
  const names = [...new Set(ids.flatMap((id) => searchParamsByRoute.get(id) ?? []))].sort();
  for (const name of names) for (const value of requested.searchParams.getAll(name)) url.searchParams.append(name, value);
  const perRequest = ids
    .flatMap((id) => perRequestParamsByRoute.get(id) ?? [])
    .filter((name) => requested.searchParams.has(name));
  if (perRequest.length > 0) {
    for (const name of perRequest) for (const value of requested.searchParams.getAll(name)) url.searchParams.append(name, value);
    return { key: url.pathname + url.search, url, perRequest: true };
  }
  return { key: url.pathname + url.search, url };
}
