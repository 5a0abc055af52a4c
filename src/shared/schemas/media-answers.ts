import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import { z } from "zod";
import { imageVariantSchema } from "./gallery-answers";
import { MEDIA_PLACES } from "../media-places";
import { listPageSchema } from "./list-page";

// What /api/media answers, one schema each with its type beside it; read back strictly by
// src/api/answers.test.ts. The browser imports the types only.

/** One place a picture appears, with the admin page where it is edited. */
const mediaUsageSchema = z.strictObject({
  place: z.enum(MEDIA_PLACES),
  label: z.string(),
  link: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

/** A picture of the media library (GET /api/media/{id}, and the answer of an upload or an edit). */
/** A picture's alt text in another language: empty while its pages show the Italian; outdated when the Italian changed since. */
const mediaAltTranslationSchema = z.strictObject({
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
  alt: z.string(),
  outdated: z.boolean(),
});
export type MediaAltTranslation = z.infer<typeof mediaAltTranslationSchema>;

export const mediaItemSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  alt: z.string(),
  /** Marked as decoration: shown with alt="", never flagged as missing its text. */
  decorative: z.boolean(),
  /** Its alt text in each language but Italian. */
  translations: z.array(mediaAltTranslationSchema),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
  bytes: z.number().int(),
  created_at: z.string(),
  usages: z.array(mediaUsageSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** GET /api/media?…: one page of the library, newest first. */
export const mediaPageSchema = listPageSchema(mediaItemSchema);
export type MediaPage = z.infer<typeof mediaPageSchema>;
