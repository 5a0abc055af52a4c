import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { PRIVATE_PAGE } from "../../http/cache-control";
import { RateLimiter } from "../../middleware/rate-limit";
import { type LanguageCode, languageByCode, languageOfPath } from "../../shared/languages";
import { searchMessagesIn } from "../../shared/search";
import { SEARCH_RATE_LIMIT } from "./search.routes";

/** The short page's own words in each language (the sentence is the search's message). */
const TOO_MANY_WORDS: Record<LanguageCode, { title: string; home: string }> = {
  it: { title: "Troppe ricerche", home: "Torna alla home" },
  en: { title: "Too many searches", home: "Back to the home page" },
};

const tooMany = (language: LanguageCode) => {
  const { title, home } = TOO_MANY_WORDS[language];
  const { htmlLang, prefix } = languageByCode(language);
  return `<!doctype html>
<html lang="${htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>${title}</h1><p>${searchMessagesIn(language).rateLimited}</p><p><a href="${prefix || "/"}">${home}</a></p></main>
</body></html>`;
};

/**
 * The results pages (/cerca?q=…, /en/search?q=…) are rendered for each request: one client gets a fair
 * number of them a minute, then a short page in the page's language saying to wait (429 with Retry-After).
 */
export function searchPageLimit(): MiddlewareHandler<AppEnv> {
  const limiter = new RateLimiter(SEARCH_RATE_LIMIT, 60_000);
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (!c.req.query("q")) return next();
    const ip = clientIp(c, c.var.ctx.config.trustProxy);
    const wait = limiter.retryAfter(ip);
    if (wait !== null) {
      return c.html(tooMany(languageOfPath(c.req.path)), 429, {
        "Retry-After": String(wait),
        "Cache-Control": PRIVATE_PAGE,
        "X-Robots-Tag": "noindex",
      });
    }
    limiter.hit(ip);
    return next();
  };
}
