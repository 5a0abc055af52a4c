import type { Context } from "hono";
import { isStaffShell, type PageVariant, pageVariant, renderPage } from "../../web/entry.server";
import { type ArticleReader, VISITOR } from "../api/blog/blog-reads";
import type { AppEnv } from "../http/app-env";
import { releaseWhenIdle } from "../system/memory";
import { PREVIEW_PARAM } from "../shared/pages/page-edits";
import { languageByCode, languageOfPath } from "../shared/languages";
import type { ClientBuild } from "../static/asset-manifest";
import type { SessionAnswer } from "../shared/schemas/auth";
import { renderDocument } from "./document";
import { serverSiteReads } from "./server-site-reads";
import { createPage, pickEncoding, type PageCache, type CachedPage } from "./page-cache";
import { PRIVATE_PAGE, PUBLIC_PAGE } from "../http/cache-control";
import { SPECULATION_RULES_HEADER } from "./speculation-rules";
import { matchesEtag } from "../http/conditional";
import { rememberAddress } from "./cached-page-front";

export interface SsrDeps {
  client: ClientBuild;
  cache: PageCache;
  /**
   * For a page only this person may see (a staff or preview-link view of an unpublished
   * article): who reads it. Such pages are never cached.
   */
  privateView?: (c: Context<AppEnv>) => ArticleReader | null;
  /** Who the request's session cookie names, when it names a live session: for the admin's shell. */
  staffSession?: (c: Context<AppEnv>) => SessionAnswer | null;
}

/** Headers of a page rendered for one person: kept out of every cache and every index. */
const PRIVATE_PAGE_HEADERS = { "Cache-Control": PRIVATE_PAGE, "X-Robots-Tag": "noindex, nofollow" };

/** The site's origin for canonical URLs: --public-url, else the host the request reached. */
export function requestOrigin(c: Context<AppEnv>): string {
  const { config } = c.get("ctx");
  if (config.publicUrl) return config.publicUrl;
  const host = (config.trustProxy && c.req.header("x-forwarded-host")) || c.req.header("host") || new URL(c.req.url).host;
  return `${c.get("secure") ? "https" : "http"}://${host}`;
}

/**
 * Answers with a page, compressed as the browser accepts. `Server-Timing` tells whoever looks (the
 * browser's developer tools, an operator with curl) whether it came from the cache or how long it
 * took to render and compress (from `renderStarted`).
 */
function respond(
  c: Context<AppEnv>,
  cache: PageCache,
  key: string,
  page: CachedPage,
  renderStarted?: number,
  extraHeaders?: Record<string, string>,
): Response {
  // One plain object, given to the Response once: each change to a Response's headers afterwards costs more.
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    ETag: page.etag,
    Vary: "Accept-Encoding",
    ...page.headers,
    ...extraHeaders,
  };
  if (extraHeaders !== NOT_CONDITIONAL && matchesEtag(c.req.header("if-none-match"), page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(c.req.header("accept-encoding") ?? "");
  const body = cache.body(key, page, encoding);
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.size);
  headers["Server-Timing"] =
    renderStarted === undefined ? "cache;desc=hit" : `render;dur=${(performance.now() - renderStarted).toFixed(1)}`;
  return new Response(c.req.method === "HEAD" ? null : body, { status: page.status, headers });
}

/** Headers for an answer that is never a 304 (the not-found page a 410 shows is not what the browser kept). */
const NOT_CONDITIONAL: Record<string, string> = {};

/** The cache's name for the page a request asks for. */
function cacheKey(c: Context<AppEnv>, url: URL) {
  const variant = pageVariant(url, (path) => c.var.ctx.pages.created.isLive(path));
  return { variant, key: `${requestOrigin(c)} ${variant.key}` };
}

/**
 * Teaches the cache's front (cached-page-front.ts) that this address, which met no redirect rule
 * on its way here, shows the page `key`: the next request for it is answered there.
 */
