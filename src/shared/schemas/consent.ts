import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../languages";

/** POST /api/consent: one choice made in the cookie banner, with the random id the browser keeps beside it. */
export const consentRecordSchema = z.strictObject(
  {
    consent_id: z.uuid({ error: "Identificativo del consenso non valido" }),
    version: z
      .string({ error: "Versione della policy non valida" })
      .regex(/^[0-9A-Za-z.-]{1,20}$/, { error: "Versione della policy non valida" }),
    analytics: z.boolean({ error: "Scelta non valida" }),
    marketing: z.boolean({ error: "Scelta non valida" }),
    functional: z.boolean({ error: "Scelta non valida" }),
    /** The language the banner was shown in (Italian when a browser with an older script does not say). */
    language: z
      .enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], { error: "Lingua non valida" })
      .optional()
      .transform((v) => v ?? DEFAULT_LANGUAGE),
  },
  { error: "Dati del consenso non validi" },
);
export type ConsentRecordInput = z.output<typeof consentRecordSchema>;
