import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { PRIVATE_PAGE } from "../../http/cache-control";
import { RateLimiter } from "../../middleware/rate-limit";
import { searchMessages } from "../../shared/search";
import { SEARCH_RATE_LIMIT } from "./search.routes";

const TOO_MANY = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Troppe ricerche</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>Troppe ricerche</h1><p>${searchMessages.rateLimited}</p><p><a href="/">Torna alla home</a></p></main>
</body></html>`;

/**
 * The results page (/cerca?q=…) is rendered for each request: one client gets a fair number of
 * them a minute, then a short page saying to wait (429 with Retry-After).
 */
export function searchPageLimit(): MiddlewareHandler<AppEnv> {
  const limiter = new RateLimiter(SEARCH_RATE_LIMIT, 60_000);
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (!c.req.query("q")) return next();
    const ip = clientIp(c, c.var.ctx.config.trustProxy);
    const wait = limiter.retryAfter(ip);
    if (wait !== null) {
      return c.html(TOO_MANY, 429, { "Retry-After": String(wait), "Cache-Control": PRIVATE_PAGE, "X-Robots-Tag": "noindex" });
    }
    limiter.hit(ip);
    return next();
  };
}
