import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { readSessionCookie } from "../auth/session-cookie";
import { createDocumentLead } from "../../documents/document-leads";
import { countDownload } from "../../documents/download-counts";
import { checkDownloadLink, signDownloadLink } from "../../documents/download-link";
import { publishedDocument } from "../../documents/documents.service";
import { documentFilePath } from "../../documents/file-store";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { DroppedSpam, SPAM_DAILY_CAP, spamReasonsOf, spamStoredLastDay } from "../../leads/spam.service";
import { RateLimiter } from "../../middleware/rate-limit";
import { sameOriginWrites } from "../../middleware/same-origin";
import { documentMessages } from "../../shared/documents";
import { cleanAttribution } from "../../shared/schemas/contact";
import { documentGateSchema } from "../../shared/schemas/documents";
import { localDay } from "../../stats/calendar";
import { isCountedBrowser } from "../../stats/counting";
import { VisitorHasher } from "../../stats/visitor-hash";
import { secretKeyOf } from "../../system/secret-key";
import { downloadHeaders } from "./download-headers";
import { messagePage } from "./message-page";
import { gateWords } from "./gate-words";
import { translatedTitleOf } from "../../documents/document-translations";
import { isLanguageCode, type LanguageCode } from "../../shared/languages";

/** The form is a few fields; anything far larger is not a person writing. */
const GATE_BODY_LIMIT = 16 * 1024;
/** Forms accepted from one address in a window, as for the contact form. */
const GATE_RATE_LIMIT = 8;
const GATE_RATE_WINDOW_MS = 15 * 60 * 1000;
const LINK_PURPOSE = "document-link";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The page in front of a gated document, where its form is. */
const gatePageOf = (slug: string) => `/documentazione/${slug}`;

type Found = NonNullable<ReturnType<typeof publishedDocument>>;

function page(
  c: Context<AppEnv>,
  status: 400 | 403 | 410 | 429,
  title: string,
  message: string,
  slug: string,
  back: { words: (typeof gateWords)[LanguageCode]; page: string } = { words: gateWords.it, page: gatePageOf(slug) },
) {
  return c.html(messagePage(title, message, { href: back.page, label: back.words.back }, back.words.html), status, {
    "Cache-Control": "no-store",
  });
}

/** The language and page a gate form was sent from: an English page sends `lingua=en` and its own address. */
function senderOf(raw: Record<string, string>, slug: string) {
  const language: LanguageCode = raw.lingua && isLanguageCode(raw.lingua) ? raw.lingua : "it";
  const sentFrom = raw.page?.startsWith("/") && !raw.page.startsWith("//") ? raw.page : null;
  return { language, words: gateWords[language], page: language === "it" ? gatePageOf(slug) : (sentFrom ?? gatePageOf(slug)) };
}

/**
 * /documenti/<slug>: the file a published document serves now (the same address whatever file staff
 * replace it with); a gated one asks for contacts first, at /documentazione/<slug>, and is then
 * served through a signed link. Drafts, binned and unknown documents are the site's 404.
 */
