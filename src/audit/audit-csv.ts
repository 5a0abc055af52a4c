import { type AuditEntry, auditEventLabels, auditOutcomeLabels } from "../shared/audit";

/**
 * One CSV cell: control characters (CR, LF, tab…) become visible escapes so a value can never
 * start a new line of the log, and a leading =, +, -, @ is neutralised so a spreadsheet never
 * runs it as a formula.
 */
export function csvCell(value: string): string {
  let text = value.replace(/[\u0000-\u001f\u007f]/g, (ch) =>
    ch === "\n" ? "\\n" : ch === "\r" ? "\\r" : ch === "\t" ? "\\t" : `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const header = ["Data e ora (UTC)", "Persona", "Indirizzo", "Evento", "Elemento", "Esito", "Dettagli"];

/** The audit log as CSV (UTF-8 with BOM, ';' separated, as Italian spreadsheets expect). */
export function auditCsv(entries: AuditEntry[]): string {
  const lines = [header.map(csvCell).join(";")];
  for (const e of entries) {
    lines.push(
      [
        e.at,
        e.actorEmail,
        e.ip,
        auditEventLabels[e.event] ?? e.event,
        e.target,
        auditOutcomeLabels[e.outcome],
        Object.keys(e.details).length ? JSON.stringify(e.details) : "",
      ]
        .map(csvCell)
        .join(";"),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
