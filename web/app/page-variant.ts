import { matchRoutes, type RouteObject } from "react-router-dom";
import { contentPages } from "../content/page-index";
import { LANGUAGE_CODES } from "../../src/shared/languages";
import { SEARCH_PARAMS, searchRouteId } from "../features/search/search-params";
import { DOCUMENT_FILTER_PARAMS, DOCUMENTS_ROUTE_ID, ENGLISH_DOCUMENTS_ROUTE_ID } from "../features/documents/document-filters";
import { ENGLISH_REFERENCES_ROUTE_ID, REFERENCE_PARAMS, REFERENCES_ROUTE_ID } from "../features/references/references-params";
import { LANGUAGE_CATCH_ALL_ID } from "./edition-routes";
import { routes } from "./routes";

/** Route id -> the query parameters its page reads while rendering (declared with the route). */
const searchParamsByRoute = new Map<string, readonly string[]>([
  ...contentPages.flatMap((p) => (p.searchParams ? [[p.id, p.searchParams] as const] : [])),
  [DOCUMENTS_ROUTE_ID, DOCUMENT_FILTER_PARAMS],
  [ENGLISH_DOCUMENTS_ROUTE_ID, DOCUMENT_FILTER_PARAMS],
  [REFERENCES_ROUTE_ID, REFERENCE_PARAMS],
  [ENGLISH_REFERENCES_ROUTE_ID, REFERENCE_PARAMS],
]);

/**
 * Pages that answer what each request asks (the search results): their parameters are read, and
 * a page with any of them is rendered for its request only, never kept per query.
 */
const perRequestParamsByRoute = new Map<string, readonly string[]>(
  LANGUAGE_CODES.map((language) => [searchRouteId(language), SEARCH_PARAMS]),
);

type RouteMatches = NonNullable<ReturnType<typeof matchRoutes>>;

/** The first path segment of every route that has one, lower-case; null when some route's first segment is a parameter. */
function firstSegments(list: RouteObject[], into = new Set<string>()): Set<string> | null {
  for (const route of list) {
    const first = route.path?.replace(/^\//, "").split("/")[0];
    if (first?.startsWith(":")) return null;
    if (first && first !== "*") into.add(first.toLowerCase());
    else if (route.children && firstSegments(route.children, into) === null) return null;
  }
  return into;
}

const knownFirstSegments = firstSegments(routes);

/** A path's first segment as react-router compares it: decoded, lower-case; "" when it cannot be decoded. */
function firstSegmentOf(pathname: string): string {
  try {
    return decodeURIComponent(pathname.split("/")[1] ?? "").toLowerCase();
  } catch {
    return "";
  }
}

/** A part of the route table, and for each route copied into it (a layout with fewer children) the route it copies. */
interface RouteTablePart {
  routes: RouteObject[];
  originals: Map<RouteObject, RouteObject>;
}

/**
 * The routes a path whose first segment is `first` may match: every route but those whose path
 * starts with another fixed segment. A layout without a path keeps only such children, in their
 * order: react-router ranks the routes left the same way, so it matches the same one.
 */
function routesStartingWith(first: string, list: RouteObject[], originals: Map<RouteObject, RouteObject>): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of list) {
    const segment = route.path?.replace(/^\//, "").split("/")[0];
    if (segment) {
      const fixed = !segment.startsWith(":") && !segment.includes("*") && !segment.endsWith("?");
      if (!fixed || segment.toLowerCase() === first) kept.push(route);
    } else if (route.children && route.path === undefined) {
      const copy = { ...route, children: routesStartingWith(first, route.children, originals) } as RouteObject;
      originals.set(copy, route);
      kept.push(copy);
    } else kept.push(route);
  }
  return kept;
}

/** The parts of the route table by first segment, made the first time a path of each is matched. */
const routeTableParts = new Map<string, RouteTablePart>();

