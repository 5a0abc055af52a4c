import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/client-ip";
import { HttpError } from "../http/http-error";
import { RateLimiter } from "../middleware/rate-limit";
import { consentRecordSchema } from "../shared/schemas/consent";
import { recordConsent } from "./consent-records";
import { readBeaconJson } from "./read-body";

const CONSENT_BODY_LIMIT = 2 * 1024;
/** Choices accepted from one address per minute: a person changes their mind a few times at most. */
export const CONSENT_RATE_LIMIT = 20;

/** POST /api/consent: the public record of a cookie-banner choice. 204 once stored. */
export function consentRoutes(now: () => Date = () => new Date()) {
  const limiter = new RateLimiter(CONSENT_RATE_LIMIT, 60_000, () => now().getTime());
  return new Hono<AppEnv>().post(
    "/",
    bodyLimit({
      maxSize: CONSENT_BODY_LIMIT,
      onError: () => {
        throw new HttpError(413, "Il contenuto inviato è troppo grande");
      },
    }),
    async (c) => {
      const { ctx } = c.var;
      const ip = clientIp(c, ctx.config.trustProxy);
      const wait = limiter.retryAfter(ip);
      if (wait !== null) {
        throw new HttpError(429, "Troppe scelte inviate in poco tempo: riprova più tardi", { "Retry-After": String(wait) });
      }
      limiter.hit(ip);
      const input = await readBeaconJson(c, consentRecordSchema);
      recordConsent(ctx.db, input, now());
      return c.body(null, 204);
    },
  );
}
