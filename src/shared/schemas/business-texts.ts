import { z } from "zod";
import { BUSINESS_TEXT_FIELDS, BUSINESS_TEXT_LIMITS, type BusinessTextField, businessTextLabels } from "../business-texts";

const text = (field: BusinessTextField) =>
  z
    .string({ error: `${businessTextLabels[field]} (inglese): campo obbligatorio` })
    .trim()
    .min(1, { error: `${businessTextLabels[field]} (inglese): campo obbligatorio` })
    .max(BUSINESS_TEXT_LIMITS[field], {
      error: `${businessTextLabels[field]} (inglese): al massimo ${BUSINESS_TEXT_LIMITS[field]} caratteri`,
    });

/** PUT /api/settings/texts?lingua=en: a language's company description and opening hours. */
export const businessTextsSchema = z.strictObject({
  companyDescription: text("companyDescription"),
  openingHours: text("openingHours"),
});

const textsAnswer = z.strictObject({ companyDescription: z.string(), openingHours: z.string() });

/** GET /api/settings/texts?lingua=en: the texts a language's pages show (its own, else the built-in ones). */
export const businessTextsAnswerSchema = textsAnswer;
export type BusinessTextsAnswer = z.infer<typeof businessTextsAnswerSchema>;

/** GET /api/settings/texts/admin?lingua=en (and the save's answer): the translation beside its Italian. */
export const businessTextsEditorSchema = z.strictObject({
  language: z.string(),
  values: textsAnswer,
  /** The Italian as visitors read it now. */
  original: textsAnswer,
  /** The fields whose Italian changed after the translation was last saved. */
  outdated: z.array(z.enum(BUSINESS_TEXT_FIELDS)),
  /** Null while the built-in texts are shown. */
  savedAt: z.string().nullable(),
  savedBy: z.string().nullable(),
});
export type BusinessTextsEditor = z.infer<typeof businessTextsEditorSchema>;
