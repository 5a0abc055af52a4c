import { Download, Eye, Mail, MessageCircle, Percent, Phone, Send, Users } from "../../components/ui/lucide-icons";
import { useSearchParams } from "react-router-dom";
import { contactTipoLabel } from "../../../src/shared/contact/contact-options";
import { consentChoiceKinds, consentChoiceLabels } from "../../../src/shared/consent-choices";
import { CONVERSION_RATE_EXPLANATION, type StatisticsReport } from "../../../src/shared/statistics";
import { isSearchEngine } from "../../../src/shared/visit-source";
import { type ListCopy, ReadStates } from "../../components/ui/list-states";
import { StatCard } from "../../components/ui/stat-card";
import { formatDay, formatNumber, formatRate, periodFromParams } from "./period";
import { PeriodPicker } from "./period-picker";
import { RankedTable } from "./ranked-table";
import { languageByCode } from "../../../src/shared/languages";
import { DocumentDownloads, useDocumentStatistics } from "./document-downloads";
import { SearchQueries, useSearchStatistics } from "./search-queries";
import { exportHref, useStatistics } from "./statistics-api";
import { TimeChart } from "./time-chart";

const sourceLabel = (host: string) => (host ? `${host}${isSearchEngine(host) ? " (ricerca)" : ""}` : "Accesso diretto");

