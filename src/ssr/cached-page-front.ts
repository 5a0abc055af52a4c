import type { Server } from "bun";
import { getPath } from "hono/utils/url";
import type { RuleTable } from "../api/redirects/rule-table";
import type { AppContext } from "../context";
import { accessLineWriter, type Logger, pathWithQueryForLog } from "../http/access-log";
import { forwardedClient, requestIsSecure } from "../http/client-ip";
import { matchesEtag } from "../http/conditional";
import { withoutTrackingParams } from "../shared/tracking-params";
import { type CachedPage, type PageCache, type PageEncoding, pickEncoding } from "./page-cache";

/**
 * Everything a cached page's key depends on besides the address as sent (which holds the Host):
 * the host headers and the scheme. A page's visitors mostly send the same few.
 */
export interface PageOrigin {
  host: string | null | undefined;
  /** X-Forwarded-Host when proxies are trusted; null otherwise (the app ignores it then). */
  forwardedHost: string | null | undefined;
  secure: boolean;
}

interface Remembered {
  key: string;
  /** The host headers as sent ("" when absent). */
  host: string;
  forwardedHost: string;
  secure: boolean;
  /** The redirect rules (and their revision) in force when the address was seen to meet none of them. */
  rules: RuleTable;
  revision: number;
  /** No rule is written for the address's path with a query string: tracking parameters added to it meet none either. */
  trackingMeetsNoRule: boolean;
}

/** Addresses seen, by the address as sent without its tracking parameters: looked up without building a string for each request. */
const remembered = new Map<string, Remembered>();
const ADDRESSES_REMEMBERED = 2000;

function originMatches(known: Remembered, origin: PageOrigin, rules: RuleTable): boolean {
  return (
    known.rules === rules &&
    known.revision === rules.revision &&
    known.secure === origin.secure &&
    known.host === (origin.host ?? "") &&
    known.forwardedHost === (origin.forwardedHost ?? "")
  );
}

/**
 * The cache key of an address already seen from the same origin, while the redirect rules are
 * those it was seen with. An ad campaign's click (gclid, utm_*…) is the address without them.
 */
function rememberedKey(url: string, origin: PageOrigin, rules: RuleTable): string | undefined {
  // Addresses are remembered without their tracking parameters: one lookup answers both.
  const plain = withoutTrackingParams(url);
  const known = remembered.get(plain);
  if (!known || !originMatches(known, origin, rules)) return undefined;
  return plain === url || known.trackingMeetsNoRule ? known.key : undefined;
}

/** Forgets the addresses seen (a quiet server's release): each is remembered again at its next render. */
export function forgetAddresses(): void {
  remembered.clear();
}

/**
 * Remembers that an address (decoded path `path`) met none of `rules` and shows the page `key`,
 * under the address without its tracking parameters. Where a rule is written for the path with a
 * query string, the address is remembered only as it was sent.
 */
export function rememberAddress(url: string, origin: PageOrigin, key: string, rules: RuleTable, path: string): void {
  const trackingMeetsNoRule = !rules.hasQueryRules(path);
  const plain = withoutTrackingParams(url);
  if (plain !== url && !trackingMeetsNoRule) return;
  if (remembered.size >= ADDRESSES_REMEMBERED) remembered.clear();
  remembered.set(plain, {
    key,
    host: origin.host ?? "",
    forwardedHost: origin.forwardedHost ?? "",
    secure: origin.secure,
    rules,
    revision: rules.revision,
    trackingMeetsNoRule,
  });
}

/**
 * The headers of a cache hit, but for its request id: built once for each body and scheme (a
 * kept page's body changes once, when compressed better). A Response given a plain object of
 * twenty headers costs more than the rest of a hit; given these, it copies them once.
 */
function hitHeaders(
  page: CachedPage,
  encoding: PageEncoding | null,
  body: Blob,
  security: Readonly<Record<string, string>>,
): Headers {
  const form = encoding ?? "identity";
  page.hitHeaders ??= {};
  let forBody = page.hitHeaders[form];
  if (forBody?.body !== body) {
    forBody = { body };
    page.hitHeaders[form] = forBody;
  }
  const scheme = security["Strict-Transport-Security"] ? "https" : "http";
  let headers = forBody[scheme];
  if (!headers) {
    headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      ETag: page.etag,
      Vary: "Accept-Encoding",
      ...page.headers,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      "Content-Length": String(body.size),
      "Server-Timing": "cache;desc=hit",
      ...security,
    });
    forBody[scheme] = headers;
  }
  return headers;
}

/** A kept page as sent: compressed as the browser accepts, with its prebuilt headers and the request id; and its body's size. */
function cacheHit(
  cache: PageCache,
  key: string,
  page: CachedPage,
  acceptEncoding: string | null | undefined,
  security: Readonly<Record<string, string>>,
  requestId: string,
  method: string,
): { response: Response; bytes: number } {
  const encoding = pickEncoding(acceptEncoding ?? "");
  const body = cache.body(key, page, encoding);
  const head = method === "HEAD";
  // The kept headers take this request's id, then the response copies them: setting it on the
  // response's own headers instead would first build them as an object.
  const headers = hitHeaders(page, encoding, body, security);
  headers.set("X-Request-Id", requestId);
  return { response: new Response(head ? null : body, { status: 200, headers }), bytes: head ? 0 : body.size };
}

