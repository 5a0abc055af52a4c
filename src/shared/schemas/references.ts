import { z } from "zod";
import { gallerySections } from "../gallery-sections";
import { isAllowedImageUrl } from "../image-url";
import { REFERENCE_SIZES, referenceProductKeys } from "../references/reference-fields";
import { slugify } from "../slug";

/** The limits of a reference's fields, with their Italian messages. */
export const REFERENCE_LIMITS = {
  title: 160,
  client: 160,
  slugInput: 200,
  markdown: 20_000,
  quote: 1_000,
  person: 120,
  figures: 12,
  figureText: 60,
  photos: 12,
  alt: 250,
} as const;

export const referenceMessages = {
  titleRequired: "Inserisci il titolo della referenza",
  titleTooLong: `Il titolo può avere al massimo ${REFERENCE_LIMITS.title} caratteri`,
  clientRequired: "Inserisci il nome del cliente",
  clientTooLong: `Il nome del cliente può avere al massimo ${REFERENCE_LIMITS.client} caratteri`,
  slugTooLong: `Lo slug può avere al massimo ${REFERENCE_LIMITS.slugInput} caratteri`,
  slugTaken: "Esiste già una referenza con questo slug",
  sector: "Scegli il settore della referenza",
  comune: "Scegli il comune dall'elenco",
  lat: "La latitudine deve essere tra 35 e 48 (Italia)",
  lng: "La longitudine deve essere tra 6 e 19 (Italia)",
  year: "Indica un anno tra il 1980 e il prossimo",
  spaces: "I posti auto sono un numero intero da 0 a 100.000",
  figures: `Al massimo ${REFERENCE_LIMITS.figures} dati, ciascuno con etichetta e valore`,
  figureLabel: "Scrivi l'etichetta del dato (per esempio 'Posti auto')",
  figureValue: "Scrivi il valore del dato (per esempio '1.800')",
  figureTooLong: `Etichetta e valore possono avere al massimo ${REFERENCE_LIMITS.figureText} caratteri`,
  product: "Prodotto sconosciuto",
  markdownTooLong: `Ogni testo può avere al massimo ${REFERENCE_LIMITS.markdown} caratteri`,
  quoteTooLong: `La citazione può avere al massimo ${REFERENCE_LIMITS.quote} caratteri`,
  personTooLong: `Nome e ruolo possono avere al massimo ${REFERENCE_LIMITS.person} caratteri`,
  quoteName: "Indica chi ha detto la citazione",
  photos: `Al massimo ${REFERENCE_LIMITS.photos} foto`,
  photoUrl: "Scegli le foto dalla libreria delle immagini",
  photoAlt: "Scrivi il testo alternativo di ogni foto",
  altTooLong: `Il testo alternativo può avere al massimo ${REFERENCE_LIMITS.alt} caratteri`,
  order: "L'ordine è un numero intero da 0 a 9.999",
  notFound: "Referenza non trovata",
  invalidId: "Identificativo della referenza non valido",
} as const;

const text = (max: number, message: string) => z.string().trim().max(max, { error: message });
const markdown = z
  .string()
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().max(REFERENCE_LIMITS.markdown, { error: referenceMessages.markdownTooLong }));

const figureSchema = z.object({
  label: text(REFERENCE_LIMITS.figureText, referenceMessages.figureTooLong).min(1, { error: referenceMessages.figureLabel }),
  value: text(REFERENCE_LIMITS.figureText, referenceMessages.figureTooLong).min(1, { error: referenceMessages.figureValue }),
});

const photoSchema = z.object({
  url: z
    .string()
    .trim()
    .refine((url) => /^\/(uploads|attached_assets)\//.test(url) && isAllowedImageUrl(url), {
      error: referenceMessages.photoUrl,
    }),
  alt: text(REFERENCE_LIMITS.alt, referenceMessages.altTooLong).min(1, { error: referenceMessages.photoAlt }),
});

const maxYear = () => new Date().getUTCFullYear() + 1;

/** The fields of the editor and of POST/PUT /api/references. The slug may be empty: it is then made from the title. */
export const referenceInputSchema = z
  .object({
    title: text(REFERENCE_LIMITS.title, referenceMessages.titleTooLong).min(1, { error: referenceMessages.titleRequired }),
    slug: z.string().max(REFERENCE_LIMITS.slugInput, { error: referenceMessages.slugTooLong }).transform(slugify),
    client: text(REFERENCE_LIMITS.client, referenceMessages.clientTooLong).min(1, { error: referenceMessages.clientRequired }),
    client_public: z.boolean(),
    sector: z.enum(gallerySections, { error: referenceMessages.sector }),
    comune_code: z.string().regex(/^\d{6}$/, { error: referenceMessages.comune }),
    lat: z
      .number({ error: referenceMessages.lat })
      .min(35, { error: referenceMessages.lat })
      .max(48, { error: referenceMessages.lat }),
    lng: z
      .number({ error: referenceMessages.lng })
      .min(6, { error: referenceMessages.lng })
      .max(19, { error: referenceMessages.lng }),
    year: z
      .number({ error: referenceMessages.year })
      .int({ error: referenceMessages.year })
      .min(1980, { error: referenceMessages.year })
      .refine((year) => year <= maxYear(), { error: referenceMessages.year }),
    spaces: z
      .number({ error: referenceMessages.spaces })
      .int({ error: referenceMessages.spaces })
      .min(0, { error: referenceMessages.spaces })
      .max(100_000, { error: referenceMessages.spaces })
      .nullable(),
    figures: z.array(figureSchema).max(REFERENCE_LIMITS.figures, { error: referenceMessages.figures }),
    products: z.array(z.enum(referenceProductKeys, { error: referenceMessages.product })).transform((keys) => [...new Set(keys)]),
    challenge: markdown,
    solution: markdown,
    result: markdown,
    quote_text: text(REFERENCE_LIMITS.quote, referenceMessages.quoteTooLong),
    quote_name: text(REFERENCE_LIMITS.person, referenceMessages.personTooLong),
    quote_role: text(REFERENCE_LIMITS.person, referenceMessages.personTooLong),
    photos: z.array(photoSchema).max(REFERENCE_LIMITS.photos, { error: referenceMessages.photos }),
    featured: z.boolean(),
    display_order: z
      .number({ error: referenceMessages.order })
      .int({ error: referenceMessages.order })
      .min(0, { error: referenceMessages.order })
      .max(9_999, { error: referenceMessages.order }),
  })
  .refine((value) => value.quote_text === "" || value.quote_name !== "", {
    error: referenceMessages.quoteName,
    path: ["quote_name"],
  });
export type ReferenceInput = z.output<typeof referenceInputSchema>;

/** The filters of /referenze, as its address carries them; anything unknown is ignored, never refused. */
export const referenceFiltersSchema = z.object({
  settore: z.enum(gallerySections).optional().catch(undefined),
  prodotto: z.enum(referenceProductKeys).optional().catch(undefined),
  regione: z
    .string()
    .regex(/^[a-z-]{3,40}$/)
    .optional()
    .catch(undefined),
  dimensione: z.enum(REFERENCE_SIZES).optional().catch(undefined),
  pagina: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
});
export type ReferenceFilters = z.output<typeof referenceFiltersSchema>;
