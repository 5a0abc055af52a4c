import { Link } from "react-router-dom";
import { pageEditorPath } from "../../../src/shared/pages/page-edits";
import type { EnglishState } from "../../../src/shared/pages/page-translations";
import type { PageListItem } from "../../../src/shared/schemas/page-answers";
import { AdminCell } from "../../components/ui/admin-table";

const stateLabels: Record<EnglishState, string> = {
  bozza: "Bozza",
  pubblicata: "Pubblicata",
  "da aggiornare": "Da aggiornare",
};

const stateClasses: Record<EnglishState, string> = {
  bozza: "text-muted",
  pubblicata: "font-semibold text-brand-700",
  "da aggiornare": "rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950",
};

/** A page's English in the list of /admin/pagine: none, or its state, opening its editor. */
export function EnglishCell({ english, title }: { english: PageListItem["english"]; title: string }) {
  return (
    <AdminCell column="english">
      {english ? (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={pageEditorPath(english.path)} className="text-brand-700 underline" data-testid="english-link">
            Inglese<span className="sr-only"> di {title}</span>
          </Link>
          <span className={stateClasses[english.state]} data-testid="english-state">
            {stateLabels[english.state]}
          </span>
          {english.hasDraft && english.state !== "bozza" ? (
            <span className="rounded bg-signal-400/30 px-1.5 py-0.5 text-xs">bozza</span>
          ) : null}
        </span>
      ) : (
        <span className="text-muted" data-testid="english-state">
          Nessuna
        </span>
      )}
    </AdminCell>
  );
}
