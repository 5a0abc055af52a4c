import { csvFile } from "../http/csv";
import { auditEventLabels, auditOutcomeLabels } from "../shared/audit";
import type { AuditEntry } from "../shared/schemas/audit-answers";

const header = ["Data e ora (UTC)", "Persona", "Indirizzo", "Evento", "Elemento", "Esito", "Dettagli"];

/**
 * The audit log as CSV (UTF-8 with BOM, ';' separated, as Italian spreadsheets expect). Line
 * breaks and other control characters in a value are written as visible escapes: a value can
 * never start a new line of the log.
 */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) => [
    e.at,
    e.actorEmail,
    e.ip,
    auditEventLabels[e.event] ?? e.event,
    e.target,
    auditOutcomeLabels[e.outcome],
    Object.keys(e.details).length ? JSON.stringify(e.details) : "",
  ]);
  return csvFile([[header, ...rows]], { controls: "escape" });
}
