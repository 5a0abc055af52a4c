import { z } from "zod";

/** The three ways a visitor answers the cookie banner, as the admin counts them. */
export const consentChoiceKinds = ["all", "necessary", "custom"] as const;
export type ConsentChoiceKind = (typeof consentChoiceKinds)[number];

export const consentChoiceLabels: Record<ConsentChoiceKind, string> = {
  all: "Accettato tutto",
  necessary: "Solo necessari",
  custom: "Personalizzato",
};

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
  },
  { error: "Dati del consenso non validi" },
);
export type ConsentRecordInput = z.output<typeof consentRecordSchema>;

export function consentChoiceKind(choice: { analytics: boolean; marketing: boolean; functional: boolean }): ConsentChoiceKind {
  const on = [choice.analytics, choice.marketing, choice.functional].filter(Boolean).length;
  if (on === 3) return "all";
  if (on === 0) return "necessary";
  return "custom";
}
