import { useState } from "react";
import { Link } from "react-router-dom";
import { type CreatedPageItem, pageTemplateLabels } from "../../../src/shared/pages/new-pages";
import { PREVIEW_PARAM, pageEditorPath } from "../../../src/shared/pages/page-edits";
import { LoadError } from "../../components/ui/load-error";
import { formatAdminDate } from "../../lib/dates";
import { DeletePageDialog } from "./delete-page-dialog";
import { useCreatedPages } from "./pages-api";

const templateName = (item: CreatedPageItem) => pageTemplateLabels[item.template].split(":")[0];

/** The pages staff created: address, status (with a scheduled publication), and 'elimina'. */
export function CreatedPagesTable() {
  const pages = useCreatedPages();
  const [deleting, setDeleting] = useState<CreatedPageItem | null>(null);
  if (pages.isPending) return <p role="status">Caricamento delle pagine create…</p>;
  if (pages.isError) return <LoadError message={pages.error.message} onRetry={() => void pages.refetch()} />;
  if (pages.data.length === 0) {
    return <p className="card p-4 text-muted">Nessuna pagina creata: usa «Nuova pagina» per aggiungerne una.</p>;
  }
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Pagine create dallo staff</caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Pagina
            </th>
            <th scope="col" className="px-4 py-3">
              Indirizzo
            </th>
            <th scope="col" className="px-4 py-3">
              Stato
            </th>
            <th scope="col" className="px-4 py-3">
              Creata
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Azioni</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.data.map((page) => (
            <tr key={page.path} className="border-b border-line last:border-0">
              <td className="px-4 py-3">
                <Link to={pageEditorPath(page.path)} className="font-semibold text-brand-700 underline">
                  {page.title}
                </Link>
                <span className="block text-xs text-muted">{templateName(page)}</span>
              </td>
              <td className="px-4 py-3">
                <a
                  href={page.status === "pubblicata" ? page.path : `${page.path}?${PREVIEW_PARAM}`}
                  className="text-ink underline"
                >
                  {page.path}
                </a>
              </td>
              <td className="px-4 py-3">
                <span className={page.status === "pubblicata" ? "font-semibold text-brand-700" : "text-muted"}>
                  {page.status === "pubblicata" ? "Pubblicata" : "Non pubblicata"}
                </span>
                {page.hasDraft ? <span className="ml-2 rounded bg-signal-400/30 px-1.5 py-0.5 text-xs">bozza</span> : null}
                {page.scheduledAt ? (
                  <span className="mt-1 block text-xs text-ink">Programmata per il {formatAdminDate(page.scheduledAt)}</span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-muted">
                {formatAdminDate(page.createdAt)} · {page.createdBy}
              </td>
              <td className="px-4 py-3 text-right">
                <button type="button" className="btn-secondary" onClick={() => setDeleting(page)}>
                  Elimina<span className="sr-only"> {page.title}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deleting ? <DeletePageDialog page={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
