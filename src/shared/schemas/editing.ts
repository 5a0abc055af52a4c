import { z } from "zod";

/** How often an open editor says it is still open; a presence not renewed for three beats is gone. */
export const EDITING_BEAT_MS = 20_000;

/** What an open editor names: a page by its path (or the site's texts), an article by its id. */
export const editingPageSchema = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^(?:\/[a-z0-9/-]{0,200}|testi-sito)$/, { error: "Pagina non valida" }),
});
export const editingPostSchema = z.strictObject({
  key: z.coerce.string().regex(/^[1-9][0-9]{0,9}$/, { error: "Articolo non valido" }),
});

/** PUT /api/editing/{pages|posts}: the other people who have the same editor open right now, earliest first. */
export const editingAnswerSchema = z.strictObject({
  others: z.array(z.strictObject({ name: z.string(), since: z.string() })),
});
export type EditingAnswer = z.infer<typeof editingAnswerSchema>;
