import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { HttpError } from "../../http/http-error";
import { limitBody, readJson } from "../../http/read-body";
import { RateLimiter } from "../../middleware/rate-limit";
import { z } from "zod";
import type { ContactAccepted } from "../../shared/contact/contact-options";
import { contactMessages } from "../../shared/contact/contact-messages";
import { DEFAULT_LANGUAGE, languageOfPath, type LanguageCode } from "../../shared/languages";
import { contactRequestSchemaIn, requestLanguageOf } from "../../shared/schemas/contact";
import { firstIssueMessage } from "../../shared/schemas/validation";
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

/** The language of the page a request says it came from (its Referer), the site's own when it says none. */
function languageOfReferrer(referrer: string | undefined): LanguageCode {
  if (!referrer || !URL.canParse(referrer)) return DEFAULT_LANGUAGE;
  return languageOfPath(new URL(referrer).pathname);
}

/** /api/contact: the public request form (POST /) and the staff inbox (/requests). */
export function contactRoutes() {
  const limiter = new RateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
  const dropped = new DroppedSpam(localDay);

  return new Hono<AppEnv>()
    .post(
      "/",
      // Too long to be read: the page it came from says the visitor's language.
      limitBody(CONTACT_BODY_LIMIT, (c) => contactMessages(languageOfReferrer(c.req.header("referer"))).server.tooLarge),
      async (c) => {
        const { ctx } = c.var;
        const ip = clientIp(c, ctx.config.trustProxy);
        const body = await readJson(c, z.unknown());
        // Every answer, a refusal included, is in the language of the page the form was sent from.
        const language = requestLanguageOf(body);
        const messages = contactMessages(language);
        const wait = limiter.retryAfter(ip);
        if (wait !== null) {
          throw new HttpError(429, messages.server.tooMany(Math.ceil(wait / 60)), { "Retry-After": String(wait) });
        }
        limiter.hit(ip);
        const parsed = contactRequestSchemaIn(language).safeParse(body);
        if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error, messages.invalidTitle));
        const input = parsed.data;
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
          throw new HttpError(503, messages.server.notStored);
        }
        if (smtp && spamReasons.length === 0) ctx.mail.kick();
        return c.json(answer, 201);
      },
    )
    .route("/requests", inboxRoutes());
}
