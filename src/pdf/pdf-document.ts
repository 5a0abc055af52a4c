import PDFDocument from "pdfkit";
import { drawBlock } from "./blocks";
import { pdfFonts } from "./fonts";
import { FONT, SHEET } from "./layout";
import { drawPageFrames } from "./page-frame";
import type { LaidOutPdf, PdfDocumentSpec } from "./pdf-types";

/** The documents' language: the catalog's /Lang, so readers and screen readers pick Italian. */
const PDF_LANGUAGE = "it-IT";

/**
 * Lays out a document on A4 and returns its bytes: Inter embedded, a tagged structure (headings,
 * paragraphs, lists, tables, figures with their alternative text), the title and language in the
 * document's properties, and every sheet framed by the company's header and footer. No network.
 */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array<ArrayBuffer>> {
  return (await layOutPdf(spec)).bytes;
}

/** renderPdf, telling also where each page of the spec landed (a page longer than a sheet pushes the next on). */
export async function layOutPdf(spec: PdfDocumentSpec): Promise<LaidOutPdf> {
  const fonts = await pdfFonts();
  const doc = new PDFDocument({
    size: SHEET.size,
    margins: { ...SHEET.margins },
    // No standard font is loaded: every glyph comes from the embedded Inter.
    font: null as unknown as string,
    bufferPages: true,
    autoFirstPage: false,
    tagged: true,
    lang: PDF_LANGUAGE,
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: spec.title,
      Author: spec.company.legalName,
      Subject: spec.subject ?? spec.kind,
      Keywords: (spec.keywords ?? []).join(", "),
      Creator: spec.company.name,
      Producer: spec.company.name,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  // pdfkit takes a parsed fontkit font as it is (its types list only files and bytes).
  doc.registerFont(FONT.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as unknown as Buffer);
  doc.font(FONT.regular);

  // The structure readers walk: one Document, a section for each page of the spec.
  const document = doc.struct("Document");
  doc.addStructure(document);
  const firstSheets: number[] = [];
  for (const page of spec.pages) {
    doc.addPage();
    firstSheets.push(doc.bufferedPageRange().count);
    const section = doc.struct("Sect");
    document.add(section);
    for (const block of page.blocks) drawBlock(doc, section, block);
    section.end();
  }
  document.end();
  drawPageFrames(doc, spec.company, spec.kind);
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), firstSheets };
}
