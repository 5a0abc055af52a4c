import type { Context } from "hono";
import { renderPage, type ApiFetcher } from "../../web/entry.server";
import type { ContentChanges } from "../content-changes";
import type { AppEnv } from "../http/app-env";
import type { ClientBuild } from "../static/asset-manifest";
import { renderDocument } from "./document";
import { compressPage, PageCache, type CachedPage } from "./page-cache";

export interface SsrDeps {
  client: ClientBuild;
  changes: ContentChanges;
  fetchApi: (origin: string) => ApiFetcher;
}

/** The site's origin for canonical URLs: --public-url, else the host the request reached. */
export function requestOrigin(c: Context<AppEnv>): string {
  const { config } = c.var.ctx;
  if (config.publicUrl) return config.publicUrl;
  const host = (config.trustProxy && c.req.header("x-forwarded-host")) || c.req.header("host") || new URL(c.req.url).host;
  return `${c.var.secure ? "https" : "http"}://${host}`;
}

function respond(c: Context<AppEnv>, page: CachedPage): Response {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    ETag: page.etag,
    Vary: "Accept-Encoding",
    ...page.headers,
  });
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch?.split(",").some((t) => t.trim() === page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const accept = c.req.header("accept-encoding") ?? "";
  let body = page.html;
  if (/\bbr\b/.test(accept)) {
    body = page.br;
    headers.set("Content-Encoding", "br");
  } else if (/\bgzip\b/.test(accept)) {
    body = page.gz;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(c.req.method === "HEAD" ? null : body, { status: page.status, headers });
}

/** Renders any page path to HTML (server-rendered, or the admin's client shell), cached until content changes. */
export function ssrHandler(deps: SsrDeps) {
  const cache = new PageCache(deps.changes);

  return async (c: Context<AppEnv>) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.json({ message: "Metodo non consentito" }, 405, { Allow: "GET, HEAD" });
    }
    const url = new URL(c.req.url);
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return c.redirect(url.pathname.replace(/\/+$/, "") + url.search, 301);
    }
    const origin = requestOrigin(c);
    const key = `${origin}${url.pathname}${url.search}`;
    const cached = cache.get(key);
    if (cached) return respond(c, cached);

    const generation = cache.generation;
    const result = await renderPage(c.req.raw, deps.fetchApi(origin), origin);
    if (result.kind === "redirect") return c.redirect(result.location, result.status as 301 | 302);

    const settings = c.var.ctx.settings.getPublic();
    const html = renderDocument({
      meta: result.meta,
      siteName: settings.companyName,
      origin,
      pathname: url.pathname,
      appHtml: result.appHtml,
      bootData: result.bootData,
      client: deps.client,
      preload: result.routeIds.flatMap((id) => deps.client.routeChunks[id] ?? []),
    });
    const headers: Record<string, string> = result.meta.noindex ? { "X-Robots-Tag": "noindex, nofollow" } : {};
    const page = compressPage(result.status, html, headers);
    cache.set(key, page, generation);
    return respond(c, page);
  };
}
