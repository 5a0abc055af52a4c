import { parse } from "csv-parse";
import { csvFile } from "../../http/csv";
import type { RedirectImportReport } from "../../shared/schemas/redirect-answers";
import { redirectInputSchema } from "../../shared/schemas/redirects";
import { firstIssueMessage } from "../../shared/schemas/validation";
import { nextTurn } from "./import-commit";
import type { RedirectStore } from "./redirect-store";
import type { Rule } from "./rule-table";

/** Rows one import takes: a whole old site, not a database dump. */
const MAX_IMPORT_ROWS = 50_000;

const csvMessages = {
  unreadable: (detail: string) => `Il file CSV non è leggibile: ${detail}`,
  empty: "Il file CSV non contiene righe da importare",
  tooMany: `Il file contiene più di ${MAX_IMPORT_ROWS.toLocaleString("it-IT")} righe: dividilo in più file`,
  row: (line: number, message: string) => `Riga ${line}: ${message}`,
} as const;

/** First cells of a header row, in English or Italian. */
const HEADER = /^(old|vecchio|source|origine|da|from)$/i;

/** The export: `old,new,code`, one rule a line, the same shape the import reads. */
export function redirectsCsv(rules: Rule[]): string {
  const rows = rules.map((r) => [r.source, r.target ?? "", r.code]);
  return csvFile([[["old", "new", "code"], ...rows]], { separator: ",", bom: false });
}

type Parsed = { ok: true; rows: { line: number; cells: string[] }[] } | { ok: false; message: string };

/** Characters of the file read between two answers to visitors (a 50,000-row file takes a few hundred ms to read). */
const READ_SLICE = 32 * 1024;

/** The records of a CSV text, read a slice at a time with a turn for visitors between slices. */
async function readRecords(text: string): Promise<string[][]> {
  const records: string[][] = [];
  const parser = parse({ bom: true, delimiter: [",", ";"], relax_column_count: true, skip_empty_lines: true, trim: true });
  parser.on("readable", () => {
    for (let record = parser.read(); record !== null; record = parser.read()) records.push(record as string[]);
  });
  const ended = new Promise<void>((resolve, reject) => {
    parser.on("end", resolve);
    parser.on("error", reject);
  });
  // A rejection before the end is read from `ended` below; this keeps it from counting as unhandled meanwhile.
  ended.catch(() => {});
  for (let at = 0; at < text.length && records.length <= MAX_IMPORT_ROWS + 1; at += READ_SLICE) {
    parser.write(text.slice(at, at + READ_SLICE));
    await nextTurn();
  }
  parser.end();
  await ended;
  return records;
}

/** Reads `old,new,code` rows (commas or semicolons, optional header, code 301 when left out). */
export async function parseRedirectsCsv(text: string): Promise<Parsed> {
  let records: string[][];
  try {
    records = await readRecords(text);
  } catch (error) {
    const detail =
      error instanceof Error && "lines" in error
        ? `riga ${String((error as { lines: number }).lines)}`
        : "formato non riconosciuto";
    return { ok: false, message: csvMessages.unreadable(detail) };
  }
  const rows = records.map((cells, i) => ({ line: i + 1, cells }));
  if (rows.length > 0 && HEADER.test(rows[0]?.cells[0] ?? "")) rows.shift();
  if (rows.length === 0) return { ok: false, message: csvMessages.empty };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, message: csvMessages.tooMany };
  return { ok: true, rows };
}

/** Work on an import between two answers to visitors, in milliseconds. */
const SLICE_MS = 8;

/**
 * Saves each row as a rule (a rule of the same old address is replaced); a row that fails is
 * reported by its line. The rows are settled one after the other on a copy of the rules, a few
 * milliseconds at a time so that visitors are answered in between, then written in one
 * transaction: the import is in force all at once, or not at all. Null while another import runs.
 */
export async function importRedirects(
  store: RedirectStore,
  rows: { line: number; cells: string[] }[],
): Promise<RedirectImportReport | null> {
  const draft = store.startImport();
  if (!draft) return null;
  const report: RedirectImportReport = { created: 0, updated: 0, errors: [] };
  const changed = new Set<number>();
  const created = new Set<number>();
  try {
    let nextId = store.nextId(draft);
    let sliceStart = performance.now();
    for (const { line, cells } of rows) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
      const [source = "", target = "", code = ""] = cells;
      const parsed = redirectInputSchema.safeParse({ source, target, code: code || "301" });
      if (!parsed.success) {
        report.errors.push({ line, message: csvMessages.row(line, firstIssueMessage(parsed.error)) });
        continue;
      }
      const same = draft.bySource(parsed.data.source);
      const id = same?.id ?? nextId;
      const planned = draft.plan({ id, ...parsed.data });
      if (!planned.ok) {
        report.errors.push({ line, message: csvMessages.row(line, planned.message) });
        continue;
      }
      for (const rule of [{ ...planned.rule, id }, ...planned.rewrites]) {
        draft.put(rule);
        changed.add(rule.id);
      }
      if (same) {
        report.updated++;
      } else {
        created.add(id);
        nextId++;
        report.created++;
      }
    }
  } catch (error) {
    await store.finishImport(null, changed, created);
    throw error;
  }
  await store.finishImport(draft, changed, created);
  return report;
}
