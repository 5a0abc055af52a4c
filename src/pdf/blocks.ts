import type PDFDocument from "pdfkit";
import { COLORS, CONTENT_WIDTH, FONT, SHEET, TYPE } from "./layout";
import type { PdfBlock, PdfFigure, PdfImage } from "./pdf-types";

type Doc = InstanceType<typeof PDFDocument>;
type Section = ReturnType<Doc["struct"]>;

/**
 * Each level's size, tag and spacing, and the room it needs below it (points) to stay on the sheet:
 * enough for what usually follows it (a sub-heading and two lines; two lines), so that no heading
 * is left alone at the foot of a sheet.
 */
const HEADING = {
  1: { size: TYPE.h1, tag: "H1", before: 0, after: 10, keepWithNext: 120 },
  2: { size: TYPE.h2, tag: "H2", before: 16, after: 6, keepWithNext: 100 },
  3: { size: TYPE.h3, tag: "H3", before: 8, after: 3, keepWithNext: 50 },
} as const;

const BODY = { lineGap: 2.5, paragraphGap: 0 } as const;

const roomLeft = (doc: Doc) => doc.page.height - doc.page.margins.bottom - doc.y;

/** Starts a new sheet when less than `height` points are left on this one. */
function keepRoom(doc: Doc, height: number): void {
  if (roomLeft(doc) < height) doc.addPage();
}

/** Draws one block where the text cursor is, tagged under `section` (headings, paragraphs, lists, a table, a figure). */
export function drawBlock(doc: Doc, section: Section, block: PdfBlock): void {
  const x = SHEET.margins.left;
  switch (block.kind) {
    case "heading": {
      const style = HEADING[block.level];
      if (doc.y > SHEET.margins.top + 1) doc.moveDown(style.before / TYPE.body);
      keepRoom(doc, style.keepWithNext);
      doc
        .font(FONT.bold)
        .fontSize(style.size)
        .fillColor(block.level === 1 ? COLORS.ink : COLORS.brand);
      doc.text(block.text, x, doc.y, { width: CONTENT_WIDTH, structParent: section, structType: style.tag });
      doc.y += style.after;
      return;
    }
    case "eyebrow":
      doc.font(FONT.bold).fontSize(TYPE.eyebrow).fillColor(COLORS.brand);
      doc.text(block.text.toLocaleUpperCase("it-IT"), x, doc.y, {
        width: CONTENT_WIDTH,
        characterSpacing: 0.8,
        structParent: section,
        structType: "P",
      });
      doc.y += 4;
      return;
    case "paragraph":
      doc.font(FONT.regular).fontSize(TYPE.body).fillColor(COLORS.ink);
      doc.text(block.text, x, doc.y, { width: CONTENT_WIDTH, ...BODY, structParent: section, structType: "P" });
      doc.y += 7;
      return;
    case "list": {
      // Its items under one L element, as a reader announces a list of n items.
      const list = doc.struct("L");
      section.add(list);
      doc.font(FONT.regular).fontSize(TYPE.body).fillColor(COLORS.ink);
      doc.list([...block.items], x + 4, doc.y, {
        width: CONTENT_WIDTH - 4,
        bulletRadius: 1.8,
        textIndent: 12,
        ...BODY,
        structParent: list,
      });
      list.end();
      doc.x = x;
      doc.y += 7;
      return;
    }
    case "figures":
      drawFigures(doc, section, block.rows);
      return;
    case "table":
      drawTable(doc, section, block.columns, block.rows, block.widths);
      return;
    case "image":
      drawImage(doc, section, block.image, block.alt, block.maxHeight ?? 230);
      return;
  }
}

function drawFigures(doc: Doc, section: Section, rows: readonly PdfFigure[]): void {
  if (rows.length === 0) return;
  keepRoom(doc, Math.min(rows.length, 3) * 22);
  const cell = {
    border: { top: 0.5, bottom: 0.5, left: 0.5, right: 0.5 },
    borderColor: COLORS.rule,
    padding: { top: 5, bottom: 5, left: 6, right: 6 },
    align: { x: "left", y: "center" },
  };
  doc.table({
    position: { x: SHEET.margins.left, y: doc.y },
    maxWidth: CONTENT_WIDTH,
    columnStyles: [CONTENT_WIDTH * 0.45, "*"],
    structParent: section,
    data: rows.map((row) => [
      {
        ...cell,
        text: row.label,
        type: "TH",
        // Each label heads its row: a reader says 'Posti auto' with '1.800'.
        scope: "Row",
        backgroundColor: COLORS.band,
        font: { src: FONT.bold, size: TYPE.body },
        textColor: COLORS.muted,
      },
      { ...cell, text: row.value, font: { src: FONT.regular, size: TYPE.body }, textColor: COLORS.ink },
    ]),
  } as Parameters<Doc["table"]>[0] & { data: unknown[]; structParent: Section });
  doc.x = SHEET.margins.left;
  doc.y += 10;
}

/**
 * A table whose first row names the columns (read out with every cell). `widths` are the columns'
 * shares of the sheet's width; without them the columns share it equally.
 */
function drawTable(
  doc: Doc,
  section: Section,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  widths?: readonly number[],
): void {
  keepRoom(doc, Math.min(rows.length + 1, 4) * 20);
  const cell = {
    border: { top: 0.5, bottom: 0.5, left: 0, right: 0 },
    borderColor: COLORS.rule,
    padding: { top: 4, bottom: 4, left: 5, right: 5 },
    align: { x: "left", y: "center" },
  };
  doc.table({
    position: { x: SHEET.margins.left, y: doc.y },
    maxWidth: CONTENT_WIDTH,
    columnStyles: columns.map((_, index) => (widths?.[index] ? CONTENT_WIDTH * widths[index] : "*")),
    structParent: section,
    data: [
      columns.map((text) => ({
        ...cell,
        text,
        type: "TH",
        scope: "Column",
        backgroundColor: COLORS.band,
        font: { src: FONT.bold, size: TYPE.body },
        textColor: COLORS.muted,
      })),
      ...rows.map((row) =>
        row.map((text) => ({ ...cell, text, font: { src: FONT.regular, size: TYPE.body }, textColor: COLORS.ink })),
      ),
    ],
  } as Parameters<Doc["table"]>[0] & { data: unknown[]; structParent: Section });
  doc.x = SHEET.margins.left;
  doc.y += 10;
}

function drawImage(doc: Doc, section: Section, image: PdfImage, alt: string, maxHeight: number): void {
  const scale = Math.min(CONTENT_WIDTH / image.width, maxHeight / image.height, 1.5);
  const width = image.width * scale;
  const height = image.height * scale;
  keepRoom(doc, height + 8);
  const top = doc.y;
  const figure = doc.struct("Figure", { alt }, () => {
    doc.image(Buffer.from(image.bytes), SHEET.margins.left + (CONTENT_WIDTH - width) / 2, top, { width, height });
  });
  section.add(figure);
  doc.x = SHEET.margins.left;
  doc.y = top + height + 12;
}
