import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { SearchStatistics } from "../../../src/shared/search";
import { type ListCopy, ReadStates } from "../../components/ui/list-states";
import { searchStatisticsQuery } from "./api/get-statistics";
import { formatNumber } from "./period";
import { RankedTable } from "./ranked-table";

/** The site search's figures of a period (called by the page, so they load beside its other figures). */
export function useSearchStatistics(from: string, to: string) {
  return useQuery({ ...searchStatisticsQuery(from, to), placeholderData: (previous) => previous });
}

const SEARCHES_COPY: ListCopy = { loading: "Caricamento delle ricerche…", error: "Impossibile caricare le ricerche" };

/** The two rankings of the texts searched: the most asked, and those that found nothing. */
const RANKINGS = [
  { rows: "top", title: "Ricerche più frequenti", testId: "stats-search-top", empty: "Nessuna ricerca in questo periodo." },
  {
    rows: "empty",
    title: "Ricerche senza risultati",
    testId: "stats-search-empty",
    empty: "Ogni ricerca del periodo ha trovato qualcosa.",
  },
] as const;

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
      <ReadStates read={report} copy={SEARCHES_COPY} className="mt-4">
        {(searches) => (
          <>
            <p className="mt-4 text-sm font-medium text-ink" data-testid="stats-searches">
              {`Ricerche nel periodo: ${formatNumber(searches.searches)}`}
            </p>
            <div className="mt-4 grid gap-6 xl:grid-cols-2">
              {RANKINGS.map(({ rows, ...ranking }) => (
                <RankedTable
                  key={rows}
                  {...ranking}
                  rows={searches[rows]}
                  labelHeader="Testo cercato"
                  label={(r) => r.query}
                  columns={[{ label: "Ricerche", value: (r) => r.searches }]}
                />
              ))}
            </div>
          </>
        )}
      </ReadStates>
    </section>
  );
}
