import { z } from "zod";
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from "../languages";
import type { ContactMessages } from "../contact/contact-message-table";
import { contactMessages } from "../contact/contact-messages";
import {
  contactLimits,
  contactTipoValues,
  EMAIL_PATTERN,
  MIN_PHONE_LENGTH,
  type ContactFormValues,
} from "../contact/contact-options";
import { contactRequestStatuses } from "../contact/inbox";
import { type RequestAttribution, requestAttributionSchema } from "./visit";

/*
 * Decision 24: two schemas, one set of messages. The form's (nome, cognome, …) runs in the
 * browser before sending; the request's (name, email, phone, …, spec §7) runs on the server.
 * Both apply spec §5's three checks in its order and report only the first that fails, in the
 * language of the page the form is on (the message tables of src/shared/contact).
 */

type Check = keyof ContactMessages["checks"];

/** The first of spec §5's checks that the values fail, or null. */
function failedCheck(required: string[], email: string, phone: string): Check | null {
  if (required.some((v) => v.length === 0)) return "required";
  if (!EMAIL_PATTERN.test(email)) return "email";
  if (phone.length < MIN_PHONE_LENGTH) return "phone";
  return null;
}

const tipoField = (messages: ContactMessages) =>
  z
    .union([z.enum(contactTipoValues), z.literal("")], { error: messages.invalidTipo })
    .optional()
    .transform((v) => v || undefined);

/** The contact form of the public site (spec §3), with the messages of one language. */
function contactFormSchemaIn(messages: ContactMessages) {
  return z
    .object({
      nome: z.string().trim(),
      cognome: z.string().trim(),
      email: z.string().trim(),
      telefono: z.string().trim(),
      azienda: z.string().trim(),
      tipo: tipoField(messages),
      messaggio: z.string().trim(),
      marketing: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const check = failedCheck([v.nome, v.cognome, v.email, v.telefono], v.email, v.telefono);
      if (check) {
        const path =
          check === "required"
            ? [(["nome", "cognome", "email", "telefono"] as const).find((k) => v[k].length === 0) ?? "nome"]
            : [check === "email" ? "email" : "telefono"];
        ctx.addIssue({ code: "custom", message: messages.checks[check].description, path });
        return;
      }
      for (const key of ["nome", "cognome", "email", "telefono", "azienda", "messaggio"] as const) {
        if (v[key].length > contactLimits[key]) {
          ctx.addIssue({ code: "custom", message: messages.tooLong[key], path: [key] });
          return;
        }
      }
    });
}

export type ContactFormProblem = { title: string; description: string; field: keyof ContactFormValues };

/** Checks the form as spec §5 says: the toast to show and the field to focus, or null when it may be sent. */
export function checkContactForm(
  values: ContactFormValues,
  language: LanguageCode = DEFAULT_LANGUAGE,
): ContactFormProblem | null {
  const messages = contactMessages(language);
  const parsed = contactFormSchemaIn(messages).safeParse(values);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = (issue?.path[0] ?? "nome") as keyof ContactFormValues;
  const description = issue?.message ?? messages.checks.required.description;
  const check = (Object.keys(messages.checks) as Check[]).find((k) => messages.checks[k].description === description);
  return { title: check ? messages.checks[check].title : messages.invalidTitle, description, field };
}

