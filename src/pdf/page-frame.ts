import type PDFDocument from "pdfkit";
import { COLORS, FONT, SHEET, TYPE } from "./layout";
import type { PdfCompany } from "./pdf-types";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The header and footer of every sheet, drawn once all sheets exist (so the footer can say
 * 'Pagina 2 di 3'). They are artifacts: a screen reader reads the content, not the page furniture.
 */
export function drawPageFrames(doc: Doc, company: PdfCompany, kind: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin: without this, writing there would start a new sheet.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent("Artifact", { type: "Pagination" });
    drawHeader(doc, company, kind);
    drawFooter(doc, company, `Pagina ${index - start + 1} di ${count}`);
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

function drawHeader(doc: Doc, company: PdfCompany, kind: string): void {
  const { left, right } = SHEET.margins;
  const width = SHEET.width - left - right;
  const y = 34;
  doc.font(FONT.bold).fontSize(TYPE.header).fillColor(COLORS.brand).text(company.name, left, y, { width, lineBreak: false });
  doc
    .font(FONT.regular)
    .fontSize(TYPE.header)
    .fillColor(COLORS.muted)
    .text(kind, left, y, { width, align: "right", lineBreak: false });
  doc
    .moveTo(left, y + 20)
    .lineTo(SHEET.width - right, y + 20)
    .lineWidth(1.5)
    .strokeColor(COLORS.brand)
    .stroke();
}

function drawFooter(doc: Doc, company: PdfCompany, pageLabel: string): void {
  const { left, right } = SHEET.margins;
  const width = SHEET.width - left - right;
  const top = SHEET.height - 58;
  doc
    .moveTo(left, top)
    .lineTo(SHEET.width - right, top)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  const legal = [company.legalName, company.address, `P.IVA ${company.vatNumber}`, `REA ${company.rea}`].join(" · ");
  const contacts = [`Tel. ${company.phone}`, company.email, company.website].filter(Boolean).join(" · ");
  doc.font(FONT.regular).fontSize(TYPE.small).fillColor(COLORS.muted);
  doc.text(legal, left, top + 8, { width, lineBreak: false });
  doc.text(contacts, left, top + 20, { width: width - 80, lineBreak: false });
  doc.font(FONT.bold).text(pageLabel, left, top + 20, { width, align: "right", lineBreak: false });
}
