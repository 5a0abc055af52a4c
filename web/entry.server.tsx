import { defaultShouldDehydrateQuery, dehydrate, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, type RouteObject, StaticRouterProvider } from "react-router-dom";
import type { PageMeta } from "../src/shared/page-meta";
import { defaultPublicSettings } from "../src/shared/business-facts";
import type { PublicSettings } from "../src/shared/schemas/settings";
import { serializeBootData } from "./app/boot-data";
import { AppProviders } from "./app/providers";
import { deepestHandle, pageQueries, resolveMeta, type MatchInfo } from "./lib/route-handle";
import { publicPagePaths, routes } from "./app/routes";
import { contentPages } from "./content/page-index";
import { builtInSiteTexts } from "./content/site";
import type { ContentPage } from "./content/types";
import type { SiteTexts } from "../src/shared/pages/site-texts";
import { ApiError, queryKeyToPath } from "./lib/api-client";
import { isIslandData, type IslandName } from "./lib/islands";
import { RenderedIslands } from "./components/ui/island";
import { PlainLinks } from "./lib/links";
import { createQueryClient } from "./lib/query-client";
import { SETTINGS_QUERY_KEY } from "./lib/settings";

export { publicPagePaths };
export { pageVariant } from "./app/page-variant";

/** The marketing pages and the header/footer texts as built into the program: the defaults staff edits start from. */
export async function loadBuiltInContent(): Promise<{ pages: ContentPage[]; siteTexts: SiteTexts }> {
  const pages = await Promise.all(contentPages.map(async (entry) => (await entry.load()).page));
  return { pages, siteTexts: builtInSiteTexts };
}

/** Answers an API path in-process, exactly as a browser would see it. */
export type ApiFetcher = (path: string) => Promise<{ status: number; data: unknown }>;

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      /** Empty for client-rendered pages (the admin area). */
      appHtml: string;
      meta: PageMeta;
      bootData: string;
      /** Ids of the matched routes, to preload their code. */
      routeIds: string[];
      clientOnly: boolean;
      /** A page opened before signing in: its document loads the sign-in script, not the whole app. */
      signIn?: boolean;
      /**
       * For a page hydrated island by island (what a visitor gets): the islands it has, to
       * preload their code. Absent when the whole app runs in the browser.
       */
      islands?: IslandName[];
    };

export interface RenderOptions {
  /** Hydrate only the page's interactive parts (a public page a visitor opens), not the whole app. */
  islands: boolean;
}

const everyRoute = createStaticHandler(routes);

/** The head of a page whose data could not be read (its body shows 'Errore nel caricamento' and 'Riprova'). */
const UNREADABLE_PAGE_META = {
  title: "Errore nel caricamento",
  description: "Non è stato possibile caricare i contenuti di questa pagina. Riprova tra qualche istante.",
  noindex: true,
} as const;

/**
 * The routes a path matches, remembered: react-router flattens and ranks the whole route tree on
 * every call, a good part of an uncached render. Bounded; forgotten all at once when full.
 */
const matchedByPath = new Map<string, ReturnType<typeof matchRoutes>>();
const MATCHES_REMEMBERED = 500;
function routesMatching(pathname: string) {
  const known = matchedByPath.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(routes, pathname);
  if (matchedByPath.size >= MATCHES_REMEMBERED) matchedByPath.clear();
  matchedByPath.set(pathname, matches);
  return matches;
}

type RouteMatches = NonNullable<ReturnType<typeof matchRoutes>>;

/**
 * A handler that knows only the routes a page matched, one per branch of the route table: the
 * handler of every route matches a request against all of them again, each time.
 */
const handlerByBranch = new Map<string, ReturnType<typeof createStaticHandler>>();
function handlerFor(matches: RouteMatches) {
  if (matches.length === 0) return everyRoute;
  const branch = matches.map((m) => m.route.id).join(" ");
  let handler = handlerByBranch.get(branch);
  if (!handler) {
    const only = matches.reduceRight<RouteObject | undefined>(
      (child, { route }) => ({ ...route, children: child ? [child] : undefined }) as RouteObject,
      undefined,
    ) as RouteObject;
    handler = createStaticHandler([only]);
    handlerByBranch.set(branch, handler);
  }
  return handler;
}

/** The one door from the server into the front end: a request in, the page's HTML parts out. */
export async function renderPage(
  request: Request,
  fetchApi: ApiFetcher,
  origin: string,
  options: RenderOptions = { islands: false },
): Promise<RenderResult> {
  const queryClient = createQueryClient({ server: true });
  try {
    return await renderWith(queryClient, request, fetchApi, origin, options);
  } finally {
    // Each query would otherwise keep its data (and the render's client) alive until its gcTime timer fires.
    queryClient.clear();
  }
}

