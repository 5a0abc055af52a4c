import type { GallerySection } from "../gallery-sections";
import { labelledValues } from "../labelled-values";

/** Where a reference stands: a draft staff work on, or published (visitors see it). */
export const REFERENCE_STATUSES = ["draft", "published"] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

export const referenceStatusLabels: Record<ReferenceStatus, string> = { draft: "Bozza", published: "Pubblicata" };

/** A labelled figure of the project: 'Posti auto' 1.800, 'Casse automatiche' 6, 'Potenza' 450 kWp. */
export interface ReferenceFigure {
  label: string;
  value: string;
}

/** A photo from the media library with the alt text it has on this reference. */
export interface ReferencePhoto {
  url: string;
  alt: string;
}

/** The product pages a reference can name, by their key (the last part of their address). */
export const referenceProducts = {
  "automazione-parcheggi": "Automazione parcheggi",
  web2park: "Web2Park",
  veropark: "VeroPark",
  "park-basic": "ParkBasic",
  pay2park: "Pay2Park",
  "controllo-accessi": "Controllo accessi",
  infomobilita: "Infomobilità",
  "pensiline-fotovoltaiche": "Pensiline fotovoltaiche",
  "sistemi-fotovoltaici": "Sistemi fotovoltaici",
} as const;
export type ReferenceProduct = keyof typeof referenceProducts;
export const referenceProductKeys = Object.keys(referenceProducts) as ReferenceProduct[];
export const isReferenceProduct = (key: string): key is ReferenceProduct => Object.hasOwn(referenceProducts, key);
export const productPath = (key: ReferenceProduct) => `/prodotti/${key}`;

/** The sizes a buyer filters by, from the parking spaces the system manages. */
export const { values: REFERENCE_SIZES, labels: referenceSizeLabels } = labelledValues({
  piccolo: "Fino a 300 posti",
  medio: "Da 301 a 1.000 posti",
  grande: "Oltre 1.000 posti",
});
export type ReferenceSize = (typeof REFERENCE_SIZES)[number];
/** The spaces each size spans, both ends included. */
export const referenceSizeRanges: Record<ReferenceSize, readonly [number, number]> = {
  piccolo: [0, 300],
  medio: [301, 1000],
  grande: [1001, Number.MAX_SAFE_INTEGER],
};

/** What visitors read for the client of each sector when its name may not be published. */
const anonymousClients: Record<GallerySection, string> = {
  aeroporti: "Aeroporto",
  ospedali: "Ospedale",
  "centri-commerciali": "Centro commerciale",
  municipalizzate: "Comune",
  "hotel-resort": "Struttura ricettiva",
  "fiere-eventi": "Polo fieristico",
  "aree-sosta-camion": "Area di sosta per mezzi pesanti",
  "aree-stagionali": "Parcheggio stagionale",
  "controllo-accessi": "Sito ad accesso controllato",
};

/** The client as visitors read it: its name, or with 'nome pubblicabile' off a description ('Ospedale in Lombardia'). */
export function publicClientName(reference: {
  client: string;
  client_public: boolean;
  sector: GallerySection;
  region: string;
}): string {
  if (reference.client_public) return reference.client;
  return `${anonymousClients[reference.sector]} in ${reference.region}`;
}

/** The address of /referenze with these filters, in a fixed order, so each filtered view has one address. */
export function referencesPath(filters: {
  settore?: string | null;
  prodotto?: string | null;
  regione?: string | null;
  dimensione?: string | null;
}): string {
  const params = new URLSearchParams();
  for (const key of ["settore", "prodotto", "regione", "dimensione"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/referenze?${query}` : "/referenze";
}

/** Where a reference's one-page PDF ('Scheda referenza') is downloaded: `/referenze/<slug>/scheda.pdf`. */
export const referenceSheetPath = (slug: string): string => `/referenze/${slug}/scheda.pdf`;

/** The address of the dossier ('Fascicolo referenze') of /referenze with these filters. */
export function referenceDossierPath(filters: Parameters<typeof referencesPath>[0]): string {
  return referencesPath(filters).replace(/^\/referenze/, "/referenze/fascicolo.pdf");
}

/** The filters of /referenze as an address carries them, unchecked: the read ignores what it does not know. */
export type ReferenceQuery = Partial<Record<"settore" | "prodotto" | "regione" | "dimensione" | "pagina", string>>;
