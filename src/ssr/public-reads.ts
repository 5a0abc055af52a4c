import type { MiddlewareHandler } from "hono";
import { readSessionCookie } from "../api/auth/session-cookie";
import { PREVIEW_HEADER } from "../api/blog/preview-links";
import type { ContentChanges } from "../content-changes";
import { PREVIEW_PARAM } from "../shared/blog";
import { createPage, PageCache, type PageCacheLimits, pickEncoding } from "./page-cache";
import type { AppEnv } from "../http/app-env";

/**
 * The API reads every visitor gets alike: published posts, galleries, business facts, page texts.
 * Anyone's answer would be the same JSON until a write announces a change, so it is kept then.
 */
const PUBLIC_READS = [
  /^\/api\/settings(\/texts)?$/,
  /^\/api\/blog$/,
  /^\/api\/blog\/(slug|tag)\/[^/]+$/,
  /^\/api\/galleries(\/[^/]+)?$/,
  /^\/api\/pages\/(edited|live|site-texts)$/,
  /^\/api\/menus$/,
  /^\/api\/documents\/public(\/[^/]+)?$/,
  /^\/api\/references(\/highlights|\/slug\/[^/]+)?$/,
];

const DEFAULT_LIMITS: PageCacheLimits = { maxEntries: 200, maxBytes: 4 * 1024 * 1024 };

/**
 * Answers a public read from memory when the same address was read since the last change. Only
 * for a visitor (no session cookie, no preview token) and only 200 answers. The answers live in a
 * PageCache of their own: bounded, dropped on every announced change, a read begun before a
 * change not kept after it, each encoding compressed once. Pages are another cache's, with one
 * lookup before the app (cached-page-front.ts); this one holds the public API's JSON answers (what
 * the islands and the app in the browser read), behind the API's own middleware.
 */
export function publicReads(changes: ContentChanges, limits: PageCacheLimits = DEFAULT_LIMITS): MiddlewareHandler<AppEnv> {
  const answers = new PageCache(changes, limits);

  return async (c, next) => {
    const eligible =
      c.req.method === "GET" &&
      PUBLIC_READS.some((path) => path.test(c.req.path)) &&
      !readSessionCookie(c) &&
      !c.req.header(PREVIEW_HEADER) &&
      c.req.query(PREVIEW_PARAM) === undefined;
    if (!eligible) return next();
    const key = `${c.req.header("host") ?? ""} ${c.req.url.slice(c.req.url.indexOf("/api/"))}`;
    const known = answers.get(key);
    if (known) {
      const encoding = pickEncoding(c.req.header("accept-encoding") ?? "");
      const headers: Record<string, string> = { ...known.headers, Vary: "Accept-Encoding" };
      if (encoding) headers["Content-Encoding"] = encoding;
      return c.body(answers.body(key, known, encoding), 200, headers);
    }
    const generation = answers.generation;
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    if (c.res.status !== 200 || !type.startsWith("application/json")) return;
    answers.set(key, createPage(200, await c.res.clone().text(), { "Content-Type": type }), generation);
  };
}
