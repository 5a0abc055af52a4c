import type { Context } from "hono";
import { pageVariant, renderPage, type ApiFetcher } from "../../web/entry.server";
import type { AppEnv } from "../http/app-env";
import { releaseWhenIdle } from "../system/memory";
import { PREVIEW_PARAM } from "../shared/pages/page-edits";
import type { ClientBuild } from "../static/asset-manifest";
import { renderDocument } from "./document";
import { createPage, pickEncoding, type PageCache, type CachedPage } from "./page-cache";
import { PRIVATE_PAGE, PUBLIC_PAGE } from "../http/cache-control";
import { SPECULATION_RULES_HEADER } from "./speculation-rules";

export interface SsrDeps {
  client: ClientBuild;
  cache: PageCache;
  fetchApi: (origin: string, headers?: Record<string, string>) => ApiFetcher;
  /**
   * For a page only this person may see (a staff or preview-link view of an unpublished
   * article): the headers the API needs to answer for them. Such pages are never cached.
   */
  privateView?: (c: Context<AppEnv>) => Record<string, string> | null;
}

/** Headers of a page rendered for one person: kept out of every cache and every index. */
const PRIVATE_PAGE_HEADERS = { "Cache-Control": PRIVATE_PAGE, "X-Robots-Tag": "noindex, nofollow" };

/** The site's origin for canonical URLs: --public-url, else the host the request reached. */
export function requestOrigin(c: Context<AppEnv>): string {
  const { config } = c.var.ctx;
  if (config.publicUrl) return config.publicUrl;
  const host = (config.trustProxy && c.req.header("x-forwarded-host")) || c.req.header("host") || new URL(c.req.url).host;
  return `${c.var.secure ? "https" : "http"}://${host}`;
}

/**
 * Answers with a page, compressed as the browser accepts. `Server-Timing` tells whoever looks (the
 * browser's developer tools, an operator with curl) whether it came from the cache or how long it
 * took to render and compress (from `renderStarted`).
 */
function respond(c: Context<AppEnv>, cache: PageCache, key: string, page: CachedPage, renderStarted?: number): Response {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    ETag: page.etag,
    Vary: "Accept-Encoding",
    ...page.headers,
  });
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch?.split(",").some((t) => t.trim().replace(/^W\//, "") === page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(c.req.header("accept-encoding") ?? "");
  const body = cache.body(key, page, encoding);
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  headers.set(
    "Server-Timing",
    renderStarted === undefined ? "cache;desc=hit" : `render;dur=${(performance.now() - renderStarted).toFixed(1)}`,
  );
  return new Response(c.req.method === "HEAD" ? null : body, { status: page.status, headers });
}

/** Renders any page path to HTML (server-rendered, or the admin's client shell), cached until content changes. */
export function ssrHandler(deps: SsrDeps) {
  const { cache } = deps;

  return async (c: Context<AppEnv>) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.json({ message: "Metodo non consentito" }, 405, { Allow: "GET, HEAD" });
    }
    const url = new URL(c.req.url);
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return c.redirect(url.pathname.replace(/\/+$/, "") + url.search, 301);
    }
    const origin = requestOrigin(c);
    const variant = pageVariant(url);
    const key = `${origin} ${variant.key}`;
    const privateHeaders = deps.privateView?.(c) ?? null;
    // A staff preview of a draft page (?anteprima) is never cached nor indexed either.
    const preview = url.searchParams.has(PREVIEW_PARAM);
    const personal = privateHeaders !== null || preview;
    const cached = personal ? undefined : cache.get(key);
    if (cached) return respond(c, cache, key, cached);

    const renderStarted = performance.now();
    const generation = cache.generation;
    // A personal view renders the address as asked (the preview reads its own parameters); everyone else the cache's variant.
    const request = new Request(personal ? url.href : variant.url.href, { headers: c.req.raw.headers });
    // A visitor's page hydrates only its interactive parts; a personal view runs the whole app (preview bars, drafts).
    const result = await renderPage(request, deps.fetchApi(origin, privateHeaders ?? undefined), origin, { islands: !personal });
    if (result.kind === "redirect") return c.redirect(result.location, result.status as 301 | 302);

    const settings = c.var.ctx.settings.getPublic();
    const meta = preview ? { ...result.meta, noindex: true } : result.meta;
    const html = renderDocument({
      meta,
      siteName: settings.companyName,
      origin,
      pathname: variant.url.pathname,
      appHtml: result.appHtml,
      bootData: result.bootData,
      client: deps.client,
      preload: result.routeIds.flatMap((id) => deps.client.routeChunks[id] ?? []),
      ...(result.islands ? { islands: result.islands } : {}),
      ...(result.signIn ? { signIn: true } : {}),
    });
    // A page whose data could not be read (503) is kept by no cache, this one or a proxy's: the next visitor gets a new try.
    const headers: Record<string, string> = personal
      ? { ...PRIVATE_PAGE_HEADERS }
      : result.clientOnly || result.status >= 500
        ? { "Cache-Control": PRIVATE_PAGE }
        : { "Cache-Control": PUBLIC_PAGE, "Speculation-Rules": SPECULATION_RULES_HEADER };
    if (meta.noindex) headers["X-Robots-Tag"] = "noindex, nofollow";
    const page = createPage(result.status, html, headers);
    // Rendering allocates far more than the page it leaves behind: collected once renders pause.
    releaseWhenIdle({ rendered: true });
    if (personal) return respond(c, cache, key, page, renderStarted);
    // A 404 of a known route (an unknown article) would be one entry per path: rendered each time instead.
    const keep = result.status < 500 && (result.status !== 404 || variant.key.startsWith("catch-all"));
    if (keep) cache.set(key, page, generation);
    return respond(c, cache, key, page, renderStarted);
  };
}
