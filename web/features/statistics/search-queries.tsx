import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { SearchStatistics } from "../../../src/shared/search";
import { LoadError } from "../../components/ui/load-error";
import { searchStatisticsQuery } from "./api/get-statistics";
import { formatNumber } from "./period";
import { RankedTable } from "./ranked-table";

/** The site search's figures of a period (called by the page, so they load beside its other figures). */
export function useSearchStatistics(from: string, to: string) {
  return useQuery({ ...searchStatisticsQuery(from, to), placeholderData: (previous) => previous });
}

/** What visitors looked for with the site search in the period: the most asked, and those that found nothing. */
export function SearchQueries({ report }: { report: UseQueryResult<SearchStatistics> }) {
  return (
    <section aria-labelledby="ricerche-sito" className="mt-10">
      <h2 id="ricerche-sito" className="text-xl font-bold text-brand-900">
        Ricerche nel sito
      </h2>
      <p className="mt-1 text-sm text-muted">
        Il testo cercato e quante volte al giorno, nient'altro: chi ha cercato non è registrato.
      </p>
      {report.isPending ? (
        <p role="status" className="mt-4 text-muted">
          Caricamento delle ricerche…
        </p>
      ) : report.isError ? (
        <LoadError
          className="mt-4"
          title="Impossibile caricare le ricerche"
          message={report.error.message}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <>
          <p className="mt-4 text-sm font-medium text-ink" data-testid="stats-searches">
            {`Ricerche nel periodo: ${formatNumber(report.data.searches)}`}
          </p>
          <div className="mt-4 grid gap-6 xl:grid-cols-2">
            <RankedTable
              title="Ricerche più frequenti"
              testId="stats-search-top"
              rows={report.data.top}
              labelHeader="Testo cercato"
              label={(r) => r.query}
              empty="Nessuna ricerca in questo periodo."
              columns={[{ label: "Ricerche", value: (r) => r.searches }]}
            />
            <RankedTable
              title="Ricerche senza risultati"
              testId="stats-search-empty"
              rows={report.data.empty}
              labelHeader="Testo cercato"
              label={(r) => r.query}
              empty="Ogni ricerca del periodo ha trovato qualcosa."
              columns={[{ label: "Ricerche", value: (r) => r.searches }]}
            />
          </div>
        </>
      )}
    </section>
  );
}
