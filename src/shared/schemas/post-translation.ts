import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../languages";
import { translationMessages } from "../post-translations";

/** POST /api/blog/{id}/translations: the language to translate into (any but Italian, the originals' own). */
export const translationRequestSchema = z.strictObject({
  language: z
    .string({ error: translationMessages.language })
    .refine((code): code is LanguageCode => code !== DEFAULT_LANGUAGE && (LANGUAGE_CODES as readonly string[]).includes(code), {
      error: translationMessages.language,
    }),
});
