import { z } from "zod";
import { imageVariantSchema } from "./gallery-answers";
import { MEDIA_PLACES } from "../media-places";

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
export const mediaItemSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  alt: z.string(),
  /** Marked as decoration: shown with alt="", never flagged as missing its text. */
  decorative: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
  bytes: z.number().int(),
  created_at: z.string(),
  usages: z.array(mediaUsageSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** GET /api/media?…: one page of the library, newest first. */
export const mediaPageSchema = z.strictObject({
  items: z.array(mediaItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MediaPage = z.infer<typeof mediaPageSchema>;
