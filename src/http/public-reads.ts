import type { MiddlewareHandler } from "hono";
import { readSessionCookie } from "../api/auth/session-cookie";
import { PREVIEW_HEADER } from "../api/blog/preview-links";
import type { ContentChanges } from "../content-changes";
import { PREVIEW_PARAM } from "../shared/blog";
import type { AppEnv } from "./app-env";

/**
 * The API reads every visitor gets alike: published posts, galleries, business facts, page texts.
 * Anyone's answer would be the same JSON until a write announces a change, so it is kept then.
 */
const PUBLIC_READS = [
  /^\/api\/settings$/,
  /^\/api\/blog$/,
  /^\/api\/blog\/(slug|tag)\/[^/]+$/,
  /^\/api\/galleries(\/[^/]+)?$/,
  /^\/api\/pages\/(edited|live|site-texts)$/,
];

export interface PublicReadLimits {
  maxEntries: number;
  /** Bodies summed. */
  maxBytes: number;
}

const DEFAULT_LIMITS: PublicReadLimits = { maxEntries: 200, maxBytes: 4 * 1024 * 1024 };

/**
 * Answers a public read from memory when the same address was read since the last change. Only
 * for a visitor (no session cookie, no preview token) and only 200 answers; a write's
 * announcement drops everything, and a read begun before it is not kept after it.
 */
export function publicReads(changes: ContentChanges, limits: PublicReadLimits = DEFAULT_LIMITS): MiddlewareHandler<AppEnv> {
  const answers = new Map<string, string>();
  let bytes = 0;
  let generation = 0;
  changes.subscribe(() => {
    answers.clear();
    bytes = 0;
    generation += 1;
  });
  const keep = (key: string, body: string) => {
    if (body.length > limits.maxBytes) return;
    answers.set(key, body);
    bytes += body.length;
    for (const [oldest, old] of answers) {
      if (answers.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      answers.delete(oldest);
      bytes -= old.length;
    }
  };

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
    if (known !== undefined) return c.body(known, 200, { "Content-Type": "application/json" });
    const started = generation;
    await next();
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.startsWith("application/json")) return;
    const body = await c.res.clone().text();
    if (started === generation) keep(key, body);
  };
}
