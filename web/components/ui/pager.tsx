import type { ReactNode } from "react";

/**
 * The pages of an admin list: 'Precedenti', where the list is, and the next ones (the noun's
 * gender decides 'Successive' or 'Successivi'). Shown only when there is more than one page.
 */
export function Pager({
  label,
  page,
  pages,
  onPage,
  next = "Successive",
  summary,
}: {
  /** The navigation's accessible name, e.g. "Pagine delle regole". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  next?: "Successive" | "Successivi";
  /** Said after "Pagina n di m", e.g. the count of items. */
  summary?: ReactNode;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Precedenti
      </button>
      <span>
        Pagina {page} di {pages}
        {summary}
      </span>
      <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </button>
    </nav>
  );
}
