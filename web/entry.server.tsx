import { defaultShouldDehydrateQuery, dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router-dom";
import type { PageMeta } from "../src/shared/page-meta";
import { defaultPublicSettings } from "../src/shared/business-facts";
import type { PublicSettings } from "../src/shared/schemas/settings";
import { serializeBootData } from "./app/boot-data";
import { AppProviders } from "./app/providers";
import { deepestHandle, resolveMeta, resolveVersions, type MatchInfo, type RouteHandle } from "./lib/route-handle";
import { publicPagePaths, routes } from "./app/routes";
import { contentPages } from "./content/page-index";
import { builtInSiteTexts } from "./content/site";
import type { ContentPage } from "./content/types";
import type { SiteTexts } from "../src/shared/pages/site-texts";
import type { SiteReads } from "../src/shared/site-reads";
import type { SessionAnswer } from "../src/shared/schemas/auth";
import { SESSION_QUERY_KEY } from "./lib/session";
import { drawnSignInPage } from "./features/sign-in/server-drawn";
import { STAFF_PAGE_LOADING_HTML } from "./app/staff-page-loading";
import { isIslandData } from "./lib/islands";
import { RenderedIslands } from "./components/ui/island";
import { PlainLinks } from "./lib/links";
import { createQueryClient } from "./lib/query-client";
import type { PageData } from "./lib/page-loaders";
import { SETTINGS_QUERY_KEY, SiteReadsProvider } from "./lib/site-queries";
import { KeptParts, KeptPartsRender } from "./app/kept-html";
import { languageMeta } from "./app/page-language";
import { siteEdition as siteEditionForMeta } from "./content/translations";
import { dictionaryOf } from "./content/dictionary";

export { publicPagePaths };
export { siteEdition } from "./content/translations";
export { type PageVariant, pageVariant } from "./app/page-variant";
import { routesMatching } from "./app/page-variant";

/** The marketing pages and the header/footer texts as built into the program: the defaults staff edits start from. */
export async function loadBuiltInContent(): Promise<{ pages: ContentPage[]; siteTexts: SiteTexts }> {
  const pages = await Promise.all(contentPages.map(async (entry) => (await entry.load()).page));
  return { pages, siteTexts: builtInSiteTexts };
}

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
      islands?: string[];
    };

export interface RenderOptions {
  /** Hydrate only the page's interactive parts (a public page a visitor opens), not the whole app. */
  islands: boolean;
  /**
   * Who is signed in, for the admin's shell opened by staff: the page carries the answer of
   * GET /api/auth/session, so the admin draws its area without asking for it first.
   */
  session?: SessionAnswer;
}

/** Whether a path is the admin's client shell behind the sign-in (the sign-in pages excluded). */
export function isStaffShell(pathname: string): boolean {
  const handles = routesMatching(pathname).map((m) => m.route.handle as RouteHandle | undefined);
  return handles.some((handle) => handle?.clientOnly) && !handles.some((handle) => handle?.signIn);
}

const everyRoute = createStaticHandler(routes);

/** The head of a page whose data could not be read (its body shows 'Errore nel caricamento' and 'Riprova'), in its language. */
function unreadablePageMeta(pathname: string) {
  const { title, description } = dictionaryOf(pathname).loadError;
  return { title, description, noindex: true } as const;
}

type RouteMatches = ReturnType<typeof routesMatching>;

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
  reads: SiteReads,
  origin: string,
  options: RenderOptions = { islands: false },
): Promise<RenderResult> {
  const queryClient = createQueryClient({ server: true });
  try {
    return await renderWith({ queryClient, reads, waitForReads: true }, request, origin, options);
  } finally {
    // Each query would otherwise keep its data (and the render's client) alive until its gcTime timer fires.
    queryClient.clear();
  }
}

/** The business facts every page shows; the defaults when they cannot be read. */
async function readSettings({ queryClient, reads }: PageData): Promise<PublicSettings> {
  const settings = await reads.settings().catch(() => defaultPublicSettings);
  queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
  return settings;
}

