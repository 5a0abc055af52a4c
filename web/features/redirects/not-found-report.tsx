import { useState } from "react";
import { LoadError } from "../../components/ui/load-error";
import { formatAdminDateTime } from "../../lib/dates";
import { useNotFoundReport } from "./redirects-api";
import { Pager } from "../../components/ui/pager";

/** The 404s visitors actually hit, most asked first, each with 'Crea reindirizzamento'. */
export function NotFoundReport({ onCreate }: { onCreate: (path: string) => void }) {
  const [page, setPage] = useState(1);
  const report = useNotFoundReport(page);
  const pages = report.data ? Math.max(1, Math.ceil(report.data.total / report.data.pageSize)) : 1;
  return (
    <section aria-labelledby="not-found-title" className="card p-6">
      <h2 id="not-found-title" className="text-lg font-semibold text-ink">
        Indirizzi non trovati (404)
      </h2>
      <p className="mt-1 text-sm text-muted">
        Gli indirizzi che i visitatori hanno chiesto senza trovare una pagina, i più chiesti per primi. Non si conserva nulla di
        chi li ha chiesti, solo il sito da cui arrivava.
      </p>
      {report.isPending ? (
        <p role="status" className="mt-4 text-muted">
          Caricamento...
        </p>
      ) : report.isError ? (
        <LoadError
          message={report.error.message}
          title="Impossibile caricare gli indirizzi non trovati"
          onRetry={() => void report.refetch()}
        />
      ) : report.data.items.length === 0 ? (
        <p className="mt-4 text-muted">Nessun indirizzo non trovato, per ora.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="not-found-table">
            <caption className="sr-only">Indirizzi non trovati, i più chiesti per primi</caption>
            <thead>
              <tr className="text-muted">
                {["Indirizzo", "Richieste", "Ultima volta", "Da", ""].map((h, i) => (
                  <th key={h || i} scope="col" className="pb-2 pr-4 font-semibold">
                    {h || <span className="sr-only">Azioni</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.data.items.map((item) => (
                <tr key={item.path} className="border-t border-line align-top">
                  <td className="py-2 pr-4 break-all">{item.path}</td>
                  <td className="py-2 pr-4">{item.count.toLocaleString("it-IT")}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatAdminDateTime(item.last_seen)}</td>
                  <td className="py-2 pr-4">{item.referrer_host ?? "—"}</td>
                  <td className="py-2">
                    <button type="button" className="btn-secondary whitespace-nowrap" onClick={() => onCreate(item.path)}>
                      Crea reindirizzamento<span className="sr-only"> per {item.path}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label="Pagine degli indirizzi non trovati" page={page} pages={pages} onPage={setPage} next="Successivi" />
        </div>
      )}
    </section>
  );
}
