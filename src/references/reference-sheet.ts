import type { AppContext } from "../context";
import { pdfCompany } from "../pdf/company";
import { renderPdfApart } from "../pdf/pdf-process";
import type { PdfBlock } from "../pdf/pdf-types";
import { storedPicture } from "../pdf/stored-picture";
import { markdownBlocks } from "./markdown-text";
import { type PrintedReference, printedReference } from "./reference-prints";

const REFERENCE_SHEET_KIND = "Scheda referenza";

/** Tall enough to show the site, short enough to leave a typical case study on one sheet (points). */
const SHEET_PHOTO_HEIGHT = 160;

/** Where the reference is, as the case study page says it: 'Milano (MI), Lombardia'. */
export const referencePlace = (reference: PrintedReference) =>
  `${reference.comune}${reference.province ? ` (${reference.province})` : ""}, ${reference.region}`;

const chapter = (title: string, markdown: string): PdfBlock[] => {
  const blocks = markdownBlocks(markdown);
  return blocks.length > 0 ? [{ kind: "heading", text: title, level: 3 }, ...blocks] : [];
};

/**
 * What a reference's sheet says, in the case study's order: the facts (the client as visitors may
 * read it), its first photo, the figures, the products, challenge, solution and result, the quote.
 */
export async function referenceSheetBlocks(ctx: AppContext, reference: PrintedReference): Promise<PdfBlock[]> {
  const first = reference.photos[0];
  const photo = first ? await storedPicture(ctx.config, { src: first.url, alt: first.alt }, SHEET_PHOTO_HEIGHT) : null;
  const { quote } = reference;
  return [
    { kind: "eyebrow", text: `${reference.sector_label} · ${reference.year}` },
    { kind: "heading", text: reference.title, level: 1 },
    ...(photo ? [photo] : []),
    // The facts and the figures in one table: a buyer compares them at a glance, and it keeps the sheet to one page.
    {
      kind: "figures",
      rows: [
        { label: "Cliente", value: reference.client },
        { label: "Settore", value: reference.sector_label },
        { label: "Luogo", value: referencePlace(reference) },
        { label: "Anno", value: String(reference.year) },
        ...reference.figures,
        ...(reference.products.length > 0
          ? [{ label: "Prodotti utilizzati", value: reference.products.map((product) => product.label).join(", ") }]
          : []),
      ],
    },
    ...chapter("La sfida", reference.challenge),
    ...chapter("La soluzione", reference.solution),
    ...chapter("Il risultato", reference.result),
    ...(quote
      ? [
          { kind: "paragraph", text: `«${quote.text}»` } as const,
          { kind: "paragraph", text: `— ${[quote.name, quote.role].filter(Boolean).join(", ")}` } as const,
        ]
      : []),
  ];
}

/** The 'Scheda referenza' of a published reference, or null when visitors may not read it (a draft, a removed one). */
export async function referenceSheet(ctx: AppContext, slug: string, origin: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const reference = printedReference(ctx.db, slug);
  if (!reference) return null;
  return renderPdfApart({
    title: `${reference.title} · ${REFERENCE_SHEET_KIND}`,
    kind: REFERENCE_SHEET_KIND,
    subject: `${reference.sector_label}, ${referencePlace(reference)}, ${reference.year}`,
    keywords: [reference.title, reference.sector_label, reference.region, REFERENCE_SHEET_KIND],
    company: pdfCompany(ctx.settings.getPublic(), origin),
    pages: [{ blocks: await referenceSheetBlocks(ctx, reference) }],
  });
}
