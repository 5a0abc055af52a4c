import { Download, Search } from "../../components/ui/lucide-icons";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigation, useSearchParams } from "react-router-dom";
import { contactTipoLabel, contactTipoOptions, isContactTipo } from "../../../src/shared/contact/contact-options";
import {
  contactRequestStatuses,
  contactStatusLabels,
  type ContactInboxFilters,
  type ContactRequestStatus,
} from "../../../src/shared/contact/inbox";
import { AdminCell, type AdminColumn, AdminTable } from "../../components/ui/admin-table";
import { EmailWarning } from "../../components/ui/email-warning";
import { formatDateTime } from "./format";
import { exportHref, useAssignees, useInbox } from "./inbox-api";
import { RequestSource } from "./request-source";
import { EmailStateLabel, StatusBadge } from "./status-badges";
import { LoadError } from "../../components/ui/load-error";

const SEARCH_DELAY_MS = 300;

function filtersFrom(params: URLSearchParams): ContactInboxFilters {
  const tipo = params.get("tipo");
  const status = params.get("status");
  const page = Number(params.get("page") ?? "1");
  const assignee = params.get("assignee");
  return {
    assignee: assignee === "nessuno" ? "nessuno" : Number(assignee) > 0 ? Number(assignee) : undefined,
    q: params.get("q") ?? undefined,
    tipo: isContactTipo(tipo) ? tipo : undefined,
    status: (contactRequestStatuses as readonly string[]).includes(status ?? "") ? (status as ContactRequestStatus) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** /admin/richieste: every contact request, newest first, with search, filters and CSV export. */
const INBOX_COLUMNS: AdminColumn[] = [
  { key: "received", label: "Ricevuta" },
  { key: "requester", label: "Richiedente" },
  { key: "tipo", label: "Tipo" },
  { key: "source", label: "Provenienza" },
  { key: "status", label: "Stato" },
  { key: "email", label: "Email" },
];

export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const inbox = useInbox(filters);
  const [search, setSearch] = useState(filters.q ?? "");
  const location = useLocation();
  const navigation = useNavigation();
  // A request opened while its page is still loading must not be overtaken by the delayed search.
  const leaving = useRef(false);
  leaving.current = navigation.state !== "idle" && navigation.location?.pathname !== location.pathname;

  const people = useAssignees();
  const update = (changes: Partial<Record<"q" | "tipo" | "status" | "assignee" | "page", string>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the delay.
  useEffect(() => {
    if (search.trim() === (filters.q ?? "")) return;
    const timer = setTimeout(() => {
      if (!leaving.current) update({ q: search.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const data = inbox.data;
  const filtered = Boolean(filters.q || filters.tipo || filters.status || filters.assignee);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">Richieste di contatto</h1>
          <p className="mt-1 text-muted">
            {data
              ? `${data.statusCounts.nuova} nuove, ${data.statusCounts["in lavorazione"]} in lavorazione, ${data.statusCounts.chiusa} chiuse`
              : // As short as the counts: one line either way, so the filters below do not move when they come.
                "Conteggio delle richieste…"}
          </p>
        </div>
        <a href={exportHref(filters)} download className="btn-secondary">
          <Download aria-hidden="true" className="size-4" />
          Esporta CSV
        </a>
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the search landmark, as <search> would be. */}
      <form
        role="search"
        onSubmit={(e) => e.preventDefault()}
        className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr]"
      >
        <div>
          <label htmlFor="inbox-search" className="field-label">
            Cerca
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id="inbox-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Nome, email, telefono, azienda o testo"
              className="field-input pl-9"
              maxLength={200}
            />
          </div>
        </div>
        <div>
          <label htmlFor="inbox-tipo" className="field-label">
            Tipo di applicazione
          </label>
          <select
            id="inbox-tipo"
            className="field-input"
            value={filters.tipo ?? ""}
            onChange={(e) => update({ tipo: e.target.value })}
          >
            <option value="">Tutti i tipi</option>
            {contactTipoOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-status" className="field-label">
            Stato
          </label>
          <select
            id="inbox-status"
            className="field-input"
            value={filters.status ?? ""}
            onChange={(e) => update({ status: e.target.value })}
          >
            <option value="">Tutti gli stati</option>
            {contactRequestStatuses.map((s) => (
              <option key={s} value={s}>
                {contactStatusLabels[s]}
                {data ? ` (${data.statusCounts[s]})` : ""}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-assignee" className="field-label">
            Assegnata a
          </label>
          <select
            id="inbox-assignee"
            className="field-input"
            value={filters.assignee === undefined ? "" : String(filters.assignee)}
            onChange={(e) => update({ assignee: e.target.value })}
          >
            <option value="">Chiunque</option>
            <option value="nessuno">Nessuno</option>
            {(people.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </form>

      <section aria-label="Elenco delle richieste" aria-busy={inbox.isFetching} className="mt-6">
        {/* It comes with the list, in the list's place: nothing already on screen moves down when it appears. */}
        <div className="mb-6 empty:hidden">
          <EmailWarning status={data?.email} />
        </div>
        {inbox.isPending ? (
          <p role="status" className="card p-6 text-muted">
            Caricamento delle richieste...
          </p>
        ) : inbox.isError ? (
          <LoadError message={`Impossibile caricare le richieste: ${inbox.error.message}`} onRetry={() => void inbox.refetch()} />
        ) : data && data.items.length === 0 && data.total > 0 ? (
          <div className="card p-8 text-center">
            <p className="font-semibold text-ink">Questa pagina non contiene richieste.</p>
            <button type="button" className="btn-secondary mt-4" onClick={() => update({ page: "" })}>
              Vai alla prima pagina
            </button>
          </div>
        ) : data && data.items.length === 0 ? (
          <div className="card p-8 text-center">
            <p className="font-semibold text-ink">
              {filtered ? "Nessuna richiesta corrisponde alla ricerca." : "Nessuna richiesta ricevuta finora."}
            </p>
            {filtered ? (
              <button
                type="button"
                className="btn-secondary mt-4"
                onClick={() => {
                  setSearch("");
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                Azzera i filtri
              </button>
            ) : (
              <p className="mt-2 text-sm text-muted">Le richieste inviate dal modulo della pagina Contatti compariranno qui.</p>
            )}
          </div>
        ) : data ? (
          <>
            <AdminTable label="Richieste di contatto, dalla più recente" columns={INBOX_COLUMNS} minWidth="900px">
              {data.items.map((r) => (
                <tr key={r.id} className={r.status === "nuova" ? "bg-brand-50/40" : undefined} data-testid="inbox-row">
                  <AdminCell column="received" className="px-4 py-3 whitespace-nowrap text-muted">
                    {formatDateTime(r.created_at)}
                  </AdminCell>
                  <AdminCell column="requester" className="px-4 py-3">
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
                  <AdminCell column="source" className="px-4 py-3" data-testid="inbox-source">
                    <RequestSource request={r} />
                  </AdminCell>
                  <AdminCell column="status" className="px-4 py-3">
                    <StatusBadge status={r.status} />
                  </AdminCell>
                  <AdminCell column="email" className="px-4 py-3">
                    <EmailStateLabel state={r.email_state} />
                  </AdminCell>
                </tr>
              ))}
            </AdminTable>
            <nav aria-label="Pagine" className="mt-4 flex items-center justify-between gap-4 text-sm text-muted">
              <span>
                {data.total === 1 ? "1 richiesta" : `${data.total} richieste`}
                {pages > 1 ? ` · pagina ${data.page} di ${pages}` : ""}
              </span>
              {pages > 1 ? (
                <span className="flex gap-2">
                  <button
                    type="button"
                    className="btn-secondary min-h-10 px-3"
                    disabled={data.page <= 1}
                    onClick={() => update({ page: String(data.page - 1) })}
                  >
                    Precedente
                  </button>
                  <button
                    type="button"
                    className="btn-secondary min-h-10 px-3"
                    disabled={data.page >= pages}
                    onClick={() => update({ page: String(data.page + 1) })}
                  >
                    Successiva
                  </button>
                </span>
              ) : null}
            </nav>
          </>
        ) : null}
      </section>
    </>
  );
}
