/** Excel with Italian regional settings splits columns on ';'. */
const CSV_SEPARATOR = ";";
/** UTF-8 byte order mark: Excel then reads accents right. */
export const CSV_BOM = "\uFEFF";

/**
 * One cell: text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first)
 * is prefixed with an apostrophe; cells holding the separator, a comma, quotes or line breaks
 * are quoted, quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;,"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR);
}
