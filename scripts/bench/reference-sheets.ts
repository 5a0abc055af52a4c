/**
 * A reference's one-page sheet and the 50-page dossier of /referenze, made anew among 1,000 published
 * references (part of `npm run bench`, or alone: `npm run bench -- --reference-sheets-only`): the
 * server's caches emptied through the staff API before each, as after an edit. Bars: 300 ms a
 * sheet, 5 s a dossier.
 */
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { percentile } from "./measure";
import { REFERENCES, startWithReferences } from "./references";
import { clearCaches, signIn, timedPdf } from "./renders";

/** The first reference of the seeded list, and the list unfiltered: its first 50 references. */
const SHEET = "/referenze/referenza-1/scheda.pdf";
const DOSSIER = "/referenze/fascicolo.pdf";
const WARM_UP = 3;
const SHEET_RUNS = Number(process.env.BENCH_REFERENCE_SHEETS ?? 30);
const DOSSIER_RUNS = Number(process.env.BENCH_REFERENCE_DOSSIERS ?? 5);

interface PdfTimes {
  runs: number;
  /** What the server reports in Server-Timing (pdf;dur): laying the document out. */
  serverP50Ms: number;
  serverMaxMs: number;
  /** Request to last byte. */
  p50Ms: number;
  bytes: number;
  pages: number;
}

export interface ReferenceSheetsRow {
  references: number;
  sheet: PdfTimes;
  dossier: PdfTimes;
}

async function timed(base: string, path: string, cookie: string, runs: number): Promise<PdfTimes> {
  const server: number[] = [];
  const total: number[] = [];
  let bytes = new Uint8Array();
  for (let i = 0; i < WARM_UP + runs; i++) {
    await clearCaches(cookie, base);
    const made = await timedPdf(path, base);
    bytes = made.bytes;
    if (i < WARM_UP) continue;
    server.push(made.serverMs);
    total.push(made.elapsedMs);
  }
  server.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  // Each sheet of a PDF is one /Type /Page object.
  const pages =
    Buffer.from(bytes)
      .toString("latin1")
      .match(/\/Type \/Page\b/g)?.length ?? 0;
  return {
    runs,
    serverP50Ms: percentile(server, 0.5),
    serverMaxMs: server[server.length - 1] ?? 0,
    p50Ms: percentile(total, 0.5),
    bytes: bytes.byteLength,
    pages,
  };
}

export async function benchReferenceSheets(binary: string, port: number, dataDir: string): Promise<ReferenceSheetsRow> {
  const { base, stop } = await startWithReferences(binary, port, dataDir);
  try {
    const cookie = await signIn(base);
    return {
      references: REFERENCES,
      sheet: await timed(base, SHEET, cookie, SHEET_RUNS),
      dossier: await timed(base, DOSSIER, cookie, DOSSIER_RUNS),
    };
  } finally {
    await stop();
  }
}

export function describeReferenceSheets(row: ReferenceSheetsRow): string {
  const f = (n: number) => n.toFixed(1);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const { sheet, dossier } = row;
  return [
    `scheda referenza PDF (${sheet.pages} pagina, ${kb(sheet.bytes)}) tra ${row.references.toLocaleString("it-IT")} referenze, generata ${sheet.runs} volte con la cache svuotata: sul server p50 ${f(sheet.serverP50Ms)} ms, massimo ${f(sheet.serverMaxMs)} ms; richiesta completa p50 ${f(sheet.p50Ms)} ms (soglia: 300 ms)`,
    `fascicolo referenze PDF (${dossier.pages} pagine, ${kb(dossier.bytes)}), generato ${dossier.runs} volte con la cache svuotata: sul server p50 ${f(dossier.serverP50Ms)} ms, massimo ${f(dossier.serverMaxMs)} ms; richiesta completa p50 ${f(dossier.p50Ms)} ms (soglia: 5 s)`,
  ].join("\n");
}

/** `--reference-sheets-only`: these rows alone. */
export async function referenceSheetsOnly(binary: string, port: number, dataDir: string): Promise<void> {
  try {
    const row = await benchReferenceSheets(binary, port, dataDir);
    console.log(`load average ${loadavg()[0]?.toFixed(2)}\n${describeReferenceSheets(row)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
