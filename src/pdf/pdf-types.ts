/**
 * What a PDF of the site is made of: the company that issues it, and pages of simple blocks.
 * Datasheets, reference sheets and dossiers all say what they contain in these terms; how it is
 * laid out on A4 is src/pdf's business.
 */

/** The company's data printed on every page (from the settings). */
export interface PdfCompany {
  name: string;
  legalName: string;
  address: string;
  vatNumber: string;
  rea: string;
  phone: string;
  email: string;
  /** The site's address, shown in the footer. */
  website: string;
}

export interface PdfFigure {
  label: string;
  value: string;
}

export type PdfBlock =
  /** Level 1 is the page's title; 2 a section; 3 a sub-section. */
  | { kind: "heading"; text: string; level: 1 | 2 | 3 }
  | { kind: "eyebrow"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  /** Label / value rows, such as a reference's parking spaces and lanes. */
  | { kind: "figures"; rows: readonly PdfFigure[] }
  /** A table with a header row, such as a dossier's index (title, place, year, page). */
  | { kind: "table"; columns: readonly string[]; rows: readonly (readonly string[])[]; widths?: readonly number[] }
  /** A picture (pdfImage makes one from any stored image), with its alternative text. */
  | { kind: "image"; image: PdfImage; alt: string; maxHeight?: number };

/** JPEG or PNG bytes, the formats a PDF carries as they are, with their size in pixels. */
export interface PdfImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

interface PdfPage {
  blocks: readonly PdfBlock[];
}

export interface PdfDocumentSpec {
  /** The document's title: in the reader's title bar and its properties. */
  title: string;
  /** What kind of document it is, printed at the top of every page ('Scheda prodotto'). */
  kind: string;
  subject?: string;
  keywords?: readonly string[];
  company: PdfCompany;
  /** Each starts on a new sheet; a page longer than a sheet goes on over the next. */
  pages: readonly PdfPage[];
}

/** A laid-out document: its bytes, and the sheet (from 1) each page of the spec starts on (what an index prints beside each entry). */
export interface LaidOutPdf {
  bytes: Uint8Array<ArrayBuffer>;
  firstSheets: number[];
}
