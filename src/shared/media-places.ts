import { labelledValues } from "./labelled-values";

/** Where a picture can be used. */
export const { values: MEDIA_PLACES, labels: mediaPlaceLabels } = labelledValues({
  gallery: "Gallerie",
  cover: "Copertine degli articoli",
  social: "Immagini social",
  article: "Immagini negli articoli",
  page: "Pagine del sito",
  reference: "Referenze",
  bin: "Nel cestino",
});

export const { values: MEDIA_FILTERS, labels: mediaFilterLabels } = labelledValues({
  all: "Tutte",
  unused: "Non usate",
  "no-alt": "Senza testo alternativo",
  "no-alt-en": "Senza testo alternativo inglese",
  "alt-en-da-aggiornare": "Testo alternativo inglese da aggiornare",
  ...mediaPlaceLabels,
});
export type MediaFilter = (typeof MEDIA_FILTERS)[number];
