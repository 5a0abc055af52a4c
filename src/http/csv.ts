/** Excel with Italian regional settings splits columns on ';'. */
const CSV_SEPARATOR = ";";
/** UTF-8 byte order mark: Excel then reads accents right. */
const CSV_BOM = "\uFEFF";

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** Column separator: ';' for spreadsheets (the default), ',' for files other programs read. */
  separator?: ";" | ",";
  /**
   * 'escape' writes line breaks, tabs and other control characters as visible escapes (\r, \n,
   * \u0000…), so no value can start a new line: for logs. 'keep' (the default) quotes them.
   */
  controls?: "keep" | "escape";
}

const NAMED_CONTROLS: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const CONTROL = /[\u0000-\u001f\u007f]/g;
const escapeControl = (ch: string) => NAMED_CONTROLS[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * One cell: text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first)
 * is prefixed with an apostrophe; cells holding a separator, quotes or line breaks are quoted,
 * quotes doubled.
 */
export function csvCell(value: CsvValue, options: CsvOptions = {}): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (options.controls === "escape") text = text.replace(CONTROL, escapeControl);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;,"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(cells: readonly CsvValue[], options: CsvOptions = {}): string {
  return cells.map((cell) => csvCell(cell, options)).join(options.separator ?? CSV_SEPARATOR);
}

/**
 * A whole file: rows (or titled tables, separated by an empty line) with CRLF line ends, and
 * the byte order mark for spreadsheets unless `bom` is false.
 */
export function csvFile(
  tables: readonly (readonly (readonly CsvValue[])[])[],
  options: CsvOptions & { bom?: boolean } = {},
): string {
  const body = tables.map((rows) => rows.map((cells) => csvRow(cells, options)).join("\r\n")).join("\r\n\r\n");
  return `${options.bom === false ? "" : CSV_BOM}${body}\r\n`;
}

/** The headers of a CSV file the browser saves as `fileName`. */
export function csvDownload(fileName: string): Record<string, string> {
  return { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` };
}
