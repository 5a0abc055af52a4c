import { useState } from "react";
import { Link } from "react-router-dom";
import { pageTemplateLabels } from "../../../src/shared/pages/page-templates";
import type { CreatedPageItem } from "../../../src/shared/schemas/page-answers";
import { PREVIEW_PARAM, pageEditorPath } from "../../../src/shared/pages/page-edits";
import { AdminCell } from "../../components/ui/admin-table";
import { LoadError } from "../../components/ui/load-error";
import { formatAdminDate } from "../../lib/dates";
import { DeletePageDialog } from "./delete-page-dialog";
import { EnglishCell } from "./english-cell";
import { useCreatedPages } from "./pages-api";

const templateName = (item: CreatedPageItem) => pageTemplateLabels[item.template].split(":")[0];

/** A message row across the table. */
function MessageRow({ children }: { children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={6} className="px-4 py-3 text-muted">
        {children}
      </td>
    </tr>
  );
}

/**
 * The rows of the pages staff created, in the list of /admin/pagine: address, status (with a
 * scheduled publication), and 'elimina', which asks what the address becomes.
 */
export function CreatedPagesRows() {
  const pages = useCreatedPages();
  const [deleting, setDeleting] = useState<CreatedPageItem | null>(null);
  let rows: React.ReactNode;
  if (pages.isPending) rows = <MessageRow>Caricamento delle pagine create…</MessageRow>;
  else if (pages.isError)
    rows = (
      <MessageRow>
        <LoadError message={pages.error.message} onRetry={() => void pages.refetch()} />
      </MessageRow>
    );
  else if (pages.data.length === 0)
    rows = <MessageRow>Nessuna pagina creata: usa «Nuova pagina» per aggiungerne una.</MessageRow>;
  else
    rows = pages.data.map((page) => (
      <tr key={page.path}>
        <AdminCell column="page">
          <Link to={pageEditorPath(page.path)} className="font-semibold text-brand-700 underline">
            {page.title}
          </Link>
          <span className="block text-xs text-muted">{templateName(page)}</span>
        </AdminCell>
        <AdminCell column="path">
          <a href={page.status === "pubblicata" ? page.path : `${page.path}?${PREVIEW_PARAM}`} className="text-ink underline">
            {page.path}
          </a>
        </AdminCell>
        <AdminCell column="status">
          <span className={page.status === "pubblicata" ? "font-semibold text-brand-700" : "text-muted"}>
            {page.status === "pubblicata" ? "Pubblicata" : "Non pubblicata"}
          </span>
          {page.hasDraft ? <span className="ml-2 rounded bg-signal-400/30 px-1.5 py-0.5 text-xs">bozza</span> : null}
          {page.scheduledAt ? (
            <span className="mt-1 block text-xs text-ink">Programmata per il {formatAdminDate(page.scheduledAt)}</span>
          ) : null}
        </AdminCell>
        <EnglishCell english={page.english} title={page.title} />
        <AdminCell column="updated" className="px-4 py-3 text-muted">
          Creata il {formatAdminDate(page.createdAt)} · {page.createdBy}
        </AdminCell>
        <AdminCell column="actions" className="px-4 py-3 text-right">
          <button type="button" className="btn-secondary" onClick={() => setDeleting(page)}>
            Elimina<span className="sr-only"> {page.title}</span>
          </button>
        </AdminCell>
      </tr>
    ));
  return (
    <tbody className="divide-y divide-line border-t border-line">
      <tr className="bg-surface" data-card-heading="">
        <th scope="colgroup" colSpan={6} className="px-4 py-2 text-left text-sm font-semibold text-ink">
          Pagine create dallo staff
          {deleting ? <DeletePageDialog page={deleting} onClose={() => setDeleting(null)} /> : null}
        </th>
      </tr>
      {rows}
    </tbody>
  );
}
