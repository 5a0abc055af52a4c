import type { Server } from "bun";
import { getPath } from "hono/utils/url";
import type { RuleTable } from "../api/redirects/rule-table";
import type { AppContext } from "../context";
import { accessLineWriter, type Logger, pathForLog } from "../http/access-log";
import { forwardedClient, requestIsSecure } from "../http/client-ip";
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
}

/** Addresses seen, by the address as sent: looked up without building a string for each request. */
const remembered = new Map<string, Remembered>();
const ADDRESSES_REMEMBERED = 2000;

/** The cache key of an address already seen from the same origin, while the redirect rules are those it was seen with. */
export function rememberedKey(url: string, origin: PageOrigin, rules: RuleTable): string | undefined {
  const known = remembered.get(url);
  return known &&
    known.rules === rules &&
    known.revision === rules.revision &&
    known.secure === origin.secure &&
    known.host === (origin.host ?? "") &&
    known.forwardedHost === (origin.forwardedHost ?? "")
    ? known.key
    : undefined;
}

export function rememberAddress(url: string, origin: PageOrigin, key: string, rules: RuleTable): void {
  if (remembered.size >= ADDRESSES_REMEMBERED) remembered.clear();
  remembered.set(url, {
    key,
    host: origin.host ?? "",
    forwardedHost: origin.forwardedHost ?? "",
    secure: origin.secure,
    rules,
    revision: rules.revision,
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
export function cacheHit(
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

/** The request id as the app's middleware takes it: the client's when it is a short plain token, else a new one. */
function requestIdOf(request: Request): string {
  const sent = request.headers.get("x-request-id");
  return sent && sent.length <= 64 && !/[^\w\-=]/.test(sent) ? sent : crypto.randomUUID();
}

/**
 * The server's front door for the commonest request: a visitor asking again for a page the cache
 * holds, at an address the app has already seen meet no redirect rule. It is answered here, with
 * the same bytes, headers and access line as the app's own cache hit, without building the app's
 * request context; anything else (undefined) goes to the app. Staff (a session cookie), revalidation
 * (If-None-Match), addresses not seen yet and changed redirect rules all go to the app.
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
    if (headers.has("if-none-match") || headers.get("cookie")?.includes(session)) return undefined;
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
    const { response, bytes } = cacheHit(
      cache,
      key,
      page,
      headers.get("accept-encoding"),
      securityHeaders(secure),
      requestId,
      method,
    );
    if (writeAccessLine) {
      const client =
        (trustProxy ? forwardedClient(headers.get("x-forwarded-for"), trustProxyHops) : null) ??
        server.requestIP(request)?.address ??
        "unknown";
      writeAccessLine({
        req_id: requestId,
        method,
        path: pathForLog(url, getPath(request), undefined),
        status: 200,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
        bytes,
        client,
      });
    }
    return response;
  };
}
