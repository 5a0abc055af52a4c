import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { pageEditorPath, SITE_TEXTS_KEY } from "../../../src/shared/pages/page-edits";
import { AdminCell, type AdminColumn, AdminTable } from "../../components/ui/admin-table";
import { LoadError } from "../../components/ui/load-error";
import { formatAdminDate } from "../../lib/dates";
import { CreatedPagesRows } from "./created-pages-table";
import { EnglishCell } from "./english-cell";
import { usePagesList } from "./pages-api";

/** The form of a new page, with its checks, loads when staff ask for it: the list draws without it. */
const NewPageForm = lazy(async () => ({ default: (await import("./new-page-form")).NewPageForm }));

/** The columns of the pages list; the rows of the pages staff created follow the same ones. */
const PAGE_COLUMNS: AdminColumn[] = [
  { key: "page", label: "Pagina" },
  { key: "path", label: "Indirizzo" },
  { key: "status", label: "Stato" },
  { key: "english", label: "Inglese" },
  { key: "updated", label: "Ultima modifica" },
  { key: "actions", label: "Azioni", hiddenLabel: true },
];

/** /admin/pagine: every marketing page and the header and footer texts, whether staff edited them, and who last did. */
export function PagesListPage() {
  const pages = usePagesList();
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">Pagine del sito</h1>
          <p className="mt-1 text-muted">
            Modifica testi, numeri, immagini e blocchi delle pagine. Finché una pagina non viene modificata, il sito mostra il suo
            testo originale.
          </p>
        </div>
        {creating ? null : (
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            Nuova pagina
          </button>
        )}
      </div>
      {creating ? (
        <Suspense fallback={<p role="status">Apertura del modulo…</p>}>
          <NewPageForm onCancel={() => setCreating(false)} />
        </Suspense>
      ) : null}

      {pages.isPending ? <p role="status">Caricamento delle pagine…</p> : null}
      {pages.isError ? <LoadError message={pages.error.message} onRetry={() => void pages.refetch()} /> : null}
      {pages.data ? (
        <AdminTable label="Pagine del sito" columns={PAGE_COLUMNS} minWidth="48rem" after={<CreatedPagesRows />}>
          {pages.data.map((page) => (
            <tr key={page.path}>
              <AdminCell column="page">
                <Link to={pageEditorPath(page.path)} className="font-semibold text-brand-700 underline">
                  {page.title}
                </Link>
              </AdminCell>
              <AdminCell column="path">
                {page.path === SITE_TEXTS_KEY ? (
                  <span className="text-muted">Ogni pagina: menu e piè di pagina</span>
                ) : (
                  <a href={page.path} className="text-ink underline">
                    {page.path}
                  </a>
                )}
              </AdminCell>
              <AdminCell column="status">
                <span className={page.status === "modificata" ? "font-semibold text-brand-700" : "text-muted"}>
                  {page.status === "modificata" ? "Modificata" : "Originale"}
                </span>
                {page.hasDraft ? <span className="ml-2 rounded bg-signal-400/30 px-1.5 py-0.5 text-xs">bozza</span> : null}
                {page.builtInChanged ? (
                  <span className="ml-2 rounded bg-signal-400/30 px-1.5 py-0.5 text-xs">testo originale aggiornato</span>
                ) : null}
              </AdminCell>
              {page.path === SITE_TEXTS_KEY ? (
                <AdminCell column="english" />
              ) : (
                <EnglishCell english={page.english} title={page.title} />
              )}
              <AdminCell column="updated" className="px-4 py-3 text-muted">
                {page.updatedAt ? `${formatAdminDate(page.updatedAt)} · ${page.updatedBy}` : "—"}
              </AdminCell>
              <AdminCell column="actions" />
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </div>
  );
}
