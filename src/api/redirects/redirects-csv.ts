import { parse } from "csv-parse/sync";
import { csvFile } from "../../http/csv";
import type { RedirectImportReport } from "../../shared/schemas/redirects";
import { redirectInputSchema } from "../../shared/schemas/redirects";
import { firstIssueMessage } from "../../shared/schemas/validation";
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

/** Reads `old,new,code` rows (commas or semicolons, optional header, code 301 when left out). */
export function parseRedirectsCsv(text: string): Parsed {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [",", ";"],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
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

/** Saves each row as a rule (a rule of the same old address is replaced); a row that fails is reported by its line. */
export function importRedirects(store: RedirectStore, rows: { line: number; cells: string[] }[]): RedirectImportReport {
  const report: RedirectImportReport = { created: 0, updated: 0, errors: [] };
  store.batch((tx) => {
    for (const { line, cells } of rows) {
      const [source = "", target = "", code = ""] = cells;
      const parsed = redirectInputSchema.safeParse({ source, target, code: code || "301" });
      if (!parsed.success) {
        report.errors.push({ line, message: csvMessages.row(line, firstIssueMessage(parsed.error)) });
        continue;
      }
      const saved = store.save(parsed.data, { upsert: true, tx });
      if (!saved.ok) report.errors.push({ line, message: csvMessages.row(line, saved.message) });
      else if (saved.created) report.created++;
      else report.updated++;
    }
  });
  return report;
}