async function renderWith(pageData: PageData, request: Request, origin: string, options: RenderOptions): Promise<RenderResult> {
  const { queryClient } = pageData;
  const url = new URL(request.url);
  const settings = await readSettings(pageData);

  const staticMatches = routesMatching(url.pathname);
  const staticInfo: MatchInfo[] = staticMatches.map((m) => ({ handle: m.route.handle, params: m.params }));
  const routeIds = staticMatches.map((m) => m.route.id ?? "");

  if (staticInfo.some((m) => (m.handle as { clientOnly?: boolean } | undefined)?.clientOnly)) {
    const signIn = deepestHandle(staticInfo, "signIn")?.signIn === true;
    // Drawn before the session is put in: a sign-in page's HTML is the same for everyone. A staff page says it is loading.
    const appHtml = signIn ? drawnSignInPage(url.pathname, queryClient) : STAFF_PAGE_LOADING_HTML;
    if (options.session) queryClient.setQueryData(SESSION_QUERY_KEY, options.session);
    return {
      kind: "page",
      status: deepestHandle(staticInfo, "status")?.status ?? 200,
      appHtml,
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
      ...(signIn ? { signIn: true } : {}),
    };
  }

  const getRequest = request.method === "GET" ? request : new Request(request.url, { headers: request.headers });
  const handler = handlerFor(staticMatches);
  // The routes' loaders read the page's data into the query cache, through the reads given here.
  const context = await handler.query(getRequest, { requestContext: pageData });
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }

  const matches: MatchInfo[] = context.matches.map((m) => ({ handle: m.route.handle, params: m.params }));
  // A loader says 404 (an unknown article) or 503 (its data could not be read: the page says so, is not kept, a reload tries again).
  const status = deepestHandle(matches, "status")?.status ?? context.statusCode;

  const router = createStaticRouter(handler.dataRoutes, context);
  const islands = new Set<string>();
  // A visitor's page copies the header and footer drawn for an earlier one (app/kept-html.tsx); staff's views draw them.
  const kept = options.islands ? new KeptParts() : null;
  // Every query's data is in the client before this point and nothing suspends on the server, so
  // the synchronous renderer gives the same HTML as the streaming one without its stream to drain.
  const page = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <SiteReadsProvider value={pageData.reads}>
          <PlainLinks.Provider value={options.islands}>
            <RenderedIslands.Provider value={islands}>
              <KeptPartsRender.Provider value={kept}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </KeptPartsRender.Provider>
            </RenderedIslands.Provider>
          </PlainLinks.Provider>
        </SiteReadsProvider>
      </AppProviders>
    </StrictMode>
  );
  const rendered = renderToString(page);
  if (kept?.drewAny) {
    // The header or footer drawn for the first time with these data: learnt from the page drawn with marks in their place.
    kept.marksOnly = true;
    kept.learn(rendered, renderToString(page));
  }
  const appHtml = kept ? kept.finish(rendered) : rendered;

  const resolved = resolveMeta(matches, {
    params: context.matches.at(-1)?.params ?? {},
    pathname: url.pathname,
    origin,
    complete: true,
    settings,
    data: (key) => queryClient.getQueryData(key),
  }) ?? { title: settings.companyName, description: "" };
  // A page whose data could not be read says so in its head as well, and is for no index.
  const meta = {
    ...(status === 503 ? { ...resolved, ...unreadablePageMeta(url.pathname), jsonLd: [] } : resolved),
    ...languageMeta(
      url.pathname,
      siteEditionForMeta,
      resolveVersions(matches, {
        params: context.matches.at(-1)?.params ?? {},
        data: (key) => queryClient.getQueryData(key),
      }),
    ),
  };
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
        // A failed read travels too: the browser's first render shows the same error state. Islands read theirs again.
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) =>
            defaultShouldDehydrateQuery(query) || (query.state.status === "error" && !isIslandData(query.queryKey)),
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
