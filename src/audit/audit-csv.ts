import { csvFile } from "../http/csv";
import { auditEventLabels, auditOutcomeLabels } from "../shared/audit";
import { describeAuditDetails } from "../shared/audit-details";
import { romeDateTimeNoComma } from "../shared/rome-date-time";
import type { AuditEntry } from "../shared/schemas/audit-answers";

const header = ["Data e ora (Roma)", "Persona", "Indirizzo", "Evento", "Elemento", "Esito", "Dettagli"];

/**
 * The audit log as CSV (UTF-8 with BOM, ';' separated, as Italian spreadsheets expect), read as
 * the page reads it: times in Rome, details in Italian. Line
 * breaks and other control characters in a value are written as visible escapes: a value can
 * never start a new line of the log.
 */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) => [
    romeDateTimeNoComma(e.at),
    e.actorEmail,
    e.ip,
    auditEventLabels[e.event] ?? e.event,
    e.targetName ? `${e.targetName} (${e.target})` : e.target,
    auditOutcomeLabels[e.outcome],
    describeAuditDetails(e.details),
  ]);
  return csvFile([[header, ...rows]], { controls: "escape" });
}