function rememberForFront(c: Context<AppEnv>, url: URL, key: string): void {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return;
  }
  const { config, redirects } = c.var.ctx;
  const origin = {
    host: c.req.header("host"),
    forwardedHost: config.trustProxy ? c.req.header("x-forwarded-host") : null,
    secure: c.get("secure"),
  };
  // The path as the redirect rules read it (a trailing slash was redirected away before).
  rememberAddress(c.req.url, origin, key, redirects.rules(), path);
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
      // Leading slashes collapsed too: `//altro.it/` must lead to a path of this site, not to another site.
      return c.redirect(url.pathname.replace(/\/+$/, "").replace(/^\/+/, "/") + url.search, 301);
    }
    const origin = requestOrigin(c);
    const { variant, key } = cacheKey(c, url);
    const privateReader = deps.privateView?.(c) ?? null;
    // A staff preview of a draft page (?anteprima) is never cached nor indexed either.
    const preview = url.searchParams.has(PREVIEW_PARAM);
    // Signed-in staff opening the admin get a shell that says who they are: the admin draws without asking first.
    const session = deps.staffSession && isStaffShell(url.pathname) ? deps.staffSession(c) : null;
    const personal = privateReader !== null || preview || session !== null;
    // A page answering one request's parameters (a search) is neither looked for nor kept in the cache.
    const perRequest = variant.perRequest === true;
    if (!personal && !perRequest) rememberForFront(c, url, key);
    const cached = personal || perRequest ? undefined : cache.get(key);
    if (cached) return respond(c, cache, key, cached);

    const renderStarted = performance.now();
    const generation = cache.generation;
    const rendered = await render(c, deps, {
      // A personal view renders the address as asked (the preview reads its own parameters); everyone else the cache's variant.
      href: personal ? url.href : variant.url.href,
      variant,
      origin,
      reader: privateReader ?? VISITOR,
      personal,
      preview,
      session,
    });
    if (rendered instanceof Response) return rendered;
    const page = rendered;
    if (personal) return respond(c, cache, key, page, renderStarted);
    // A 404 of a known route (an unknown article) would be one entry per path: rendered each time instead.
    const keep = !perRequest && page.status < 500 && (page.status !== 404 || variant.key.startsWith("catch-all"));
    if (keep) cache.set(key, page, generation);
    return respond(c, cache, key, page, renderStarted);
  };
}

/** What one render of a page needs to know besides the request. */
interface RenderJob {
  href: string;
  variant: PageVariant;
  origin: string;
  reader: ArticleReader;
  personal: boolean;
  preview: boolean;
  session: SessionAnswer | null;
}

/** Renders a page to the HTML document with its headers; a route's redirect answers at once. */
async function render(c: Context<AppEnv>, deps: SsrDeps, job: RenderJob): Promise<CachedPage | Response> {
  const { variant, origin, personal, preview, session } = job;
  const perRequest = variant.perRequest === true;
  const request = new Request(job.href, { headers: c.req.raw.headers });
  // A visitor's page hydrates only its interactive parts; a personal view runs the whole app (preview bars, drafts).
  const reads = serverSiteReads(c.var.ctx, job.reader, { method: c.req.method, path: new URL(job.href).pathname });
  const result = await renderPage(request, reads, origin, { islands: !personal, ...(session ? { session } : {}) });
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
    // A route another edition has of the same module (`features/search/search-page@en`) loads that module's chunks.
    preload: result.routeIds.flatMap((id) => deps.client.routeChunks[id.split("@")[0] ?? id] ?? []),
    ...(result.islands ? { islands: result.islands } : {}),
    ...(result.signIn ? { signIn: true } : {}),
  });
  // A page whose data could not be read (503) is kept by no cache, this one or a proxy's: the next visitor gets a new try.
  const headers: Record<string, string> = personal
    ? { ...PRIVATE_PAGE_HEADERS }
    : result.clientOnly || result.status >= 500 || perRequest
      ? { "Cache-Control": PRIVATE_PAGE }
      : { "Cache-Control": PUBLIC_PAGE, "Speculation-Rules": SPECULATION_RULES_HEADER };
  if (meta.noindex) headers["X-Robots-Tag"] = "noindex, nofollow";
  const page = createPage(result.status, html, headers);
  // Rendering allocates far more than the page it leaves behind: collected once renders pause.
  releaseWhenIdle({ rendered: true });
  return page;
}

/**
 * An address no route and no page can have, in the language of `path`: it names the not-found page every
 * unknown address of that edition shows (`/404`, `/en/404`).
 */
const notFoundAddressFor = (path: string) => `${languageByCode(languageOfPath(path)).prefix}/404`;

/**
 * The not-found page as a visitor gets it, for an address a redirect rule says is gone (410):
 * the site's own catch-all page of the address's edition, never a page staff created, rendered
 * here (no request into the app) and kept in the page cache like any unknown address's.
 */
export function notFoundPage(deps: SsrDeps): (c: Context<AppEnv>) => Promise<Response> {
  return async (c) => {
    const origin = requestOrigin(c);
    const variant = pageVariant(new URL(notFoundAddressFor(c.req.path), origin));
    const key = `${origin} ${variant.key}`;
    const kept = deps.cache.get(key);
    if (kept) return respond(c, deps.cache, key, kept, undefined, NOT_CONDITIONAL);
    const renderStarted = performance.now();
    const generation = deps.cache.generation;
    const job = { href: variant.url.href, variant, origin, reader: VISITOR, personal: false, preview: false, session: null };
    const page = await render(c, deps, job);
    if (page instanceof Response) return page;
    if (page.status < 500) deps.cache.set(key, page, generation);
    return respond(c, deps.cache, key, page, renderStarted, NOT_CONDITIONAL);
  };
}
