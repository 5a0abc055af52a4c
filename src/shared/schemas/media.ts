import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../languages";
import { MEDIA_FILTERS } from "../media-places";

/** The languages an alt text is translated into: every one but Italian. */
const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE) as [LanguageCode, ...LanguageCode[]];

export const mediaMessages = {
  nameRequired: "Il nome dell'immagine è obbligatorio",
  nameTooLong: "Il nome può avere al massimo 200 caratteri",
  altTooLong: "Il testo alternativo può avere al massimo 300 caratteri",
  notFound: "Immagine non trovata",
  inUse: (places: string[]) => `L'immagine è usata in: ${places.join("; ")}. Toglila da lì prima di eliminarla.`,
} as const;

export const mediaUpdateSchema = z.object({
  name: z
    .string({ error: mediaMessages.nameRequired })
    .trim()
    .min(1, { error: mediaMessages.nameRequired })
    .max(200, { error: mediaMessages.nameTooLong }),
  alt: z.string().trim().max(300, { error: mediaMessages.altTooLong }).default(""),
  decorative: z.boolean().default(false),
  /** The alt text in other languages; absent: left as they are. */
  translations: z
    .array(
      z.strictObject({
        language: z.enum(TRANSLATED_LANGUAGES, { error: "Lingua non valida: scegli en (inglese)" }),
        alt: z.string().trim().max(300, { error: "Il testo alternativo inglese può avere al massimo 300 caratteri" }),
      }),
    )
    .optional(),
});
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

export const mediaListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  filter: z.enum(MEDIA_FILTERS).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
