import { z } from "zod";
import { gallerySections } from "../gallery-sections";

// What the galleries' API answers (spec §3, §7), one schema each with its type beside it; read back
// strictly by src/api/answers.test.ts. The browser imports the types only.

/** One responsive rendition of an uploaded image, for srcset (as stored with a photo or a media item). */
export const imageVariantSchema = z.strictObject({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * A gallery image as the API answers it: the fields of spec §3 plus what a responsive <img>
 * needs (width, height, variants, srcset). width/height are null for an image added by URL.
 */
export const galleryImageSchema = z.strictObject({
  id: z.number().int(),
  section: z.enum(gallerySections),
  name: z.string(),
  description: z.string().nullable(),
  image_url: z.string(),
  /** The picture's alt text, from the media library (or kept by address for another site's picture). */
  alt: z.string(),
  /** Marked as decoration: shown with alt="". */
  decorative: z.boolean(),
  /** Its alt text in the other languages that have one: their pages show it (the Italian one otherwise). */
  alt_translations: z.array(z.strictObject({ language: z.string(), alt: z.string() })),
  display_order: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(imageVariantSchema),
  srcset: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GalleryImageDto = z.infer<typeof galleryImageSchema>;

/** GET /api/galleries: every section, each sorted by display_order. */
export const galleriesBySectionSchema = z.strictObject(
  Object.fromEntries(gallerySections.map((section) => [section, z.array(galleryImageSchema)])) as Record<
    (typeof gallerySections)[number],
    z.ZodArray<typeof galleryImageSchema>
  >,
);
export type GalleriesBySection = z.infer<typeof galleriesBySectionSchema>;

/**
 * POST /api/galleries/upload (and every other upload of a picture): the stored image, its url as
 * spec §7 names it, its size and renditions. The server's own record of a stored picture is this.
 */
export const uploadAnswerSchema = z.strictObject({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
