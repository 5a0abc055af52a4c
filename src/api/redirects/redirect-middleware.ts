import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env";
import { hasControlCharacter, isReservedPath } from "../../shared/schemas/redirects";

/** The not-found page's HTML response, for an address a rule says is gone (410). */
export type NotFoundPage = (c: Context<AppEnv>) => Promise<Response>;

/** The host of the page that linked here, nothing more. */
function referrerHost(header: string | undefined): string | null {
  if (!header) return null;
  try {
    return new URL(header).host.slice(0, 200) || null;
  } catch {
    return null;
  }
}

/**
 * Staff's redirect rules, before any page (and its cache): 301/302 to the rule's destination,
 * or 410 with the not-found page. A page that ends up a 404 is counted in the 404 report.
 */
export function siteRedirects(notFoundPage: NotFoundPage): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The site's own addresses (the API, the staff area, files) meet no rule and are not pages visitors lose.
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || isReservedPath(c.req.path)) return next();
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return next();
    }
    // A control character is in no address of the site nor of an old one: no rule, not in the 404 report.
    if (hasControlCharacter(path)) return next();
    if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
    const store = c.var.ctx.redirects;
    const answer = store.answer(path, url.search);
    if (answer?.location) {
      const cache = answer.status === 301 ? "public, max-age=3600" : "no-cache";
      return new Response(null, { status: answer.status, headers: { Location: answer.location, "Cache-Control": cache } });
    }
    if (answer) {
      const page = await notFoundPage(c);
      return new Response(c.req.method === "HEAD" ? null : page.body, { status: 410, headers: page.headers });
    }
    await next();
    if (c.res.status === 404) store.notFound.record(path, referrerHost(c.req.header("referer")));
  };
}
