import { count, gte } from "drizzle-orm";
import { Hono } from "hono";
import { consentRecords } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { HttpError } from "../../http/http-error";
import { RateLimiter } from "../../middleware/rate-limit";
import { consentRecordSchema } from "../../shared/schemas/consent";
import { recordConsent } from "../../stats/consent-records";
import { limitBody, readJson } from "../../http/read-body";

const CONSENT_BODY_LIMIT = 2 * 1024;
/** Choices accepted from one address per minute: a person changes their mind a few times at most. */
export const CONSENT_RATE_LIMIT = 20;
/** Choices stored in one day at most, whatever the number of addresses sending them. */
export const CONSENT_DAILY_CAP = 20_000;

/** POST /api/consent: the public record of a cookie-banner choice. 204 once stored. */
export function consentRoutes(now: () => Date = () => new Date()) {
  const limiter = new RateLimiter(CONSENT_RATE_LIMIT, 60_000, () => now().getTime());
  let stored: { day: string; count: number } | null = null;
  return new Hono<AppEnv>().post("/", limitBody(CONSENT_BODY_LIMIT), async (c) => {
    const { ctx } = c.var;
    limiter.take(clientIp(c, ctx.config.trustProxy), "Troppe scelte inviate in poco tempo: riprova più tardi");
    const input = await readJson(c, consentRecordSchema, { beacon: true });
    const at = now();
    const day = at.toISOString().slice(0, 10);
    if (stored?.day !== day) {
      const n = ctx.db.select({ n: count() }).from(consentRecords).where(gte(consentRecords.created_at, day)).get()?.n ?? 0;
      stored = { day, count: n };
    }
    if (stored.count >= CONSENT_DAILY_CAP) {
      throw new HttpError(429, "Troppe scelte registrate oggi: la tua scelta resta valida in questo browser");
    }
    recordConsent(ctx.db, input, at);
    stored.count += 1;
    return c.body(null, 204);
  });
}
