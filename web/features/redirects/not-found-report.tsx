import { useState } from "react";
import { AdminCell, type AdminColumn, AdminTable } from "../../components/ui/admin-table";
import { type ListCopy, ListStates } from "../../components/ui/list-states";
import { pagesOf } from "../../lib/list-address";
import { formatAdminDateTime } from "../../lib/dates";
import { useNotFoundReport } from "./redirects-api";
import { Pager } from "../../components/ui/pager";

const NOT_FOUND_COPY: ListCopy = { loading: "Caricamento...", error: "Impossibile caricare gli indirizzi non trovati" };
const NO_NOT_FOUND = <p className="text-muted">Nessun indirizzo non trovato, per ora.</p>;

const NOT_FOUND_COLUMNS: AdminColumn[] = [
  { key: "path", label: "Indirizzo" },
  { key: "count", label: "Richieste" },
  { key: "last-seen", label: "Ultima volta" },
  { key: "referrer", label: "Da" },
  { key: "actions", label: "Azioni", hiddenLabel: true },
];

/** The 404s visitors actually hit, most asked first, each with 'Crea reindirizzamento'. */
export function NotFoundReport({ onCreate }: { onCreate: (path: string) => void }) {
  const [page, setPage] = useState(1);
  const report = useNotFoundReport(page);
  const pages = pagesOf(report.data);
  return (
    <section aria-labelledby="not-found-title" className="card p-6">
      <h2 id="not-found-title" className="text-lg font-semibold text-ink">
        Indirizzi non trovati (404)
      </h2>
      <p className="mt-1 text-sm text-muted">
        Gli indirizzi che i visitatori hanno chiesto senza trovare una pagina, i più chiesti per primi. Non si conserva nulla di
        chi li ha chiesti, solo il sito da cui arrivava.
      </p>
      <div className="mt-4">
        <ListStates list={report} copy={NOT_FOUND_COPY} empty={NO_NOT_FOUND}>
          {(data) => (
            <>
              <AdminTable
                label="Indirizzi non trovati, i più chiesti per primi"
                columns={NOT_FOUND_COLUMNS}
                minWidth="40rem"
                testId="not-found-table"
              >
                {data.items.map((item) => (
                  <tr key={item.path} className="align-top">
                    <AdminCell column="path" className="px-4 py-3 break-all">
                      {item.path}
                    </AdminCell>
                    <AdminCell column="count">{item.count.toLocaleString("it-IT")}</AdminCell>
                    <AdminCell column="last-seen" className="px-4 py-3 whitespace-nowrap">
                      {formatAdminDateTime(item.last_seen)}
                    </AdminCell>
                    <AdminCell column="referrer">{item.referrer_host ?? "—"}</AdminCell>
                    <AdminCell column="actions">
                      <button type="button" className="btn-secondary whitespace-nowrap" onClick={() => onCreate(item.path)}>
                        Crea reindirizzamento<span className="sr-only"> per {item.path}</span>
                      </button>
                    </AdminCell>
                  </tr>
                ))}
              </AdminTable>
              <Pager label="Pagine degli indirizzi non trovati" page={page} pages={pages} onPage={setPage} next="Successivi" />
            </>
          )}
        </ListStates>
      </div>
    </section>
  );
}
