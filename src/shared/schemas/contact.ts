import { z } from "zod";
import {
  contactChecks,
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
 * Both apply spec §5's three checks in its order and report only the first that fails.
 */

type Check = keyof typeof contactChecks;

const text = (max: number, tooLong: string) =>
  z.string({ error: contactChecks.required.description }).trim().max(max, { error: tooLong });

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: "Valore non valido" })
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((v) => v ?? "");

/** The first of spec §5's checks that the values fail, or null. */
function failedCheck(required: string[], email: string, phone: string): Check | null {
  if (required.some((v) => v.length === 0)) return "required";
  if (!EMAIL_PATTERN.test(email)) return "email";
  if (phone.length < MIN_PHONE_LENGTH) return "phone";
  return null;
}

const tooLong = {
  nome: `Il nome può contenere al massimo ${contactLimits.nome} caratteri`,
  cognome: `Il cognome può contenere al massimo ${contactLimits.cognome} caratteri`,
  email: "Indirizzo email troppo lungo",
  telefono: `Il numero di telefono può contenere al massimo ${contactLimits.telefono} caratteri`,
  azienda: `Il nome dell'azienda può contenere al massimo ${contactLimits.azienda} caratteri`,
  messaggio: `Il messaggio può contenere al massimo ${contactLimits.messaggio} caratteri`,
} as const;

const tipoField = z
  .union([z.enum(contactTipoValues), z.literal("")], { error: "Tipo di applicazione non valido" })
  .optional()
  .transform((v) => v || undefined);

/** The contact form of the public site (spec §3). */
export const contactFormSchema = z
  .object({
    nome: z.string().trim(),
    cognome: z.string().trim(),
    email: z.string().trim(),
    telefono: z.string().trim(),
    azienda: z.string().trim(),
    tipo: tipoField,
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
      ctx.addIssue({ code: "custom", message: contactChecks[check].description, path });
      return;
    }
    for (const key of ["nome", "cognome", "email", "telefono", "azienda", "messaggio"] as const) {
      if (v[key].length > contactLimits[key]) {
        ctx.addIssue({ code: "custom", message: tooLong[key], path: [key] });
        return;
      }
    }
  });

export type ContactFormProblem = { title: string; description: string; field: keyof ContactFormValues };

/** Checks the form as spec §5 says: the toast to show and the field to focus, or null when it may be sent. */
export function checkContactForm(values: ContactFormValues): ContactFormProblem | null {
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = (issue?.path[0] ?? "nome") as keyof ContactFormValues;
  const description = issue?.message ?? contactChecks.required.description;
  const check = (Object.keys(contactChecks) as Check[]).find((k) => contactChecks[k].description === description);
  return { title: check ? contactChecks[check].title : "Dati non validi", description, field };
}

/** POST /api/contact (spec §7 plus the optional fields of decision 24 and the abuse checks). */
export const contactRequestSchema = z
  .object({
    name: text(contactLimits.nome + contactLimits.cognome + 1, tooLong.nome)
      .optional()
      .transform((v) => v ?? ""),
    email: text(contactLimits.email, tooLong.email)
      .optional()
      .transform((v) => v ?? ""),
    phone: text(contactLimits.telefono, tooLong.telefono)
      .optional()
      .transform((v) => v ?? ""),
    company: optionalText(contactLimits.azienda, tooLong.azienda),
    message: optionalText(contactLimits.messaggio + 200, tooLong.messaggio),
    tipo: tipoField,
    marketing_consent: z
      .boolean({ error: "Consenso marketing non valido" })
      .optional()
      .transform((v) => v ?? false),
    website: z.unknown().optional(),
    fill_time_ms: z.number({ error: "Valore non valido" }).finite({ error: "Valore non valido" }).optional(),
    /** Where the visit that sent the request came from (optional, never required by the spec). */
    attribution: requestAttributionSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const check = failedCheck([v.name, v.email, v.phone], v.email, v.phone);
    if (check) ctx.addIssue({ code: "custom", message: contactChecks[check].description, path: [] });
  });

export type ContactRequestInput = z.output<typeof contactRequestSchema>;

export const contactStatusUpdateSchema = z.object({
  status: z.enum(contactRequestStatuses, { error: "Stato non valido: usa nuova, in lavorazione o chiusa" }),
});

/** Query string of the inbox list and of its CSV export. */
export const contactInboxQuerySchema = z.object({
  q: z.string().trim().max(200, { error: "Testo di ricerca troppo lungo" }).optional(),
  tipo: z.enum(contactTipoValues, { error: "Tipo di applicazione non valido" }).optional(),
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
