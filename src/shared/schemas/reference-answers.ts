import { z } from "zod";
import { gallerySections } from "../gallery-sections";
import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import { REFERENCE_SIZES, REFERENCE_STATUSES, referenceProductKeys } from "../references/reference-fields";

// What the references' API answers, one schema each with its type beside it (checked strictly by src/api/answers.test.ts).

const figureSchema = z.strictObject({ label: z.string(), value: z.string() });
const photoSchema = z.strictObject({ url: z.string(), alt: z.string() });
const productLinkSchema = z.strictObject({ key: z.enum(referenceProductKeys), label: z.string(), path: z.string() });

/** A published reference as lists show it. `client` is what visitors may read: the name, or 'Ospedale in Lombardia'. */
const referenceCardSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  client: z.string(),
  sector: z.enum(gallerySections),
  sector_label: z.string(),
  comune: z.string(),
  province: z.string(),
  region: z.string(),
  year: z.number().int(),
  spaces: z.number().int().nullable(),
  figures: z.array(figureSchema),
  products: z.array(productLinkSchema),
  photo: photoSchema.nullable(),
  featured: z.boolean(),
});
export type ReferenceCard = z.infer<typeof referenceCardSchema>;

/** One marker of the map: one reference, or several close together ('3 referenze'). */
const mapMarkerSchema = z.strictObject({
  x: z.number(),
  y: z.number(),
  count: z.number().int(),
  /** The accessible name: 'Ospedale San Paolo, Milano' or '3 referenze in Lombardia'. */
  label: z.string(),
  /** The reference's page, or the list filtered by the markers' region. */
  href: z.string(),
});

/** One of the twenty regions on the map: its name, its boundary's path and whether the view is about it. */
const mapRegionSchema = z.strictObject({
  name: z.string(),
  path: z.string(),
  /** The region the list is filtered by, or the reference's own: drawn in the brand's colour. */
  marked: z.boolean(),
});

/** The map of Italy drawn on the server: the regions' paths and the markers, in the SVG's own units. */
const referenceMapSchema = z.strictObject({
  width: z.number(),
  height: z.number(),
  regions: z.array(mapRegionSchema),
  markers: z.array(mapMarkerSchema),
});
export type ReferenceMap = z.infer<typeof referenceMapSchema>;

/** One case study as visitors read it, its texts as sanitized HTML. */
export const referenceDetailSchema = referenceCardSchema.extend({
  lat: z.number(),
  lng: z.number(),
  challenge_html: z.string(),
  solution_html: z.string(),
  result_html: z.string(),
  quote: z.strictObject({ text: z.string(), name: z.string(), role: z.string() }).nullable(),
  photos: z.array(photoSchema),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** True for a draft staff preview. */
  draft: z.boolean(),
  /** Where it is: the map of Italy with its one marker, a link to the other references of its region. */
  map: referenceMapSchema,
  /** The same reference in the other languages a visitor may read it in (hreflang, the language switcher). */
  versions: z.array(z.strictObject({ language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), path: z.string() })),
});
export type ReferenceDetail = z.infer<typeof referenceDetailSchema>;

const facetSchema = z.strictObject({ value: z.string(), label: z.string(), count: z.number().int() });
export type ReferenceFacet = z.infer<typeof facetSchema>;

/** GET /api/references: one page of the published references matching the filters, the counts of each filter and the map. */
export const referenceListAnswerSchema = z.strictObject({
  items: z.array(referenceCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  filters: z.strictObject({
    settore: z.enum(gallerySections).nullable(),
    prodotto: z.enum(referenceProductKeys).nullable(),
    regione: z.string().nullable(),
    dimensione: z.enum(REFERENCE_SIZES).nullable(),
  }),
  facets: z.strictObject({
    settore: z.array(facetSchema),
    prodotto: z.array(facetSchema),
    regione: z.array(facetSchema),
    dimensione: z.array(facetSchema),
  }),
  map: referenceMapSchema,
});
export type ReferenceListAnswer = z.infer<typeof referenceListAnswerSchema>;

/** GET /api/references/highlights: up to three references of a sector or product, or the featured ones. */
export const referenceHighlightsSchema = z.strictObject({ items: z.array(referenceCardSchema), more: z.string() });
export type ReferenceHighlights = z.infer<typeof referenceHighlightsSchema>;

/** A reference as staff edit it: every stored field. */
export const referenceAdminSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  client: z.string(),
  client_public: z.boolean(),
  sector: z.enum(gallerySections),
  comune_code: z.string(),
  comune: z.string(),
  province: z.string(),
  region: z.string(),
  lat: z.number(),
  lng: z.number(),
  year: z.number().int(),
  spaces: z.number().int().nullable(),
  figures: z.array(figureSchema),
  products: z.array(z.enum(referenceProductKeys)),
  challenge: z.string(),
  solution: z.string(),
  result: z.string(),
  quote_text: z.string(),
  quote_name: z.string(),
  quote_role: z.string(),
  photos: z.array(photoSchema),
  featured: z.boolean(),
  display_order: z.number().int(),
  status: z.enum(REFERENCE_STATUSES),
  published_at: z.string().nullable(),
  is_example: z.boolean(),
  author: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type ReferenceAdmin = z.infer<typeof referenceAdminSchema>;

/** GET /api/references/admin: every reference, for the admin's list. */
export const referenceAdminListSchema = z.strictObject({ items: z.array(referenceAdminSchema) });
export type ReferenceAdminList = z.infer<typeof referenceAdminListSchema>;

/** GET /api/references/admin/map: the editor's map of Italy on a plain latitude/longitude grid. */
export const referenceEditorMapSchema = z.strictObject({
  width: z.number(),
  height: z.number(),
  outline: z.string(),
  west: z.number(),
  north: z.number(),
  xScale: z.number(),
  yScale: z.number(),
});
export type ReferenceEditorMap = z.infer<typeof referenceEditorMapSchema>;
