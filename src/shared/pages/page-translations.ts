import { z } from "zod";
import { SLUG_MAX_LENGTH } from "../slug";

/** The English edition's prefix: a created page's English address lives under it. */
const ENGLISH_PREFIX = "/en";

/** First segments of the English edition that are its own sections, never a created page's address. */
const ENGLISH_SECTIONS = new Set(["blog", "references", "documentation", "documents", "search", "404"]);

export const pageTranslationMessages = {
  addressRequired: "Indirizzo inglese: campo obbligatorio",
  addressShape:
    "Indirizzo inglese: usa solo lettere minuscole senza accenti, numeri e trattini, al massimo due parti separate da / (per esempio products/new-system)",
  addressTooLong: `Indirizzo inglese: al massimo ${SLUG_MAX_LENGTH} caratteri per parte`,
  reserved: (path: string) => `L'indirizzo ${path} è riservato all'edizione inglese del sito: scegline un altro`,
  builtIn: (path: string) => `L'indirizzo ${path} è già di una pagina inglese del sito`,
  taken: (path: string) => `L'indirizzo ${path} è già usato da un'altra pagina`,
  redirected: (path: string) =>
    `L'indirizzo ${path} ha un reindirizzamento: eliminalo prima da Reindirizzamenti, oppure scegli un altro indirizzo`,
  exists: "Questa pagina ha già la sua versione inglese",
  notTranslatable:
    "Si traducono solo le pagine italiane create dallo staff: le pagine del sito hanno già la loro versione inglese",
  notTranslation: "Questa pagina non è una traduzione creata dallo staff",
} as const;

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The English address staff choose for a created page's translation: typed with or without `/en/`
 * ('truck-parking', '/en/products/new-system'), at most two segments, answered as `/en/…`.
 */
const englishAddressSchema = z
  .string({ error: pageTranslationMessages.addressRequired })
  .trim()
  .transform((typed) => typed.replace(/^\/?en(?:\/|$)/, "").replace(/^\/+|\/+$/g, ""))
  .superRefine((rest, ctx) => {
    if (rest === "") return void ctx.addIssue({ code: "custom", message: pageTranslationMessages.addressRequired });
    const segments = rest.split("/");
    if (segments.length > 2 || !segments.every((segment) => SEGMENT.test(segment))) {
      return void ctx.addIssue({ code: "custom", message: pageTranslationMessages.addressShape });
    }
    if (segments.some((segment) => segment.length > SLUG_MAX_LENGTH)) {
      return void ctx.addIssue({ code: "custom", message: pageTranslationMessages.addressTooLong });
    }
    if (ENGLISH_SECTIONS.has(segments[0] ?? "")) {
      ctx.addIssue({ code: "custom", message: pageTranslationMessages.reserved(`${ENGLISH_PREFIX}/${rest}`) });
    }
  })
  .transform((rest) => `${ENGLISH_PREFIX}/${rest}`);

/** POST /api/pages/translation?path=…: 'Traduci in inglese' on a created page, with its English address. */
export const newPageTranslationSchema = z.object({ address: englishAddressSchema });
export type NewPageTranslation = z.input<typeof newPageTranslationSchema>;

/**
 * A page's English as the list of /admin/pagine shows it: 'bozza' (not yet published), 'pubblicata',
 * or 'da aggiornare' (published or not, some of its Italian changed since it was last saved).
 */
export const ENGLISH_STATES = ["bozza", "pubblicata", "da aggiornare"] as const;
export type EnglishState = (typeof ENGLISH_STATES)[number];