/**
 * A read that failed, kept as its query's error: the page renders its error state with 'Riprova'.
 * The data of islands is left missing instead, for the island to read again in the browser.
 */
async function keepFailure(queryClient: QueryClient, key: QueryKey, status: number) {
  if (isIslandData(key)) return;
  const error = new ApiError(status, "Non è stato possibile leggere i dati");
  await queryClient.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(error) });
}

async function renderWith(
  queryClient: QueryClient,
  request: Request,
  fetchApi: ApiFetcher,
  origin: string,
  options: RenderOptions,
): Promise<RenderResult> {
  const url = new URL(request.url);
  const settingsAnswer = await fetchApi(SETTINGS_QUERY_KEY[0]);
  const settings = settingsAnswer.status === 200 ? (settingsAnswer.data as PublicSettings) : defaultPublicSettings;
  queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);

  const staticMatches = routesMatching(url.pathname) ?? [];
  const staticInfo: MatchInfo[] = staticMatches.map((m) => ({ handle: m.route.handle, params: m.params }));
  const routeIds = staticMatches.map((m) => m.route.id ?? "");

  if (staticInfo.some((m) => (m.handle as { clientOnly?: boolean } | undefined)?.clientOnly)) {
    return {
      kind: "page",
      status: deepestHandle(staticInfo, "status")?.status ?? 200,
      appHtml: "",
      meta: resolveMeta(staticInfo, {
        params: staticMatches.at(-1)?.params ?? {},
        pathname: url.pathname,
        origin,
        complete: true,
        settings,
        data: () => undefined,
      }) ?? { title: settings.companyName, description: "" },
      bootData: serializeBootData({ mode: "client", queries: dehydrate(queryClient) }),
      routeIds,
      clientOnly: true,
      ...(deepestHandle(staticInfo, "signIn")?.signIn ? { signIn: true } : {}),
    };
  }

  const getRequest = request.method === "GET" ? request : new Request(request.url, { headers: request.headers });
  const handler = handlerFor(staticMatches);
  const context = await handler.query(getRequest);
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }

  const matches: MatchInfo[] = context.matches.map((m) => ({ handle: m.route.handle, params: m.params }));
  let status = deepestHandle(matches, "status")?.status ?? context.statusCode;
  const queries = pageQueries(matches);
  for (let query = queries.shift(); query; query = queries.shift()) {
    const answer = await fetchApi(queryKeyToPath(query.key));
    if (answer.status === 200) {
      queryClient.setQueryData(query.key, answer.data);
      queries.push(...(query.followUps?.(answer.data) ?? []));
    } else if (answer.status === 404 && query.required) status = 404;
    // The page's data could not be read: the page says so, is not kept, and a reload tries again.
    else if (answer.status >= 500) {
      status = 503;
      await keepFailure(queryClient, query.key, answer.status);
    }
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const islands = new Set<IslandName>();
  // Every query's data is in the client before this point and nothing suspends on the server, so
  // the synchronous renderer gives the same HTML as the streaming one without its stream to drain.
  const appHtml = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <PlainLinks.Provider value={options.islands}>
          <RenderedIslands.Provider value={islands}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RenderedIslands.Provider>
        </PlainLinks.Provider>
      </AppProviders>
    </StrictMode>,
  );

  const resolved = resolveMeta(matches, {
    params: context.matches.at(-1)?.params ?? {},
    pathname: url.pathname,
    origin,
    complete: true,
    settings,
    data: (key) => queryClient.getQueryData(key),
  }) ?? { title: settings.companyName, description: "" };
  // A page whose data could not be read says so in its head as well, and is for no index.
  const meta = status === 503 ? { ...resolved, ...UNREADABLE_PAGE_META, jsonLd: [] } : resolved;
  // A visitor's page carries only what its islands read; the whole app also needs the router's data.
  const bootData = options.islands
    ? serializeBootData({
        mode: "islands",
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && isIslandData(query.queryKey),
        }),
      })
    : serializeBootData({
        mode: "ssr",
        // A failed read travels too: the browser's first render shows the same error state.
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "error",
        }),
        router: { loaderData: context.loaderData, actionData: context.actionData },
      });
  return {
    kind: "page",
    status,
    appHtml,
    meta,
    bootData,
    routeIds: context.matches.map((m) => m.route.id),
    clientOnly: false,
    ...(options.islands ? { islands: [...islands] } : {}),
  };
}