/**
 * The path as the app reads it (Hono's c.req.path, percent-decoded), from the address the front has
 * already read: each reading of a request's `url` makes the string anew, a cost on every hit.
 */
const pathOf = (url: string) => getPath({ url } as Request);

/** The path the access line gives (as the app's access log writes it): an address with a query is logged without decoding its path. */
function loggedPathOf(url: string): string {
  const query = url.indexOf("?");
  return query < 0 ? pathOf(url) : pathWithQueryForLog(url, query);
}

/** The request id as the app's middleware takes it: the client's when it is a short plain token, else a new one. */
function requestIdOf(request: Request): string {
  const sent = request.headers.get("x-request-id");
  return sent && sent.length <= 64 && !/[^\w\-=]/.test(sent) ? sent : crypto.randomUUID();
}

/** A revalidation of a kept page that has not changed: its headers, without a body. */
function notModified(page: CachedPage, security: Readonly<Record<string, string>>, requestId: string): Response {
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    ETag: page.etag,
    Vary: "Accept-Encoding",
    ...page.headers,
    ...security,
    "X-Request-Id": requestId,
  };
  return new Response(null, { status: 304, headers });
}

/**
 * The page cache's one lookup, the server's front door, before the app. What is cached, and for whom:
 * - for visitors: a GET or HEAD without the session cookie (staff may see an unpublished article
 *   at an address a visitor gets a 404 for, and their admin shell says who they are);
 * - a public page the app has rendered (ssrHandler) with status 200, under the site's origin and
 *   the page's variant: its path and only the query parameters it reads (page-variant.ts);
 * - at an address the app has already seen meet no redirect rule and reach that page; tracking
 *   parameters (gclid, utm_*…, src/shared/tracking-params.ts) make no other address: an ad
 *   campaign's visitor gets the same bytes as the plain address's, at the same speed. The
 *   campaign is read by the visit beacon in the browser, from the address the browser shows;
 * - never: previews (?anteprima), staff's own views, a search's results (rendered per request),
 *   a 404 (the address may yet be an old one a rule or the blog redirects), a 5xx.
 * It is answered here with the same bytes, headers and access line as the app's own answer,
 * without building the app's request context. Anything else (undefined) goes to the app, which
 * renders the page, keeps it and teaches this lookup the address; a new redirect rule or a page
 * created or removed sends every address back through the app once.
 * (The public API reads have a cache of their own, of JSON, in public-reads.ts.)
 */
export function cachedPageFront(options: {
  cache: PageCache;
  ctx: AppContext;
  logger?: Logger;
  securityHeaders: (secure: boolean) => Readonly<Record<string, string>>;
  sessionCookieName: string;
}): (request: Request, server: Server<unknown>) => Response | undefined {
  const { cache, ctx, logger, securityHeaders } = options;
  // The session cookie, and its __Host- form over HTTPS.
  const session = `${options.sessionCookieName}=`;
  // A page created or removed by staff may change what an address shows: its key is worked out again.
  ctx.changes.subscribe((kind) => {
    if (kind === "pages" || kind === "all") remembered.clear();
  });
  const writeAccessLine = logger ? accessLineWriter(logger) : null;
  return (request, server) => {
    const started = performance.now();
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return undefined;
    const headers = request.headers;
    if (headers.get("cookie")?.includes(session)) return undefined;
    const { trustProxy, trustProxyHops } = ctx.config;
    const url = request.url;
    const secure = requestIsSecure(url, trustProxy ? headers.get("x-forwarded-proto") : null, trustProxy);
    const key = rememberedKey(
      url,
      { host: headers.get("host"), forwardedHost: trustProxy ? headers.get("x-forwarded-host") : null, secure },
      ctx.redirects.rules(),
    );
    if (key === undefined) return undefined;
    const page = cache.get(key);
    if (page?.status !== 200) return undefined;
    const requestId = requestIdOf(request);
    const ifNoneMatch = headers.get("if-none-match");
    const { response, bytes } =
      ifNoneMatch !== null && matchesEtag(ifNoneMatch, page.etag)
        ? { response: notModified(page, securityHeaders(secure), requestId), bytes: 0 }
        : cacheHit(cache, key, page, headers.get("accept-encoding"), securityHeaders(secure), requestId, method);
    if (writeAccessLine) {
      const client =
        (trustProxy ? forwardedClient(headers.get("x-forwarded-for"), trustProxyHops) : null) ??
        server.requestIP(request)?.address ??
        "unknown";
      writeAccessLine({
        req_id: requestId,
        method,
        path: loggedPathOf(url),
        status: response.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
        bytes,
        client,
      });
    }
    return response;
  };
}
