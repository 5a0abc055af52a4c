import type { ContactRequest } from "../../db/schema";
import { contactTipoLabel } from "../../shared/contact/contact-options";
import { contactStatusLabels, requestEmailStateLabels, type RequestEmailState } from "../../shared/contact/inbox";
import { romeDateTimeNoComma } from "../../shared/rome-date-time";
import { csvFile } from "../../http/csv";
import { visitSourceLabel } from "../../shared/visit-source";
import { spamReasonLabel } from "../../shared/contact/spam";
import { languageByCode } from "../../shared/languages";

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
  "Provenienza",
  "Pagina di arrivo",
  "Pagina di invio",
  "Lingua",
];

/**
 * The export: UTF-8 with BOM (Excel then reads accents right), CRLF line ends. The possible spam's
 * export ends each line with why the request was set aside.
 */
export function contactRequestsCsv(
  rows: (ContactRequest & { email_state: RequestEmailState })[],
  options: { spam: boolean } = { spam: false },
): string {
  return csvFile([
    [
      options.spam ? [...header, "Motivi possibile spam"] : header,
      ...rows.map((r) => [
        r.id,
        romeDateTimeNoComma(r.created_at),
        contactStatusLabels[r.status],
        r.name,
        r.email,
        r.phone,
        r.company,
        r.tipo ? contactTipoLabel(r.tipo) : "",
        r.message,
        r.marketing_consent ? "Sì" : "No",
        requestEmailStateLabels[r.email_state],
        visitSourceLabel(r),
        r.landing_page,
        r.source_page,
        languageByCode(r.language).name,
        ...(options.spam ? [(r.spam_reasons ?? []).map(spamReasonLabel).join("; ")] : []),
      ]),
    ],
  ]);
}
