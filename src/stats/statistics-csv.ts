import { csvFile } from "../http/csv";
import { contactTipoLabel } from "../shared/contact/contact-options";
import { consentChoiceLabels } from "../shared/consent-choices";
import { languageByCode } from "../shared/languages";
import type { StatisticsReport } from "../shared/statistics";

const percent = (rate: number | null) => (rate === null ? "" : `${String(rate).replace(".", ",")}%`);

/** The report as one CSV file: one titled table after another, separated by an empty line. */
export function statisticsCsv(report: StatisticsReport): string {
  const { totals } = report;
  const sections: (string | number | null)[][][] = [
    [
      [`Statistiche dal ${report.from} al ${report.to}`],
      [
        "Visitatori",
        "Visualizzazioni",
        "Visite",
        "Richieste",
        "Richieste da visitatori conteggiati",
        "Tasso di conversione",
        "Clic telefono",
        "Clic email",
        "Clic WhatsApp",
      ],
      [
        totals.visitors,
        totals.pageviews,
        totals.visits,
        totals.requests,
        totals.countedRequests,
        percent(totals.conversionRate),
        totals.clicks.tel,
        totals.clicks.mailto,
        totals.clicks.whatsapp,
      ],
    ],
    [
      ["Andamento giornaliero"],
      ["Giorno", "Visitatori", "Visualizzazioni", "Richieste"],
      ...report.days.map((d) => [d.day, d.visitors, d.pageviews, d.requests]),
    ],
    [
      ["Pagine più viste"],
      ["Pagina", "Visualizzazioni", "Visitatori", "Clic telefono", "Clic email", "Clic WhatsApp"],
      ...report.pages.map((p) => [p.path, p.pageviews, p.visitors, p.tel, p.mailto, p.whatsapp]),
    ],
    [
      ["Sorgenti"],
      ["Sorgente", "Visite", "Visitatori"],
      ...report.sources.map((s) => [s.host || "Accesso diretto", s.visits, s.visitors]),
    ],
    [
      ["Campagne"],
      ["utm_source", "utm_medium", "utm_campaign", "Visite", "Richieste"],
      ...report.campaigns.map((c) => [c.source, c.medium, c.campaign, c.visits, c.requests]),
    ],
    [
      ["Richieste per tipo di applicazione"],
      ["Tipo", "Richieste"],
      ...report.requestsByTipo.map((r) => [contactTipoLabel(r.tipo), r.requests]),
    ],
    [
      ["Richieste per pagina di arrivo"],
      ["Pagina di arrivo", "Richieste"],
      ...report.requestsByLanding.map((r) => [r.landing_page ?? "Non registrata", r.requests]),
    ],
    [
      ["Visite per lingua"],
      ["Lingua", "Visite", "Visualizzazioni"],
      ...report.languages.map((l) => [languageByCode(l.language).name, l.visits, l.pageviews]),
    ],
    [
      ["Consenso cookie"],
      ["Giorno", consentChoiceLabels.all, consentChoiceLabels.necessary, consentChoiceLabels.custom],
      ...report.consent.days.map((d) => [d.day, d.counts.all, d.counts.necessary, d.counts.custom]),
    ],
  ];
  return csvFile(sections);
}
