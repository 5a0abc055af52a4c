import { Link } from "react-router-dom";
import type { ContactRequestSummary } from "../../../src/shared/contact/inbox";
import { AdminCell, type AdminColumn, AdminTable } from "../../components/ui/admin-table";
import { formatDateTime } from "./format";
import { NotSpamButton, SpamReasons } from "./spam-parts";

const SPAM_COLUMNS: AdminColumn[] = [
  { key: "received", label: "Ricevuta" },
  { key: "requester", label: "Richiedente" },
  { key: "reasons", label: "Perché è qui" },
  { key: "actions", label: "Azioni", hiddenLabel: true },
];

/** The possible spam: who, why it was set aside, and the one click that moves it into the inbox. */
export function SpamTable({ items }: { items: readonly ContactRequestSummary[] }) {
  return (
    <AdminTable label="Possibile spam, dal più recente" columns={SPAM_COLUMNS} minWidth="760px">
      {items.map((r) => (
        <tr key={r.id} data-testid="spam-row">
          <AdminCell column="received" className="px-4 py-3 whitespace-nowrap text-muted">
            {formatDateTime(r.created_at)}
          </AdminCell>
          <AdminCell column="requester">
            <Link to={`/admin/richieste/${r.id}`} className="font-semibold text-brand-700 hover:underline">
              {r.name}
            </Link>
            <p className="break-words text-muted">{[r.company, r.email, r.phone].join(" · ")}</p>
            {r.preview ? <p className="mt-1 line-clamp-2 break-words text-ink/80">{r.preview}</p> : null}
          </AdminCell>
          <AdminCell column="reasons">
            <SpamReasons reasons={r.spam_reasons ?? []} label={`Perché la richiesta di ${r.name} è qui`} />
          </AdminCell>
          <AdminCell column="actions" className="px-4 py-3 text-right">
            <NotSpamButton id={r.id} name={r.name} />
          </AdminCell>
        </tr>
      ))}
    </AdminTable>
  );
}
