/** The bin ('Cestino'): deleted articles, gallery photos and contact requests, kept this many days. */
export const BIN_DAYS = 30;

export const BIN_KINDS = ["post", "gallery-image", "contact-request", "reference"] as const;
export type BinKind = (typeof BIN_KINDS)[number];

export const binKindLabels: Record<BinKind, string> = {
  post: "Articolo",
  "gallery-image": "Foto della galleria",
  "contact-request": "Richiesta di contatto",
  reference: "Referenza",
};

/** One deleted element as the bin lists it. */
export interface BinItemDto {
  id: number;
  kind: BinKind;
  /** The element's own id, before and after a restore. */
  itemId: number;
  /** Its title, name or sender, at the time it was deleted. */
  label: string;
  /** A picture to recognise it by (a photo, a cover), or null. */
  thumbnail: string | null;
  deletedAt: string;
  deletedBy: string;
  /** When the daily clean-up removes it for good (ISO-8601 UTC). */
  purgeAt: string;
}

export interface BinAnswer {
  items: BinItemDto[];
  /** True when this person may empty the bin (an Amministratore). */
  canEmpty: boolean;
}

export const binMessages = {
  notFound: "Elemento non trovato nel cestino",
  unreadable: "Questo elemento del cestino non è leggibile e non può essere ripristinato",
  referenceSlugTaken: (slug: string) =>
    `Esiste già una referenza con lo slug "${slug}": rinominala o eliminala prima di ripristinare questa`,
  slugTaken: (slug: string) =>
    `Esiste già un articolo con lo slug "${slug}": rinominalo o eliminalo prima di ripristinare questo`,
} as const;

export const purgeAtOf = (deletedAt: string): string =>
  new Date(new Date(deletedAt).getTime() + BIN_DAYS * 24 * 3600 * 1000).toISOString();
