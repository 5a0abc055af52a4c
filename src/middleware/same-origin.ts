import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/http-error";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses writes sent by a page of another site (CSRF): the browser's Origin header, or failing
 * that Sec-Fetch-Site, must name this very host. Clients that send neither (curl, scripts) pass;
 * they cannot ride a visitor's cookies anyway.
 *
 * Hono's csrf() checks only form-like bodies, compares with the URL the server sees (not the
 * host a trusted proxy forwards) and answers in English text: a JSON write from another site
 * carrying a valid session is refused here with an Italian JSON 403 (auth.test.ts, visit.test.ts).
 */
export function sameOriginWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header("origin");
      const host =
        c.req.header("x-forwarded-host") && c.var.ctx.config.trustProxy
          ? c.req.header("x-forwarded-host")
          : (c.req.header("host") ?? new URL(c.req.url).host);
      if (origin !== undefined) {
        let originHost: string | null = null;
        try {
          originHost = origin === "null" ? null : new URL(origin).host;
        } catch {
          originHost = null;
        }
        if (originHost !== host) throw new HttpError(403, "Richiesta rifiutata: proviene da un altro sito");
      } else if (c.req.header("sec-fetch-site") === "cross-site") {
        throw new HttpError(403, "Richiesta rifiutata: proviene da un altro sito");
      }
    }
    await next();
  };
}
