import type { z } from "zod";
import type { referenceInputSchema } from "../shared/schemas/references";

/** A complete reference as the editor sends it: an hospital in Milan, with `overrides`. */
export function referenceInput(
  overrides: Partial<z.input<typeof referenceInputSchema>> = {},
): z.input<typeof referenceInputSchema> {
  return {
    title: "Parcheggio multipiano dell'ospedale",
    slug: "",
    client: "Ospedale San Paolo",
    client_public: true,
    sector: "ospedali",
    comune_code: "015146",
    lat: 45.464,
    lng: 9.19,
    year: 2023,
    spaces: 1800,
    figures: [
      { label: "Posti auto", value: "1.800" },
      { label: "Casse automatiche", value: "6" },
    ],
    products: ["web2park", "pay2park"],
    challenge: "Code all'ingresso nelle ore di visita.",
    solution: "Lettura targhe e **casse automatiche**.",
    result: "Ingresso in 4 secondi.",
    quote_text: "Le code sono sparite.",
    quote_name: "Maria Rossi",
    quote_role: "Responsabile dei servizi tecnici",
    photos: [],
    featured: false,
    display_order: 0,
    ...overrides,
  };
}
