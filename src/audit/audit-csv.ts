import { type AuditEntry, auditEventLabels, auditOutcomeLabels } from "../shared/audit";

const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeControl(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= 0x20 && code !== 0x7f) return ch;
  return named[ch] ?? `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * One CSV cell: control characters (CR, LF, tab…) become visible escapes so a value can never
 * start a new line of the log, and a leading =, +, -, @ is neutralised so a spreadsheet never
 * runs it as a formula.
 */
export function csvCell(value: string): string {
  let text = Array.from(value, escapeControl).join("");
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
