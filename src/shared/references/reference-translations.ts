import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import { REFERENCE_LIMITS, referenceMessages } from "../schemas/references";
import { slugify } from "../slug";
import { REFERENCE_STATUSES } from "./reference-fields";

/**
 * The texts of a reference a translator writes again in another language. The facts (sector, place, year,
 * spaces, products, photos) stay the original's; the figures' labels and the photos' alt texts are
 * translated by position. For each field a translation keeps the fingerprint of the Italian as it was when
 * last saved: a field whose Italian changed since is 'Da aggiornare'.
 */
export const REFERENCE_TRANSLATED_FIELDS = [
  "title",
  "challenge",
  "solution",
  "result",
  "quote_text",
  "quote_role",
  "figure_labels",
  "photo_alts",
] as const;
export type ReferenceTranslatedField = (typeof REFERENCE_TRANSLATED_FIELDS)[number];

/** How the editor and the dashboard name each field. */
export const referenceTranslatedFieldLabels: Record<ReferenceTranslatedField, string> = {
  title: "Titolo",
  challenge: "La sfida",
  solution: "La soluzione",
  result: "Il risultato",
  quote_text: "Citazione",
  quote_role: "Ruolo di chi parla",
  figure_labels: "Etichette dei dati",
  photo_alts: "Testi alternativi delle foto",
};

export const referenceTranslationMessages = {
  notFound: "Questa referenza non ha ancora la versione inglese",
  exists: "Questa referenza ha già la sua versione inglese",
  language: "Lingua non valida: scegli l'inglese",
  slugTaken: "Esiste già una referenza inglese con questo slug",
  labels: "Scrivi un'etichetta per ogni dato della referenza",
  alts: "Scrivi un testo alternativo per ogni foto della referenza",
} as const;

const text = (max: number, message: string) => z.string().trim().max(max, { error: message });
const markdown = z
  .string()
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().max(REFERENCE_LIMITS.markdown, { error: referenceMessages.markdownTooLong }));

/** PUT /api/references/admin/:id/translations/:language: the translated texts. The slug may be empty: made from the title. */
export const referenceTranslationInputSchema = z.object({
  title: text(REFERENCE_LIMITS.title, referenceMessages.titleTooLong).min(1, { error: referenceMessages.titleRequired }),
  slug: z.string().max(REFERENCE_LIMITS.slugInput, { error: referenceMessages.slugTooLong }).transform(slugify),
  challenge: markdown,
  solution: markdown,
  result: markdown,
  quote_text: text(REFERENCE_LIMITS.quote, referenceMessages.quoteTooLong),
  quote_role: text(REFERENCE_LIMITS.person, referenceMessages.personTooLong),
  figure_labels: z.array(
    text(REFERENCE_LIMITS.figureText, referenceMessages.figureTooLong).min(1, { error: referenceMessages.figureLabel }),
  ),
  photo_alts: z.array(text(REFERENCE_LIMITS.alt, referenceMessages.altTooLong).min(1, { error: referenceMessages.photoAlt })),
});
export type ReferenceTranslationInput = z.output<typeof referenceTranslationInputSchema>;

/** A language a reference can be translated into: any of the site's but Italian. */
export const translationLanguageSchema = z.enum(
  LANGUAGE_CODES.filter((code) => code !== "it") as [LanguageCode, ...LanguageCode[]],
  { error: referenceTranslationMessages.language },
);

/** A reference's translation as staff edit it, beside the Italian it translates. */
export const referenceTranslationAdminSchema = z.strictObject({
  reference_id: z.number().int(),
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
  title: z.string(),
  slug: z.string(),
  challenge: z.string(),
  solution: z.string(),
  result: z.string(),
  quote_text: z.string(),
  quote_role: z.string(),
  figure_labels: z.array(z.string()),
  photo_alts: z.array(z.string()),
  status: z.enum(REFERENCE_STATUSES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  /** Its public address (also while a draft, for the preview). */
  address: z.string(),
  /** The fields whose Italian changed since the translation was last saved. */
  outdated_fields: z.array(z.enum(REFERENCE_TRANSLATED_FIELDS)),
});
export type ReferenceTranslationAdmin = z.infer<typeof referenceTranslationAdminSchema>;

/** A reference's translation as the admin's list shows it. */
const referenceTranslationStateSchema = z.strictObject({
  reference_id: z.number().int(),
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
  status: z.enum(REFERENCE_STATUSES),
  outdated: z.boolean(),
});
export type ReferenceTranslationState = z.infer<typeof referenceTranslationStateSchema>;

/** GET /api/references/admin/translations: every reference's translations, for the admin's list. */
export const referenceTranslationStatesSchema = z.strictObject({ items: z.array(referenceTranslationStateSchema) });
export type ReferenceTranslationStates = z.infer<typeof referenceTranslationStatesSchema>;

/** Where the English edition lists the references and shows one. */
export const ENGLISH_REFERENCES_PATH = "/en/references";
export const englishReferencePath = (slug: string) => `${ENGLISH_REFERENCES_PATH}/${slug}`;
