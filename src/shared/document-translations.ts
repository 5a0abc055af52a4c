import { z } from "zod";
import { documentStatuses } from "./documents";
import { LANGUAGE_CODES, type LanguageCode } from "./languages";
import { documentInputSchema } from "./schemas/documents";

/**
 * What a visitor reads of a document in another language: its title (and the address made from it). The file
 * is the same in every language: one file per document, served at its one address, so a replaced file is
 * replaced for every reader. The translation keeps the fingerprint of the Italian title it was written
 * beside: when the Italian changes, the title is 'Da aggiornare'.
 */
export const DOCUMENT_TRANSLATED_FIELDS = ["title"] as const;
export type DocumentTranslatedField = (typeof DOCUMENT_TRANSLATED_FIELDS)[number];
export const documentTranslatedFieldLabels: Record<DocumentTranslatedField, string> = { title: "Titolo" };

export const documentTranslationMessages = {
  notFound: "Questo documento non ha ancora la versione inglese",
  exists: "Questo documento ha già la sua versione inglese",
  language: "Lingua non valida: scegli l'inglese",
  slugTaken: "Esiste già un documento inglese con questo slug",
} as const;

/** PUT /api/documents/:id/translations/:language: the translated title and its slug (made from the title when empty). */
export const documentTranslationInputSchema = documentInputSchema.pick({ title: true, slug: true });

/** A document's translation as staff edit it. */
export const documentTranslationAdminSchema = z.strictObject({
  document_id: z.number().int(),
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
  title: z.string(),
  slug: z.string(),
  status: z.enum(documentStatuses),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  /** Its page in the language (also while a draft). */
  address: z.string(),
  outdated_fields: z.array(z.enum(DOCUMENT_TRANSLATED_FIELDS)),
});
export type DocumentTranslationAdmin = z.infer<typeof documentTranslationAdminSchema>;

/** GET /api/documents/translations: every document's translations, for the admin's list. */
export const documentTranslationStatesSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      document_id: z.number().int(),
      language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
      status: z.enum(documentStatuses),
      outdated: z.boolean(),
    }),
  ),
});
export type DocumentTranslationStates = z.infer<typeof documentTranslationStatesSchema>;

/** Where the English edition lists the documents and shows one. */
const ENGLISH_DOCUMENTS_PATH = "/en/documents";
export const englishDocumentPath = (slug: string) => `${ENGLISH_DOCUMENTS_PATH}/${slug}`;