export function documentDownloadRoutes() {
  const limiter = new RateLimiter(GATE_RATE_LIMIT, GATE_RATE_WINDOW_MS);
  const dropped = new DroppedSpam(localDay);
  let hasher: VisitorHasher | null = null;

  const serve = (c: Context<AppEnv>, { document, file }: Found, cacheControl: string) => {
    const { ctx } = c.var;
    const path = documentFilePath(ctx.config.uploadsDir, file.url);
    if (!path) return c.json({ message: documentMessages.notFound }, 404);
    const userAgent = c.req.header("user-agent") ?? "";
    const staff = c.var.user !== null || readSessionCookie(c) !== undefined;
    if (c.req.method === "GET" && !staff && isCountedBrowser(userAgent, (name) => c.req.header(name))) {
      const at = new Date();
      hasher ??= new VisitorHasher(ctx.db);
      const visitor = hasher.visitor(localDay(at), clientIp(c, ctx.config.trustProxy), userAgent, c.req.header("host") ?? "");
      countDownload(ctx.db, document.id, visitor, at);
    }
    const headers = downloadHeaders(file.mime, file.original_name, file.size, cacheControl);
    return new Response(c.req.method === "HEAD" ? null : Bun.file(path), { headers });
  };

  return new Hono<AppEnv>()
    .on(["GET", "HEAD"], "/:slug", (c, next) => {
      const slug = c.req.param("slug");
      const found = SLUG.test(slug) ? publishedDocument(c.var.ctx.db, slug) : null;
      if (!found) return next();
      const { scadenza, firma } = c.req.query();
      if (scadenza !== undefined || firma !== undefined) {
        const check = checkDownloadLink(secretKeyOf(c.var.ctx.db).keyFor(LINK_PURPOSE), slug, scadenza ?? "", firma ?? "");
        if (check === "forged") return page(c, 403, "Link non valido", documentMessages.linkForged, slug);
        if (check === "expired") return page(c, 410, "Link scaduto", documentMessages.linkExpired, slug);
        return serve(c, found, "private, no-store");
      }
      if (found.document.gated) return c.redirect(gatePageOf(slug), 303);
      // Revalidated each time: replacing the file changes what the same address answers.
      return serve(c, found, "public, no-cache");
    })
    .post(
      "/:slug",
      sameOriginWrites(),
      bodyLimit({
        maxSize: GATE_BODY_LIMIT,
        onError: (c) => c.text("La richiesta è troppo lunga", 413),
      }),
      async (c, next) => {
        const { ctx } = c.var;
        const slug = c.req.param("slug");
        const found = SLUG.test(slug) ? publishedDocument(ctx.db, slug) : null;
        if (!found?.document.gated) return next();
        const ip = clientIp(c, ctx.config.trustProxy);
        const wait = limiter.retryAfter(ip);
        if (wait !== null) {
          return page(
            c,
            429,
            "Troppe richieste",
            "Hai inviato troppe richieste in poco tempo: riprova tra qualche minuto.",
            slug,
          );
        }
        limiter.hit(ip);
        let raw: Record<string, string> = {};
        try {
          const form = await c.req.formData();
          raw = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
        } catch {
          return page(c, 400, "Modulo non valido", "Il modulo inviato non è valido: compilalo di nuovo.", slug);
        }
        const sender = senderOf(raw, slug);
        const parsed = documentGateSchema.safeParse(raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const message = sender.words.fields[String(issue?.path[0] ?? "")] ?? issue?.message ?? sender.words.check;
          return page(c, 400, sender.words.check, message, slug, sender);
        }
        const input = parsed.data;
        const now = new Date();
        const link = signDownloadLink(secretKeyOf(ctx.db).keyFor(LINK_PURPOSE), slug, now);
        const address = `/documenti/${slug}?scadenza=${link.scadenza}&firma=${link.firma}`;
        const spamReasons = spamReasonsOf({ ...input, name: input.nome, company: input.azienda, message: "" });
        if (spamReasons.length > 0 && spamStoredLastDay(ctx.db, now) >= SPAM_DAILY_CAP) {
          dropped.note(now);
          return c.redirect(address, 303);
        }
        const smtp = ctx.mail.smtp();
        const origin = ctx.config.publicUrl ?? new URL(c.req.url).origin;
        createDocumentLead(ctx.db, found.document, input, {
          attribution: cleanAttribution({ ...raw, page: raw.page || gatePageOf(slug) }),
          spamReasons,
          smtp,
          site: ctx.settings.getPublic(),
          link: new URL(address, origin).toString(),
          language: sender.language,
          shownTitle:
            sender.language === "it"
              ? found.document.title
              : (translatedTitleOf(ctx.db, found.document.id, sender.language) ?? found.document.title),
          now,
        });
        if (smtp && spamReasons.length === 0) ctx.mail.kick();
        return c.redirect(address, 303);
      },
    );
}
