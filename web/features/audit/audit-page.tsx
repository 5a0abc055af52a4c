import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download } from "../../components/ui/lucide-icons";
import { onFilterSubmit } from "../../lib/filter-form";
import { useSearchParams } from "react-router-dom";
import { AUDIT_EVENTS, auditEventLabels, auditOutcomeLabels, auditPersonLabel } from "../../../src/shared/audit";
import type { AuditEntry } from "../../../src/shared/schemas/audit-answers";
import { describeAuditDetails } from "../../../src/shared/audit-details";
import { AdminCell, type AdminColumn, AdminTable } from "../../components/ui/admin-table";
import { LoadError } from "../../components/ui/load-error";
import { formatAdminDateTime } from "../../lib/dates";
import { auditQuery } from "./api/get-audit";

const FILTERS = ["person", "event", "from", "to"] as const;
const AUDIT_COLUMNS: AdminColumn[] = ["Quando", "Persona", "Indirizzo", "Evento", "Elemento", "Esito", "Dettagli"].map(
  (label) => ({
    key: label,
    label,
  }),
);

/** The element by its name at the time (newer lines), with its id in small print; older lines show the id alone. */
function ElementCell({ entry }: { entry: AuditEntry }) {
  if (!entry.targetName) return <>{entry.target}</>;
  return (
    <>
      <span className="block font-medium">{entry.targetName}</span>
      <span className="block text-xs text-muted">{entry.target}</span>
    </>
  );
}

/** /admin/registro: who did what and when (Amministratore only). */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const key of [...FILTERS, "page"] as const) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const page = Number(params.get("page") ?? 1) || 1;
  const log = useQuery({
    ...auditQuery(query),
    placeholderData: keepPreviousData,
  });
  const exportQuery = new URLSearchParams(query);
  exportQuery.delete("page");

  const onFilter = onFilterSubmit(FILTERS, setParams);
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    setParams(next);
  };
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Registro attività</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Accessi, modifiche ai contenuti, alle persone e alle impostazioni degli ultimi 12 mesi. Non contiene password, codici né
        il testo dei messaggi.
      </p>
      <form onSubmit={onFilter} className="card mt-6 grid gap-4 p-6 md:grid-cols-5 md:items-end" aria-label="Filtra il registro">
        <div>
          <label htmlFor="audit-person" className="field-label">
            Persona
          </label>
          <select
            id="audit-person"
            name="person"
            className="field-input"
            defaultValue={params.get("person") ?? ""}
            key={`${params.get("person")}-${log.data?.people.length ?? 0}`}
          >
            <option value="">Tutte</option>
            {(log.data?.people ?? []).map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-event" className="field-label">
            Evento
          </label>
          <select id="audit-event" name="event" className="field-input" defaultValue={params.get("event") ?? ""}>
            <option value="">Tutti</option>
            {AUDIT_EVENTS.map((event) => (
              <option key={event} value={event}>
                {auditEventLabels[event]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="field-label">
            Dal
          </label>
          <input id="audit-from" name="from" type="date" className="field-input" defaultValue={params.get("from") ?? ""} />
        </div>
        <div>
          <label htmlFor="audit-to" className="field-label">
            Al
          </label>
          <input id="audit-to" name="to" type="date" className="field-input" defaultValue={params.get("to") ?? ""} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary">
            Filtra
          </button>
          <a className="btn-secondary" href={`/api/audit/export?${exportQuery.toString()}`} download>
            <Download aria-hidden="true" className="size-4" />
            Esporta CSV
          </a>
        </div>
      </form>

      <div className="mt-6">
        {log.isPending ? (
          <p role="status" className="text-muted">
            Caricamento del registro...
          </p>
        ) : log.isError ? (
          <LoadError message={log.error.message} title="Impossibile caricare il registro" onRetry={() => void log.refetch()} />
        ) : log.data.entries.length === 0 ? (
          <p className="card p-6 text-muted">Nessuna attività corrisponde ai filtri.</p>
        ) : (
          <>
            <AdminTable
              label="Attività registrate, dalla più recente"
              columns={AUDIT_COLUMNS}
              minWidth="60rem"
              testId="audit-table"
            >
              {log.data.entries.map((e) => (
                <tr key={e.id} className="align-top">
                  <AdminCell column="Quando" className="px-4 py-2 whitespace-nowrap">
                    {formatAdminDateTime(e.at)}
                  </AdminCell>
                  <AdminCell column="Persona" className="px-4 py-2">
                    {auditPersonLabel(e)}
                  </AdminCell>
                  <AdminCell column="Indirizzo" className="px-4 py-2">
                    {e.ip}
                  </AdminCell>
                  <AdminCell column="Evento" className="px-4 py-2">
                    {auditEventLabels[e.event] ?? e.event}
                  </AdminCell>
                  <AdminCell column="Elemento" className="px-4 py-2 break-words">
                    <ElementCell entry={e} />
                  </AdminCell>
                  <AdminCell column="Esito" className="px-4 py-2">
                    {auditOutcomeLabels[e.outcome]}
                  </AdminCell>
                  <AdminCell column="Dettagli" className="px-4 py-2 break-words whitespace-pre-wrap">
                    {describeAuditDetails(e.details)}
                  </AdminCell>
                </tr>
              ))}
            </AdminTable>
            <nav aria-label="Pagine del registro" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
              <p>
                Pagina {page} di {pages} · {log.data.total} attività
              </p>
              <div className="flex gap-2">
                <button type="button" className="btn-secondary min-h-10 px-3" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  Precedente
                </button>
                <button
                  type="button"
                  className="btn-secondary min-h-10 px-3"
                  disabled={page >= pages}
                  onClick={() => goTo(page + 1)}
                >
                  Successiva
                </button>
              </div>
            </nav>
          </>
        )}
      </div>
    </>
  );
}
