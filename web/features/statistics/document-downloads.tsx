import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { DocumentStatistics } from "../../../src/shared/schemas/document-answers";
import { type ListCopy, ReadStates } from "../../components/ui/list-states";
import { documentStatisticsQuery } from "./api/get-statistics";
import { RankedTable } from "./ranked-table";

/** The documents' figures of a period (called by the page, so they load beside its other figures). */
export function useDocumentStatistics(from: string, to: string) {
  return useQuery({ ...documentStatisticsQuery(from, to), placeholderData: (previous) => previous });
}

const DOWNLOADS_COPY: ListCopy = { loading: "Caricamento dei download…", error: "Impossibile caricare i download" };

/** Which documents visitors downloaded in the period, and the requests each gated one brought to the inbox. */
export function DocumentDownloads({ report }: { report: UseQueryResult<DocumentStatistics> }) {
  return (
    <section aria-labelledby="documenti-scaricati" className="mt-10">
      <h2 id="documenti-scaricati" className="text-xl font-bold text-brand-900">
        Documentazione
      </h2>
      <p className="mt-1 text-sm text-muted">
        Download per documento, contati senza cookie come le visite; per un documento che chiede i contatti, le richieste arrivate
        nella casella.
      </p>
      <ReadStates read={report} copy={DOWNLOADS_COPY} className="mt-4">
        {({ documents }) => (
          <div className="mt-4">
            <RankedTable
              title="Documenti scaricati"
              testId="stats-documents"
              rows={documents.filter((d) => d.downloads > 0 || d.leads > 0)}
              labelHeader="Documento"
              label={(d) => d.title}
              empty="Nessun documento scaricato in questo periodo."
              columns={[
                { label: "Download", value: (d) => d.downloads },
                { label: "Richieste", value: (d) => (d.gated ? d.leads : "–") },
              ]}
            />
          </div>
        )}
      </ReadStates>
    </section>
  );
}
