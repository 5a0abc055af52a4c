import type { Server } from "bun";
import { getPath } from "hono/utils/url";
import type { RuleTable } from "../api/redirects/rule-table";
import type { AppContext } from "../context";
import { accessLine, type Logger, pathForLog } from "../http/access-log";
import { forwardedClient } from "../http/client-ip";
import { type CachedPage, type PageCache, type PageEncoding, pickEncoding } from "./page-cache";

/**
 * Everything a cached page's key depends on: the origin (host, forwarded host, scheme) and the
 * address as sent. A page's visitors mostly send the same few.
 */
export const pageAddress = (
  host: string | null | undefined,
  forwardedHost: string | null | undefined,
  secure: boolean,
  url: string,
) => `${host ?? ""} ${forwardedHost ?? ""} ${secure} ${url}`;

interface Remembered {
  key: string;
  /** The redirect rules (and their revision) in force when the address was seen to meet none of them. */
  rules: RuleTable;
  revision: number;
}

const remembered = new Map<string, Remembered>();
const ADDRESSES_REMEMBERED = 2000;

/** The cache key of an address already seen, while the redirect rules are those it was seen with. */
export function rememberedKey(address: string, rules: RuleTable): string | undefined {
  const known = remembered.get(address);
  return known && known.rules === rules && known.revision === rules.revision ? known.key : undefined;
}

export function rememberAddress(address: string, key: string, rules: RuleTable): void {
  if (remembered.size >= ADDRESSES_REMEMBERED) remembered.clear();
  remembered.set(address, { key, rules, revision: rules.revision });
}

/**
 * The headers of a cache hit, but for its request id: built once for each encoding, scheme and
 * body (a kept page's body shrinks once, when compressed better). A Response given a plain object
 * of twenty headers costs more than the rest of a hit; given these, it copies them once.
 */
function hitHeaders(
  page: CachedPage,
  encoding: PageEncoding | null,
  body: Uint8Array,
  security: Readonly<Record<string, string>>,
) {
  const name = `${encoding ?? ""} ${body.byteLength} ${security["Strict-Transport-Security"] ? "https" : "http"}`;
  page.hitHeaders ??= new Map();
  let headers = page.hitHeaders.get(name);
  if (!headers) {
    headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      ETag: page.etag,
      Vary: "Accept-Encoding",
      ...page.headers,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      "Content-Length": String(body.byteLength),
      "Server-Timing": "cache;desc=hit",
      ...security,
    });
    page.hitHeaders.set(name, headers);
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
  // The response holds its own copy of the kept headers: the request id is added to that copy.
  const response = new Response(head ? null : body, { status: 200, headers: hitHeaders(page, encoding, body, security) });
  response.headers.set("X-Request-Id", requestId);
  return { response, bytes: head ? 0 : body.byteLength };
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
  return (request, server) => {
    const started = performance.now();
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return undefined;
    const headers = request.headers;
    if (headers.has("if-none-match") || headers.get("cookie")?.includes(session)) return undefined;
    const { trustProxy, trustProxyHops } = ctx.config;
    const url = request.url;
    const proto = trustProxy ? headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
    const secure = proto ? proto === "https" : url.startsWith("https:");
    const address = pageAddress(headers.get("host"), headers.get("x-forwarded-host"), secure, url);
    const key = rememberedKey(address, ctx.redirects.rules());
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
    if (logger) {
      const client =
        (trustProxy ? forwardedClient(headers.get("x-forwarded-for") ?? undefined, trustProxyHops) : null) ??
        server.requestIP(request)?.address ??
        "unknown";
      accessLine(logger, {
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
