import { Link } from "react-router-dom";
import { contactTipoLabel } from "../../../src/shared/contact/contact-options";
import type { ContactRequestSummary } from "../../../src/shared/contact/inbox";
import { languageByCode } from "../../../src/shared/languages";
import { AdminCell, type AdminColumn, AdminTable } from "../../components/ui/admin-table";
import { formatDateTime } from "./format";
import { RequestSource } from "./request-source";
import { EmailStateLabel, StatusBadge } from "./status-badges";

const INBOX_COLUMNS: AdminColumn[] = [
  { key: "received", label: "Ricevuta" },
  { key: "requester", label: "Richiedente" },
  { key: "tipo", label: "Tipo" },
  { key: "language", label: "Lingua" },
  { key: "source", label: "Provenienza" },
  { key: "status", label: "Stato" },
  { key: "email", label: "Email" },
];

/** The inbox's list: who, what for, where from, its status and its e-mails; new requests stand out. */
export function InboxTable({ items }: { items: readonly ContactRequestSummary[] }) {
  return (
    <AdminTable label="Richieste di contatto, dalla più recente" columns={INBOX_COLUMNS} minWidth="900px">
      {items.map((r) => (
        <tr key={r.id} className={r.status === "nuova" ? "bg-brand-50/40" : undefined} data-testid="inbox-row">
          <AdminCell column="received" className="px-4 py-3 whitespace-nowrap text-muted">
            {formatDateTime(r.created_at)}
          </AdminCell>
          <AdminCell column="requester">
            <Link
              to={`/admin/richieste/${r.id}`}
              className={`text-brand-700 hover:underline ${r.status === "nuova" ? "font-bold" : "font-semibold"}`}
            >
              {r.name}
            </Link>
            <p className="text-muted">{[r.company, r.email, r.phone].join(" · ")}</p>
            {r.preview ? <p className="mt-1 line-clamp-1 text-ink/80">{r.preview}</p> : null}
          </AdminCell>
          <AdminCell column="tipo" className="px-4 py-3 whitespace-nowrap">
            {r.tipo ? contactTipoLabel(r.tipo) : "—"}
          </AdminCell>
          <AdminCell column="language" className="px-4 py-3 whitespace-nowrap" data-testid="inbox-language">
            {languageByCode(r.language).name}
          </AdminCell>
          <AdminCell column="source" data-testid="inbox-source">
            <RequestSource request={r} />
          </AdminCell>
          <AdminCell column="status">
            <StatusBadge status={r.status} />
          </AdminCell>
          <AdminCell column="email">
            <EmailStateLabel state={r.email_state} />
          </AdminCell>
        </tr>
      ))}
    </AdminTable>
  );
}