/** The part of the route table a path starting with a segment the routes know may match (see routesStartingWith). */
export function routeTablePart(first: string): RouteTablePart {
  let part = routeTableParts.get(first);
  if (!part) {
    const originals = new Map<RouteObject, RouteObject>();
    part = { routes: routesStartingWith(first, routes, originals), originals };
    routeTableParts.set(first, part);
  }
  return part;
}

/**
 * The routes react-router matches for a path, remembered: it flattens and ranks the routes it is
 * given on every call, so a path is matched against the part of the table its first segment
 * allows, not the whole of it (a new article's address costs the blog's routes, not every
 * page's). A path whose first segment no route starts with can only be the public catch-all's,
 * so unknown addresses (a 404 flood) cost a set lookup. Bounded; forgotten all at once when full.
 */
const matchedByPath = new Map<string, RouteMatches>();
const MATCHES_REMEMBERED = 500;
let catchAllMatches: RouteMatches | null = null;

export function routesMatching(pathname: string): RouteMatches {
  const known = matchedByPath.get(pathname);
  if (known !== undefined) return known;
  const first = firstSegmentOf(pathname);
  if (first !== "" && knownFirstSegments !== null && !knownFirstSegments.has(first) && catchAllMatches) return catchAllMatches;
  const matches =
    first === "" || knownFirstSegments === null ? (matchRoutes(routes, pathname) ?? []) : partMatching(first, pathname);
  if (matchedByPath.size >= MATCHES_REMEMBERED) matchedByPath.clear();
  matchedByPath.set(pathname, matches);
  return matches;
}

/** react-router's matches of a path among the routes its first segment allows, naming the table's own routes. */
function partMatching(first: string, pathname: string): RouteMatches {
  const part = routeTablePart(first);
  return (matchRoutes(part.routes, pathname) ?? []).map((match) => {
    const original = part.originals.get(match.route);
    return original ? { ...match, route: original } : match;
  });
}

// What every unknown top-level address matches: the public catch-all, as react-router says.
catchAllMatches = matchRoutes(routes, "/-") ?? null;

/** The public catch-all, which also serves the pages staff created. */
const CREATED_PAGES_ROUTE_ID = "app/created-page-route";

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
 * "not found" page, but for the addresses of the pages staff created (`isCreatedPage`).
 */
export function pageVariant(requested: URL, isCreatedPage: (path: string) => boolean = () => false): PageVariant {
  const matches = routesMatching(requested.pathname);
  const leaf = matches.at(-1);
  // The public catch-all ("*"), or a language's own (/en/*).
  if (leaf?.route.path?.endsWith("*")) {
    // A page staff created and published lives at an address the route table does not know.
    const servesCreatedPages =
      leaf.route.id === CREATED_PAGES_ROUTE_ID || (leaf.route.id ?? "").startsWith(LANGUAGE_CATCH_ALL_ID);
    if (servesCreatedPages && isCreatedPage(requested.pathname)) {
      const url = new URL(requested.pathname, requested.origin);
      return { key: url.pathname, url };
    }
    const base = leaf.pathnameBase.replace(/\/+$/, "");
    return { key: `catch-all ${leaf.route.id ?? ""}`, url: new URL(`${base}/404`, requested.origin) };
  }
  const url = new URL(requested.pathname, requested.origin);
  const names = [...new Set(matches.flatMap((m) => searchParamsByRoute.get(m.route.id ?? "") ?? []))].sort();
  for (const name of names) for (const value of requested.searchParams.getAll(name)) url.searchParams.append(name, value);
  const perRequest = matches
    .flatMap((m) => perRequestParamsByRoute.get(m.route.id ?? "") ?? [])
    .filter((name) => requested.searchParams.has(name));
  if (perRequest.length > 0) {
    for (const name of perRequest) for (const value of requested.searchParams.getAll(name)) url.searchParams.append(name, value);
    return { key: url.pathname + url.search, url, perRequest: true };
  }
  return { key: url.pathname + url.search, url };
}
