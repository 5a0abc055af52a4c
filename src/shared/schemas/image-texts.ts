import { z } from "zod";
import { ALT_MAX, altMessages } from "../alt-text";

/** The alt text and decorative mark as a form or the API sends them. */
const imageTextSchema = z.object({
  alt: z.string().trim().max(ALT_MAX, { error: altMessages.tooLong }).default(""),
  decorative: z.boolean().default(false),
});

/** The texts the editor sends with an article: by picture address (or "cover" for a cover uploaded with the form). */
export const imageTextsSchema = z
  .record(z.string().max(2000), imageTextSchema)
  .refine((texts) => Object.keys(texts).length <= 100, {
    error: "Troppe immagini in un solo articolo",
  });
export type ImageTexts = z.output<typeof imageTextsSchema>;
