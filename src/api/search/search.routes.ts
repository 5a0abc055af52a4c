import { Hono, type Context } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { RateLimiter } from "../../middleware/rate-limit";
import { requireRole } from "../../middleware/require-role";
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from "../../shared/languages";
import { searchMessagesIn, synonymGroupSchema } from "../../shared/search";
import { MAX_RESULT_PAGE } from "../../shared/search-addresses";
import { SEARCH_LANGUAGE_PARAM } from "../../shared/search-addresses";
import { statisticsQuerySchema } from "../../shared/schemas/visit";
import { firstIssueMessage } from "../../shared/schemas/validation";
import { addDays, localDay } from "../../stats/calendar";

/** Searches (results pages) one client may ask for in a minute: far more than a person reads. */
export const SEARCH_RATE_LIMIT = 30;
/** Suggestions come as the visitor types (debounced): a more generous allowance. */
const SUGGESTION_RATE_LIMIT = 120;
const WINDOW_MS = 60_000;
const NOT_FOUND = "Gruppo di sinonimi non trovato";

/** Refuses a client over its allowance with 429 and a message in the edition's language; counts the request otherwise. */
function limitPerClient(limiter: RateLimiter, c: Context<AppEnv>, language: LanguageCode): void {
  limiter.take(clientIp(c, c.var.ctx.config.trustProxy), searchMessagesIn(language).rateLimited);
}

function idOf(c: Context<AppEnv>): number {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,12}$/.test(raw)) throw new HttpError(404, NOT_FOUND);
  return Number(raw);
}

/** The edition searched: `?lingua=en`, Italian when not said. */
function languageOf(c: Context<AppEnv>): LanguageCode {
  const raw = c.req.query(SEARCH_LANGUAGE_PARAM);
  if (raw === undefined || raw === "") return DEFAULT_LANGUAGE;
  if (!isLanguageCode(raw)) throw new HttpError(400, `Lingua non valida: usa ${LANGUAGE_CODES.join(" o ")}`);
  return raw;
}

function pageOf(c: Context<AppEnv>): number {
  const raw = c.req.query("pagina");
  if (raw === undefined) return 1;
  const page = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  if (page < 1 || page > MAX_RESULT_PAGE) throw new HttpError(400, `La pagina dei risultati va da 1 a ${MAX_RESULT_PAGE}`);
  return page;
}

/** /api/search: the site search for visitors, its synonyms for staff, its counts for the statistics. */
export function searchRoutes() {
  const searches = new RateLimiter(SEARCH_RATE_LIMIT, WINDOW_MS);
  const suggestions = new RateLimiter(SUGGESTION_RATE_LIMIT, WINDOW_MS);

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const language = languageOf(c);
      limitPerClient(searches, c, language);
      const page = pageOf(c);
      // Just after a change the index first takes it in; that wait is told apart from the search itself.
      const waited = performance.now();
      await c.var.ctx.search.ready();
      const started = performance.now();
      const answer = await c.var.ctx.search.search(c.req.query("q") ?? "", { page, count: true, language });
      return c.json(answer, 200, {
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
        // How long the search took, for whoever looks (the browser's tools, the benchmark).
        "Server-Timing": `index;dur=${(started - waited).toFixed(2)}, search;dur=${(performance.now() - started).toFixed(2)}`,
      });
    })
    .get("/suggestions", async (c) => {
      const language = languageOf(c);
      limitPerClient(suggestions, c, language);
      return c.json(await c.var.ctx.search.suggest(c.req.query("q") ?? "", language), 200, { "Cache-Control": "no-store" });
    })
    .get("/statistics", requireRole("statistics"), (c) => {
      const today = localDay(new Date());
      const parsed = statisticsQuerySchema.safeParse({
        from: c.req.query("from") ?? addDays(today, -29),
        to: c.req.query("to") ?? today,
      });
      if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
      return c.json(c.var.ctx.search.counter.report(parsed.data.from, parsed.data.to));
    })
    .get("/synonyms", requireRole("search"), (c) => c.json(c.var.ctx.search.synonyms.list()))
    .post("/synonyms", requireRole("search"), async (c) => {
      const { terms } = await readJson(c, synonymGroupSchema);
      const created = c.var.ctx.search.synonyms.create(terms);
      recordAudit(c, { event: "search.synonyms_added", target: `sinonimi ${created.id}`, details: { terms } });
      return c.json(created, 201);
    })
    .put("/synonyms/:id", requireRole("search"), async (c) => {
      const id = idOf(c);
      const { terms } = await readJson(c, synonymGroupSchema);
      const updated = c.var.ctx.search.synonyms.update(id, terms);
      if (!updated) throw new HttpError(404, NOT_FOUND);
      recordAudit(c, { event: "search.synonyms_changed", target: `sinonimi ${id}`, details: { terms } });
      return c.json(updated);
    })
    .delete("/synonyms/:id", requireRole("search"), (c) => {
      const id = idOf(c);
      const before = c.var.ctx.search.synonyms.get(id);
      if (!before || !c.var.ctx.search.synonyms.remove(id)) throw new HttpError(404, NOT_FOUND);
      recordAudit(c, { event: "search.synonyms_deleted", target: `sinonimi ${id}`, details: { terms: before.terms } });
      return c.json({ ok: true });
    });
}
