import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { RateLimiter } from "../../middleware/rate-limit";
import type { ContactAccepted } from "../../shared/contact/contact-options";
import { contactRequestSchema, type ContactRequestInput } from "../../shared/schemas/contact";
import { createContactRequest } from "./contact.service";
import { inboxRoutes } from "./inbox.routes";

/** A request is a few kilobytes of text; anything far larger is not a person writing. */
const CONTACT_BODY_LIMIT = 32 * 1024;
/** Requests accepted from one address in a window: plenty for people, a wall for floods. */
export const CONTACT_RATE_LIMIT = 8;
const CONTACT_RATE_WINDOW_MS = 15 * 60 * 1000;
/** Faster than this, from the form appearing to its submission, is a robot. */
const MIN_FILL_TIME_MS = 3000;

/** What a robot gives away: the hidden field filled in, or a form sent faster than anyone can type. */
function looksAutomated(input: ContactRequestInput): boolean {
  const honeypot = input.website;
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return true;
  return input.fill_time_ms !== undefined && input.fill_time_ms < MIN_FILL_TIME_MS;
}

/** /api/contact: the public request form (POST /) and the staff inbox (/requests). */
export function contactRoutes() {
  const limiter = new RateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);

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
        // A robot gets the same answer as a person, and nothing is stored.
        if (looksAutomated(input)) return c.json(answer, 201);
        try {
          createContactRequest(ctx.db, input, { smtp, site: ctx.settings.getPublic(), publicUrl: ctx.config.publicUrl });
        } catch (error) {
          // Not stored means not acknowledged: the visitor is told to try again rather than thanked.
          console.error("[contatti] richiesta non salvata:", error);
          throw new HttpError(
            503,
            "Non è stato possibile registrare la richiesta. Riprova tra poco o contattaci telefonicamente.",
          );
        }
        if (smtp) ctx.mail.kick();
        return c.json(answer, 201);
      },
    )
    .route("/requests", inboxRoutes());
}