function Figures({ report }: { report: StatisticsReport }) {
  const { totals } = report;
  const days = report.days.map((d) => d.day);
  const consentDays = report.days.map((d) => report.consent.days.find((c) => c.day === d.day));
  return (
    <>
      <section
        aria-label="Riepilogo del periodo"
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="stats-totals"
      >
        <StatCard
          label="Visitatori"
          value={formatNumber(totals.visitors)}
          icon={<Users aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label="Visualizzazioni di pagina"
          value={formatNumber(totals.pageviews)}
          icon={<Eye aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label="Richieste di contatto"
          value={formatNumber(totals.requests)}
          icon={<Send aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label="Tasso di conversione"
          value={formatRate(totals.conversionRate)}
          icon={<Percent aria-hidden="true" className="size-5" />}
          note={`${formatNumber(totals.countedRequests)} richieste da visitatori conteggiati su ${formatNumber(totals.visitors)} visitatori`}
        />
        <StatCard
          label="Clic su «Chiama»"
          value={formatNumber(totals.clicks.tel)}
          icon={<Phone aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label="Clic sull'email"
          value={formatNumber(totals.clicks.mailto)}
          icon={<Mail aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label="Clic su WhatsApp"
          value={formatNumber(totals.clicks.whatsapp)}
          icon={<MessageCircle aria-hidden="true" className="size-5" />}
        />
        <StatCard
          label="Visite (pagine di ingresso)"
          value={formatNumber(totals.visits)}
          icon={<Eye aria-hidden="true" className="size-5" />}
        />
      </section>
      <p className="mt-3 max-w-4xl text-sm text-muted" data-testid="conversion-rate-explanation">
        {CONVERSION_RATE_EXPLANATION}
      </p>

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <TimeChart
          title="Visitatori e visualizzazioni per giorno"
          days={days}
          series={[
            { key: "visitors", label: "Visitatori", colorClass: "text-brand-600", values: report.days.map((d) => d.visitors) },
            {
              key: "pageviews",
              label: "Visualizzazioni",
              colorClass: "text-slate-500",
              values: report.days.map((d) => d.pageviews),
            },
          ]}
        />
        <TimeChart
          title="Richieste di contatto per giorno"
          kind="bar"
          days={days}
          series={[
            { key: "requests", label: "Richieste", colorClass: "text-accent-600", values: report.days.map((d) => d.requests) },
          ]}
        />
      </div>

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <RankedTable
          title="Pagine più viste"
          testId="stats-pages"
          rows={report.pages}
          labelHeader="Pagina"
          label={(p) => p.path}
          empty="Nessuna pagina vista in questo periodo."
          columns={[
            { label: "Visualizzazioni", value: (p) => p.pageviews },
            { label: "Visitatori", value: (p) => p.visitors },
            { label: "Chiama", value: (p) => p.tel },
            { label: "Email", value: (p) => p.mailto },
            { label: "WhatsApp", value: (p) => p.whatsapp },
          ]}
        />
        <RankedTable
          title="Sorgenti delle visite"
          testId="stats-sources"
          rows={report.sources}
          labelHeader="Sorgente"
          label={(s) => sourceLabel(s.host)}
          empty="Nessuna visita in questo periodo."
          columns={[
            { label: "Visite", value: (s) => s.visits },
            { label: "Visitatori", value: (s) => s.visitors },
          ]}
        />
        <RankedTable
          title="Campagne (parametri utm)"
          testId="stats-campaigns"
          rows={report.campaigns}
          labelHeader="Sorgente / mezzo / campagna"
          label={(c) => [c.source, c.medium, c.campaign].filter(Boolean).join(" / ")}
          empty="Nessuna campagna in questo periodo."
          columns={[
            { label: "Visite", value: (c) => c.visits },
            { label: "Richieste", value: (c) => c.requests },
          ]}
        />
        <RankedTable
          title="Richieste per tipo di applicazione"
          testId="stats-tipo"
          rows={report.requestsByTipo}
          labelHeader="Tipo"
          label={(r) => contactTipoLabel(r.tipo)}
          empty="Nessuna richiesta in questo periodo."
          columns={[{ label: "Richieste", value: (r) => r.requests }]}
        />
        <RankedTable
          title="Richieste per pagina di arrivo"
          testId="stats-landing"
          rows={report.requestsByLanding}
          labelHeader="Pagina di arrivo"
          label={(r) => r.landing_page ?? "Non registrata"}
          empty="Nessuna richiesta in questo periodo."
          columns={[{ label: "Richieste", value: (r) => r.requests }]}
        />
        <RankedTable
          title="Visite per lingua"
          testId="stats-languages"
          rows={report.languages}
          labelHeader="Lingua"
          label={(l) => languageByCode(l.language).name}
          empty="Nessuna lingua."
          columns={[
            { label: "Visite", value: (l) => l.visits },
            { label: "Visualizzazioni", value: (l) => l.pageviews },
          ]}
        />
        <div className="grid content-start gap-4">
          <TimeChart
            title="Scelte sul consenso cookie per giorno"
            kind="bar"
            days={days}
            series={consentChoiceKinds.map((kind, i) => ({
              key: kind,
              label: consentChoiceLabels[kind],
              colorClass: ["text-accent-600", "text-slate-500", "text-brand-600"][i] ?? "text-brand-600",
              values: consentDays.map((c) => c?.counts[kind] ?? 0),
            }))}
          />
          <p className="text-sm text-muted" data-testid="stats-consent">
            Nel periodo:{" "}
            {consentChoiceKinds
              .map((k) => `${consentChoiceLabels[k].toLowerCase()} ${formatNumber(report.consent.totals[k])}`)
              .join(", ")}
            .
          </p>
        </div>
      </div>
    </>
  );
}

const STATISTICS_COPY: ListCopy = {
  loading: "Caricamento delle statistiche…",
  error: "Impossibile caricare le statistiche",
};

/** /admin/statistiche: visits, sources, campaigns and requests of a period, cookieless and aggregate. */
export function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const report = useStatistics(period.from, period.to);
  const searches = useSearchStatistics(period.from, period.to);
  const documents = useDocumentStatistics(period.from, period.to);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">Statistiche</h1>
        <a href={exportHref(period.from, period.to)} download className="btn-secondary">
          <Download aria-hidden="true" className="size-4" />
          Esporta CSV
        </a>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Conteggi anonimi e aggregati, senza cookie: nessun indirizzo IP è conservato. I visitatori sono la somma dei visitatori
        unici di ogni giorno; non sono contati robot, personale collegato e chi chiede di non essere tracciato (Global Privacy
        Control o Do Not Track).
      </p>
      <div className="mt-6">
        <PeriodPicker key={`${period.from}-${period.to}`} period={period} onChange={(next) => setParams(next)} />
      </div>
      <p className="mt-4 text-sm font-medium text-ink" aria-live="polite">
        Dal {formatDay(period.from)} al {formatDay(period.to)}
        {report.isFetching && report.data ? " · aggiornamento…" : ""}
      </p>
      <ReadStates read={report} copy={STATISTICS_COPY} className="mt-6">
        {(figures) => <Figures report={figures} />}
      </ReadStates>
      {/* Below the figures once they are shown: arriving first, the figures would push it down. */}
      {report.isPending ? null : <SearchQueries report={searches} />}
      {report.isPending ? null : <DocumentDownloads report={documents} />}
    </>
  );
}
