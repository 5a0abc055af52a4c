import type { z } from "zod";
import type { ReferenceAdmin } from "../../../../src/shared/schemas/reference-answers";
import type { referenceInputSchema } from "../../../../src/shared/schemas/references";

export type ReferenceValues = z.input<typeof referenceInputSchema>;

/** A new reference starts in Padua, the company's own comune, until staff choose one. */
export const NEW_REFERENCE: ReferenceValues = {
  title: "",
  slug: "",
  client: "",
  client_public: true,
  sector: "ospedali",
  comune_code: "",
  lat: 45.408,
  lng: 11.886,
  year: new Date().getFullYear(),
  spaces: null,
  figures: [{ label: "Posti auto", value: "" }],
  products: [],
  challenge: "",
  solution: "",
  result: "",
  quote_text: "",
  quote_name: "",
  quote_role: "",
  photos: [],
  featured: false,
  display_order: 0,
};

/** The form's values of a stored reference. */
export function valuesOf(reference: ReferenceAdmin): ReferenceValues {
  const { title, slug, client, client_public, sector, comune_code, lat, lng, year, spaces, figures, products } = reference;
  const { challenge, solution, result, quote_text, quote_name, quote_role, photos, featured, display_order } = reference;
  return {
    title,
    slug,
    client,
    client_public,
    sector,
    comune_code,
    lat,
    lng,
    year,
    spaces,
    figures,
    products,
    challenge,
    solution,
    result,
    quote_text,
    quote_name,
    quote_role,
    photos,
    featured,
    display_order,
  };
}