/** POST /api/contact (spec §7 plus the optional fields of decision 24 and the abuse checks), answered in `language`. */
export function contactRequestSchemaIn(language: LanguageCode) {
  const messages = contactMessages(language);
  const text = (max: number, tooLong: string) =>
    z
      .string({ error: messages.checks.required.description })
      .trim()
      .max(max, { error: tooLong })
      .optional()
      .transform((v) => v ?? "");
  const optionalText = (max: number, tooLong: string) =>
    z
      .string({ error: messages.invalidValue })
      .trim()
      .max(max, { error: tooLong })
      .optional()
      .transform((v) => v ?? "");
  return z
    .object({
      name: text(contactLimits.nome + contactLimits.cognome + 1, messages.tooLong.nome),
      email: text(contactLimits.email, messages.tooLong.email),
      phone: text(contactLimits.telefono, messages.tooLong.telefono),
      company: optionalText(contactLimits.azienda, messages.tooLong.azienda),
      message: optionalText(contactLimits.messaggio + 200, messages.tooLong.messaggio),
      tipo: tipoField(messages),
      marketing_consent: z
        .boolean({ error: messages.invalidMarketing })
        .optional()
        .transform((v) => v ?? false),
      /** The language of the page it was sent from (the site's own when not said). */
      language: z
        .enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], { error: messages.invalidLanguage })
        .optional()
        .transform((v) => v ?? DEFAULT_LANGUAGE),
      website: z.unknown().optional(),
      fill_time_ms: z.number({ error: messages.invalidValue }).finite({ error: messages.invalidValue }).optional(),
      /** Where the visit that sent the request came from (optional, never required by the spec). */
      attribution: requestAttributionSchema.optional(),
    })
    .superRefine((v, ctx) => {
      const check = failedCheck([v.name, v.email, v.phone], v.email, v.phone);
      if (check) ctx.addIssue({ code: "custom", message: messages.checks[check].description, path: [] });
    });
}

/** The language a request body says it was sent in, before it is checked: its answer is in that language. */
export function requestLanguageOf(body: unknown): LanguageCode {
  const language = typeof body === "object" && body !== null ? (body as { language?: unknown }).language : undefined;
  return typeof language === "string" && isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

export type ContactRequestInput = z.output<ReturnType<typeof contactRequestSchemaIn>>;

export const contactStatusUpdateSchema = z.object({
  status: z.enum(contactRequestStatuses, { error: "Stato non valido: usa nuova, in lavorazione o chiusa" }),
});

/** Query string of the inbox list and of its CSV export. */
export const contactInboxQuerySchema = z.object({
  q: z.string().trim().max(200, { error: "Testo di ricerca troppo lungo" }).optional(),
  tipo: z.enum(contactTipoValues, { error: "Tipo di applicazione non valido" }).optional(),
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], { error: "Lingua non valida" }).optional(),
  status: z.enum(contactRequestStatuses, { error: "Stato non valido" }).optional(),
  assignee: z
    .union([z.literal("nessuno"), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)], {
      error: "Persona non valida",
    })
    .optional(),
  spam: z
    .literal("1", { error: "Filtro non valido" })
    .optional()
    .transform((v) => v === "1" || undefined),
  page: z.coerce
    .number({ error: "Pagina non valida" })
    .int({ error: "Pagina non valida" })
    .min(1, { error: "Pagina non valida" })
    .max(100_000, { error: "Pagina non valida" })
    .optional(),
});

/**
 * The parts of a visit's origin the server accepts: a malformed value (an odd referrer, say) is
 * left out in the browser rather than making the server refuse the whole request.
 */
export function cleanAttribution(raw: Record<string, unknown>): RequestAttribution {
  const clean: Record<string, string> = {};
  for (const [key, schema] of Object.entries(requestAttributionSchema.shape)) {
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success && parsed.data) clean[key] = parsed.data;
  }
  return clean;
}

/** A note on a request (POST /api/contact/requests/:id/notes). */
export const requestNoteSchema = z.object(
  {
    body: z
      .string({ error: "Scrivi il testo della nota" })
      .trim()
      .min(1, { error: "Scrivi il testo della nota" })
      .max(2000, { error: "La nota può contenere al massimo 2000 caratteri" }),
  },
  { error: "Scrivi il testo della nota" },
);

/** Who follows a request up (PUT /api/contact/requests/:id/assignee): a person's id, or null for nobody. */
export const requestAssigneeSchema = z.object(
  {
    assignee_id: z
      .number({ error: "Scegli una persona" })
      .int({ error: "Scegli una persona" })
      .positive({ error: "Scegli una persona" })
      .nullable(),
  },
  { error: "Scegli una persona" },
);
