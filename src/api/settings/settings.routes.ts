import { type Context, Hono } from "hono";
import { recordAudit } from "../../http/audit-request";
import type { AppContext } from "../../context";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { explainSendError } from "../../mail/send-error";
import { saveStoredSmtp } from "../../mail/smtp-config";
import { requireRole } from "../../middleware/require-role";
import { endpointRefusal, scopeOfSettings } from "../../system/endpoint-guard";
import type { AdminSettings, SmtpTestAnswer, SmtpView } from "../../shared/schemas/settings-answers";
import { publicSettingsSchema } from "../../shared/schemas/settings";
import { smtpSettingsSchema, smtpTestSchema } from "../../shared/schemas/smtp";
import { businessTextsSchema, type BusinessTextsAnswer, type BusinessTextsEditor } from "../../shared/schemas/business-texts";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "../../shared/languages";
import { businessTextsEditor, businessTextsIn, saveBusinessTexts } from "../../translations/business-texts";

const languageMessages = {
  unknown: "Lingua non valida: scegli it (italiano) o en (inglese)",
  translation:
    "Scegli la lingua della traduzione (en, inglese): i testi in italiano si modificano nei dati dell'azienda e nei testi del sito",
} as const;

/** `?lingua=`: the language of the business texts read (none: Italian). */
function languageOf(c: Context<AppEnv>): LanguageCode {
  const value = c.req.query("lingua") ?? DEFAULT_LANGUAGE;
  if (!isLanguageCode(value)) throw new HttpError(400, languageMessages.unknown);
  return value;
}

/** The language of a translation staff edit: any but Italian. */
function translationLanguageOf(c: Context<AppEnv>): LanguageCode {
  const language = languageOf(c);
  if (language === DEFAULT_LANGUAGE) throw new HttpError(400, languageMessages.translation);
  return language;
}

/** Which SMTP fields a save changed, by name; a typed password counts as changed without its value. */
function changedSmtpFields(before: SmtpView, after: SmtpView, password: string | undefined): string[] {
  const keys = ["host", "port", "security", "user", "from", "recipient"] as const;
  const fields: string[] = keys.filter((key) => before[key] !== after[key]);
  if (password) fields.push("password");
  return fields;
}

function adminSettings(ctx: AppContext): AdminSettings {
  return {
    values: ctx.settings.getPublic(),
    examples: ctx.settings.examplePublicKeys(),
    smtp: ctx.mail.view(),
  } satisfies AdminSettings;
}

/**
 * /api/settings: the public business facts (GET /, never SMTP or other secrets) and, for staff,
 * everything /admin/impostazioni edits. The SMTP password is written, never read back.
 */
export function settingsRoutes() {
  return new Hono<AppEnv>()
    .get("/", (c) => c.json(c.var.ctx.settings.getPublic()))
    .get("/admin", requireRole("settings"), (c) => c.json(adminSettings(c.var.ctx)))
    .get("/texts", (c) => c.json<BusinessTextsAnswer>(businessTextsIn(c.var.ctx.db, languageOf(c))))
    .get("/texts/admin", requireRole("settings"), (c) =>
      c.json<BusinessTextsEditor>(businessTextsEditor(c.var.ctx.db, translationLanguageOf(c))),
    )
    .put("/texts", requireRole("settings"), async (c) => {
      const language = translationLanguageOf(c);
      const input = await readJson(c, businessTextsSchema);
      const { ctx } = c.var;
      const changed = saveBusinessTexts(ctx.db, language, input, c.var.user?.email ?? "");
      ctx.changes.announce("settings");
      recordAudit(c, { event: "settings.texts_translated", details: { language, fields: changed } });
      return c.json<BusinessTextsEditor>(businessTextsEditor(ctx.db, language));
    })
    .put("/", requireRole("settings"), async (c) => {
      const input = await readJson(c, publicSettingsSchema);
      const { ctx } = c.var;
      const changed = ctx.settings.updatePublic(input);
      ctx.changes.announce("settings");
      if (changed.length > 0) recordAudit(c, { event: "settings.changed", details: { fields: changed } });
      return c.json(adminSettings(ctx));
    })
    .get("/email-status", requireRole("dashboard"), (c) => c.json(c.var.ctx.mail.status()))
    .put("/smtp", requireRole("settings"), async (c) => {
      const { ctx } = c.var;
      if (ctx.mail.status().source === "env") {
        throw new HttpError(409, "Il server SMTP è impostato dalle variabili d'ambiente (SMTP_*): modificale sul server");
      }
      const input = await readJson(c, smtpSettingsSchema);
      if (input.host) {
        const refused = await endpointRefusal(input.host, scopeOfSettings(ctx.config.allowPrivateEndpoints), "mail");
        if (refused) throw new HttpError(400, refused, {}, "host");
      }
      const before = ctx.mail.view();
      saveStoredSmtp(ctx.db, input);
      ctx.changes.announce("settings");
      // Field names only: never the values (the password least of all).
      recordAudit(c, {
        event: "settings.email_changed",
        details: { fields: changedSmtpFields(before, ctx.mail.view(), input.password) },
      });
      ctx.mail.kick();
      return c.json(adminSettings(ctx));
    })
    .post("/smtp/test", requireRole("settings"), async (c) => {
      const { ctx } = c.var;
      const { to } = await readJson(c, smtpTestSchema);
      const smtp = ctx.mail.smtp();
      if (!smtp) throw new HttpError(409, "Invio email non configurato: salva prima i dati del server SMTP");
      const recipient = to || smtp.recipient;
      const site = ctx.settings.getPublic();
      try {
        await ctx.mail.sendNow({
          to: recipient,
          subject: `Email di prova - ${site.companyName}`,
          text: `Questa è un'email di prova inviata dall'area riservata del sito di ${site.companyName}.\n\nSe la stai leggendo, l'invio delle email funziona: le richieste dal modulo di contatto arriveranno a ${smtp.recipient} e ogni richiedente riceverà la conferma.\n`,
        });
      } catch (error) {
        const failure = explainSendError(error, smtp);
        console.warn(`[email] email di prova a ${recipient} non riuscita: ${failure.raw}`);
        recordAudit(c, {
          event: "settings.email_tested",
          outcome: "failed",
          target: recipient,
          details: { host: smtp.host, reason: failure.message },
        });
        throw new HttpError(502, `Invio non riuscito: ${failure.message}`);
      }
      recordAudit(c, { event: "settings.email_tested", target: recipient, details: { host: smtp.host } });
      return c.json({ message: `Email di prova inviata a ${recipient}` } satisfies SmtpTestAnswer);
    });
}
