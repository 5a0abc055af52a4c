import { z } from "zod";

/** One publication in the history of the menus or of a page (GET /api/menus/versions, /api/pages/versions). */
export const publishedVersionSchema = z.strictObject({
  id: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  note: z.string(),
});
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;
