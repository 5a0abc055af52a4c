import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "./languages";

/**
 * A translation whose Italian changed after it was last saved, as the dashboard lists it: what it is
 * ('Articolo', 'Pagina', 'Referenza' …), its title, its language, the Italian labels of the fields
 * to bring up to date, and the admin address where it is translated.
 */
export const outdatedTranslationSchema = z.strictObject({
  what: z.string(),
  title: z.string(),
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
  fields: z.array(z.string()).min(1),
  href: z.string().startsWith("/admin/"),
});
export type OutdatedTranslation = z.infer<typeof outdatedTranslationSchema>;
