import { labelledValues } from "./labelled-values";

/** The bin ('Cestino'): deleted articles, gallery photos, contact requests and documents, kept this many days. */
export const BIN_DAYS = 30;

export const { values: BIN_KINDS, labels: binKindLabels } = labelledValues({
  post: "Articolo",
  "gallery-image": "Foto della galleria",
  "contact-request": "Richiesta di contatto",
  document: "Documento",
  reference: "Referenza",
});
export type BinKind = (typeof BIN_KINDS)[number];

export const binMessages = {
  notFound: "Elemento non trovato nel cestino",
  unreadable: "Questo elemento del cestino non è leggibile e non può essere ripristinato",
  referenceSlugTaken: (slug: string) =>
    `Esiste già una referenza con lo slug "${slug}": rinominala o eliminala prima di ripristinare questa`,
  slugTaken: (slug: string) =>
    `Esiste già un articolo con lo slug "${slug}": rinominalo o eliminalo prima di ripristinare questo`,
  translationTaken: "L'articolo originale ha già un'altra traduzione in questa lingua: eliminala prima di ripristinare questa",
  documentSlugTaken: (slug: string) =>
    `Esiste già un documento con lo slug "${slug}": rinominalo o eliminalo prima di ripristinare questo`,
} as const;

export const purgeAtOf = (deletedAt: string): string =>
  new Date(new Date(deletedAt).getTime() + BIN_DAYS * 24 * 3600 * 1000).toISOString();
