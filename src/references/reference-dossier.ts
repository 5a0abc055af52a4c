import type { AppContext } from "../context";
import { pdfCompany } from "../pdf/company";
import { pdfProcess } from "../pdf/pdf-process";
import type { PdfBlock, PdfCompany, PdfDocumentSpec } from "../pdf/pdf-types";
import type { ReferenceFilters } from "../shared/schemas/references";
import { type ReferenceSelection, referenceSelection } from "./reference-prints";
import { referencePlace, referenceSheetBlocks } from "./reference-sheet";

const DOSSIER_KIND = "Fascicolo referenze";

/** References a dossier holds at most: a tender's list of similar contracts, not the whole archive. */
const DOSSIER_LIMIT = 50;

/** Index rows a sheet holds (one line each, below the heading on the first): how many sheets the index is first taken to fill. */
const INDEX_ROWS_PER_SHEET = 28;

/** Layouts tried at most: a page that runs onto a second sheet moves the pages after it, and the index is laid out again. */
const LAYOUT_ROUNDS = 3;

const count = (n: number) => (n === 1 ? "1 referenza" : `${n.toLocaleString("it-IT")} referenze`);

/** What the dossier holds, in a sentence; says when the list had more than it holds. */
function contents(selection: ReferenceSelection): string {
  const held = selection.references.length;
  if (selection.total === 0) return "Nessuna referenza pubblicata corrisponde ai filtri.";
  if (selection.total > held)
    return `Il fascicolo contiene le prime ${held} delle ${count(selection.total)} che corrispondono ai filtri, nell'ordine dell'elenco sul sito. Per le altre, scarica un fascicolo con filtri più stretti.`;
  return `Il fascicolo contiene ${count(held)}, una per pagina.`;
}

function cover(company: PdfCompany, selection: ReferenceSelection): PdfBlock[] {
  return [
    { kind: "eyebrow", text: DOSSIER_KIND },
    { kind: "heading", text: `Referenze di ${company.name}`, level: 1 },
    {
      kind: "figures",
      rows: [
        { label: "Ragione sociale", value: company.legalName },
        { label: "Sede", value: company.address },
        { label: "Partita IVA", value: company.vatNumber },
        { label: "REA", value: company.rea },
        { label: "Telefono", value: company.phone },
        { label: "Email", value: company.email },
        { label: "Sito", value: company.website },
      ].filter((row) => row.value.trim() !== ""),
    },
    { kind: "heading", text: "Filtri applicati", level: 2 },
    selection.filters.length > 0
      ? { kind: "list", items: selection.filters }
      : { kind: "paragraph", text: "Nessun filtro: tutte le referenze pubblicate." },
    { kind: "paragraph", text: contents(selection) },
  ];
}

function index(selection: ReferenceSelection, sheets: readonly number[]): PdfBlock[] {
  return [
    { kind: "heading", text: "Indice", level: 1 },
    {
      kind: "table",
      columns: ["Referenza", "Luogo", "Anno", "Pagina"],
      widths: [0.44, 0.34, 0.1, 0.12],
      rows: selection.references.map((reference, i) => [
        reference.title,
        referencePlace(reference),
        String(reference.year),
        String(sheets[i] ?? ""),
      ]),
    },
  ];
}

/**
 * The 'Fascicolo referenze' of the list as filtered on /referenze: a cover with the company's data
 * from the settings and the filters, an index with each reference's page, then each reference's
 * sheet on a page of its own, at most DOSSIER_LIMIT of them.
 */
export async function referenceDossier(
  ctx: AppContext,
  query: ReferenceFilters,
  origin: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const selection = referenceSelection(ctx.db, query, DOSSIER_LIMIT);
  const company = pdfCompany(ctx.settings.getPublic(), origin);
  // The photos are read (and, the first time, converted by the image process) side by side.
  const referencePages = await Promise.all(
    selection.references.map(async (reference) => ({ blocks: await referenceSheetBlocks(ctx, reference) })),
  );
  const spec = (sheets: readonly number[]): PdfDocumentSpec => ({
    title: selection.filters.length > 0 ? `${DOSSIER_KIND} · ${selection.filters.join(", ")}` : DOSSIER_KIND,
    kind: DOSSIER_KIND,
    subject: contents(selection),
    keywords: [DOSSIER_KIND, ...selection.filters],
    company,
    pages: [
      { blocks: cover(company, selection) },
      ...(selection.references.length > 0 ? [{ blocks: index(selection, sheets) }, ...referencePages] : []),
    ],
  });
  // First laid out as if each reference took one sheet and the index as many as its rows need;
  // laid out again with the sheets they took when that was not so (a long title, a long case study).
  const indexSheets = Math.max(1, Math.ceil(selection.references.length / INDEX_ROWS_PER_SHEET));
  let sheets = selection.references.map((_, i) => 2 + indexSheets + i);
  let laidOut = await pdfProcess.layOut(spec(sheets));
  for (let round = 1; round < LAYOUT_ROUNDS; round++) {
    const actual = laidOut.firstSheets.slice(2);
    if (actual.every((sheet, i) => sheet === sheets[i])) break;
    sheets = actual;
    laidOut = await pdfProcess.layOut(spec(sheets));
  }
  return laidOut.bytes;
}
