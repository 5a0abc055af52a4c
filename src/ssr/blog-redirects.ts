import type { MiddlewareHandler } from "hono";
import { resolveOldAddress } from "../api/blog/post-redirects";
import type { AppEnv } from "../http/app-env";
import { resolveOldReferenceAddress } from "../references/references.service";
import { resolveOldTranslatedReferenceAddress } from "../references/reference-translations";

/**
 * Old article (and reference) addresses never break: a page that would be a 404 is looked up among them, and
 * answers 301 to the article's current address, or 410 (with the not-found page) when the
 * article was deleted. Only 404s pay for the lookup.
 */
export function blogRedirects(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || (c.req.method !== "GET" && c.req.method !== "HEAD")) return;
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return;
    }
    const old =
      resolveOldAddress(c.var.ctx.db, path) ??
      resolveOldReferenceAddress(c.var.ctx.db, path) ??
      resolveOldTranslatedReferenceAddress(c.var.ctx.db, path);
    if (!old) return;
    if (old.kind === "moved") {
      c.res = new Response(null, { status: 301, headers: { Location: old.location, "Cache-Control": "public, max-age=3600" } });
      return;
    }
    const headers = new Headers(c.res.headers);
    c.res = new Response(c.res.body, { status: 410, headers });
  };
}
