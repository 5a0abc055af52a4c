import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { RateLimiter } from "../../middleware/rate-limit";
import type { ContactAccepted } from "../../shared/contact/contact-options";
import { contactRequestSchema } from "../../shared/schemas/contact";
import { localDay } from "../../stats/calendar";
import { createContactRequest } from "./contact.service";
import { isCountedBrowser } from "../../stats/counting";
import { inboxRoutes } from "./inbox.routes";
import { DroppedSpam, SPAM_DAILY_CAP, spamReasonsOf, spamStoredLastDay } from "../../leads/spam.service";

/** A request is a few kilobytes of text; anything far larger is not a person writing. */
const CONTACT_BODY_LIMIT = 32 * 1024;
/** Requests accepted from one address in a window: plenty for people, a wall for floods. */
export const CONTACT_RATE_LIMIT = 8;
const CONTACT_RATE_WINDOW_MS = 15 * 60 * 1000;

/** /api/contact: the public request form (POST /) and the staff inbox (/requests). */
export function contactRoutes() {
  const limiter = new RateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
  const dropped = new DroppedSpam(localDay);

  return new Hono<AppEnv>()
    .post(
      "/",
      bodyLimit({
        maxSize: CONTACT_BODY_LIMIT,
        onError: () => {
          throw new HttpError(413, "La richiesta è troppo lunga: accorcia il messaggio e riprova");
        },
      }),
      async (c) => {
        const { ctx } = c.var;
        const ip = clientIp(c, ctx.config.trustProxy);
        const wait = limiter.retryAfter(ip);
        if (wait !== null) {
          const minutes = Math.ceil(wait / 60);
          throw new HttpError(
            429,
            `Hai inviato troppe richieste in poco tempo. Riprova tra ${minutes === 1 ? "un minuto" : `${minutes} minuti`} o contattaci telefonicamente.`,
            { "Retry-After": String(wait) },
          );
        }
        limiter.hit(ip);
        const input = await readJson(c, contactRequestSchema);
        const smtp = ctx.mail.smtp();
        const answer: ContactAccepted = { ok: true, confirmationEmail: smtp !== null };
        // What looks sent by a program is stored as possible spam, for staff to look at: an autofilled
        // form is sent as fast as a robot's. Its sender gets the same answer as anyone.
        const spamReasons = spamReasonsOf(input);
        const now = new Date();
        if (spamReasons.length > 0 && spamStoredLastDay(ctx.db, now) >= SPAM_DAILY_CAP) {
          dropped.note(now);
          return c.json(answer, 201);
        }
        try {
          createContactRequest(ctx.db, input, {
            smtp,
            site: ctx.settings.getPublic(),
            publicUrl: ctx.config.publicUrl,
            spamReasons,
            visitCounted: !c.var.user && isCountedBrowser(c.req.header("user-agent"), (name) => c.req.header(name)),
            now,
          });
        } catch (error) {
          // Not stored means not acknowledged: the visitor is told to try again rather than thanked.
          console.error("[contatti] richiesta non salvata:", error);
          throw new HttpError(
            503,
            "Non è stato possibile registrare la richiesta. Riprova tra poco o contattaci telefonicamente.",
          );
        }
        if (smtp && spamReasons.length === 0) ctx.mail.kick();
        return c.json(answer, 201);
      },
    )
    .route("/requests", inboxRoutes());
}
