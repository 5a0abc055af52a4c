import type { ContactRequest } from "../../db/schema";
import { contactTipoLabel } from "../../shared/contact/contact-options";
import { contactStatusLabels, requestEmailStateLabels, type RequestEmailState } from "../../shared/contact/inbox";
import { formatRomeDateTime } from "./contact-emails";

/** Excel with Italian regional settings splits columns on ';'. */
const CSV_SEPARATOR = ";";
const BOM = "\uFEFF";

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

function csvRow(cells: (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR);
}

const header = [
  "Numero",
  "Ricevuta il",
  "Stato",
  "Nome",
  "Email",
  "Telefono",
  "Azienda",
  "Tipo di applicazione",
  "Messaggio",
  "Consenso marketing",
  "Stato email",
];

/** The export: UTF-8 with BOM (Excel then reads accents right), CRLF line ends. */
export function contactRequestsCsv(rows: (ContactRequest & { email_state: RequestEmailState })[]): string {
  const lines = [
    csvRow(header),
    ...rows.map((r) =>
      csvRow([
        r.id,
        formatRomeDateTime(r.created_at),
        contactStatusLabels[r.status],
        r.name,
        r.email,
        r.phone,
        r.company,
        r.tipo ? contactTipoLabel(r.tipo) : "",
        r.message,
        r.marketing_consent ? "Sì" : "No",
        requestEmailStateLabels[r.email_state],
      ]),
    ),
  ];
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
