import { labelledValues } from "./labelled-values";

/*
 * The documents library ('Documentazione'): datasheets, brochures, specification texts,
 * certificates, manuals and drawings a buyer collects for a tender. Shared by the server and the
 * pages: the kinds, the formats, the products a document belongs to, and the Italian texts.
 */

export const { values: documentKinds, labels: documentKindLabels } = labelledValues({
  "scheda-tecnica": "Scheda tecnica",
  brochure: "Brochure",
  "voce-di-capitolato": "Voce di capitolato",
  certificazione: "Certificazione",
  manuale: "Manuale",
  "disegno-cad-bim": "Disegno CAD/BIM",
});
export type DocumentKind = (typeof documentKinds)[number];

/** The formats accepted, recognised by their content (src/documents/file-check.ts), never by name. */
export const { values: documentFormats, labels: documentFormatLabels } = labelledValues({
  pdf: "PDF",
  docx: "Word (DOCX)",
  xlsx: "Excel (XLSX)",
  dwg: "DWG",
  dxf: "DXF",
  zip: "ZIP",
});
export type DocumentFormat = (typeof documentFormats)[number];

/** The product pages a document can belong to: their key is the last part of their address. */
export const { values: documentProducts, labels: documentProductLabels } = labelledValues({
  "automazione-parcheggi": "Automazione Parcheggi",
  web2park: "Web2Park",
  "park-basic": "Park Basic",
  pay2park: "Pay2Park",
  veropark: "VeroPark",
  "controllo-accessi": "Controllo Accessi",
  infomobilita: "Infomobilità",
  "pensiline-fotovoltaiche": "Pensiline Fotovoltaiche",
  "sistemi-fotovoltaici": "Sistemi Fotovoltaici",
});
export type DocumentProduct = (typeof documentProducts)[number];

export const documentStatuses = ["draft", "published"] as const;

/** The largest file accepted, counted on the bytes as they arrive. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

/** A signed download link sent by e-mail is valid this long. */
export const DOWNLOAD_LINK_DAYS = 7;

/** The public address of a document: stable across replacements of its file. */
export const documentAddress = (slug: string) => `/documenti/${slug}`;

const sizeFormats = new Map<string, Intl.NumberFormat>();

/** '2,4 MB', '180 KB' (in English '2.4 MB'): the size a visitor reads beside the format. */
export function formatDocumentSize(bytes: number, locale = "it-IT"): string {
  let sizeFormat = sizeFormats.get(locale);
  if (!sizeFormat) {
    sizeFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    sizeFormats.set(locale, sizeFormat);
  }
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export const documentMessages = {
  notFound: "Documento non trovato",
  fileMissing: "Carica il file del documento",
  unsupported: "Formato non supportato: carica un PDF, un DOCX, un XLSX, un DWG, un DXF o uno ZIP",
  macro:
    "I documenti Office con macro (DOCM, XLSM o con vbaProject.bin) non sono accettati: salvali come DOCX o XLSX senza macro e riprova",
  officeOther: "Di Office sono accettati solo documenti Word (DOCX) e fogli Excel (XLSX)",
  zipDamaged: "L'archivio ZIP è danneggiato o non leggibile",
  zipTooBig: "L'archivio ZIP si espande oltre 1 GB o contiene troppi file: non è accettato",
  tooLarge: `Il file supera il limite di ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`,
  interrupted: "Caricamento del file interrotto",
  slugTaken: (slug: string) => `Esiste già un documento con lo slug "${slug}"`,
  versionNotFound: "Versione non trovata",
  linkForged: "Il link per scaricare il documento non è valido",
  linkExpired: `Il link per scaricare il documento è scaduto: è valido ${DOWNLOAD_LINK_DAYS} giorni. Richiedilo di nuovo dalla pagina del documento.`,
} as const;
