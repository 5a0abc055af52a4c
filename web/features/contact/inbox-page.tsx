import { Download, Search } from "../../components/ui/lucide-icons";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router-dom";
import { contactTipoOptions, isContactTipo } from "../../../src/shared/contact/contact-options";
import {
  contactRequestStatuses,
  contactStatusLabels,
  type ContactInboxFilters,
  type ContactRequestStatus,
} from "../../../src/shared/contact/inbox";
import { isLanguageCode, LANGUAGES } from "../../../src/shared/languages";
import { EmailWarning } from "../../components/ui/email-warning";
import { SelectField } from "../../components/ui/select-field";
import { pagesOf } from "../../lib/list-address";
import { exportHref, useAssignees, useInbox } from "./inbox-api";
import { LoadError } from "../../components/ui/load-error";
import { InboxViews } from "./inbox-views";
import { SpamExplanation } from "./spam-parts";
import { SpamTable } from "./spam-table";
import { InboxTable } from "./inbox-table";

const SEARCH_DELAY_MS = 300;

function filtersFrom(params: URLSearchParams): ContactInboxFilters {
  const tipo = params.get("tipo");
  const status = params.get("status");
  const page = Number(params.get("page") ?? "1");
  const assignee = params.get("assignee");
  const language = params.get("language") ?? "";
  return {
    assignee: assignee === "nessuno" ? "nessuno" : Number(assignee) > 0 ? Number(assignee) : undefined,
    q: params.get("q") ?? undefined,
    tipo: isContactTipo(tipo) ? tipo : undefined,
    language: isLanguageCode(language) ? language : undefined,
    status: (contactRequestStatuses as readonly string[]).includes(status ?? "") ? (status as ContactRequestStatus) : undefined,
    spam: params.get("spam") === "1" ? true : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/**
 * /admin/richieste: every contact request, newest first, with search, filters and CSV export; with
 * ?spam=1, the possible spam kept out of it.
 */
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
  const update = (changes: Partial<Record<"q" | "tipo" | "language" | "status" | "assignee" | "page", string>>) => {
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
  const spam = filters.spam === true;
  const filtered = Boolean(filters.q || filters.tipo || filters.language || filters.status || filters.assignee);
  const pages = pagesOf(data);

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Richieste di contatto</h1>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-muted sm:text-base">
          {!data
            ? // As short as the counts: one line either way, so the filters below do not move when they come.
              "Conteggio delle richieste…"
            : spam
              ? `${data.spam_count === 1 ? "1 possibile spam" : `${data.spam_count} possibili spam`} da controllare`
              : `${data.status_counts.nuova} nuove, ${data.status_counts["in lavorazione"]} in lavorazione, ${data.status_counts.chiusa} chiuse`}
        </p>
        <a href={exportHref(filters)} download className="btn-secondary max-sm:px-3 max-sm:py-1.5">
          <Download aria-hidden="true" className="size-4" />
          {/* On a phone the icon and 'CSV' say it; the name stays 'Esporta CSV'. */}
          <span className="max-sm:sr-only">Esporta</span> CSV
        </a>
      </div>

      <InboxViews spam={spam} spamCount={data?.spam_count} />

      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the search landmark, as <search> would be. */}
      <form
        role="search"
        onSubmit={(e) => e.preventDefault()}
        className={`mt-4 grid grid-cols-2 gap-3 sm:mt-6 sm:gap-4 ${spam ? "md:grid-cols-3" : "md:grid-cols-3 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]"}`}
      >
        <div className="col-span-2 md:col-span-1">
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
        <SelectField
          label="Tipo di applicazione"
          value={filters.tipo ?? ""}
          onChange={(e) => update({ tipo: e.target.value })}
          emptyLabel="Tutti i tipi"
          options={contactTipoOptions}
        />
        <SelectField
          label="Lingua"
          value={filters.language ?? ""}
          onChange={(e) => update({ language: e.target.value })}
          emptyLabel="Tutte le lingue"
          options={LANGUAGES.map((language) => ({ value: language.code, label: language.name }))}
        />
        {spam ? null : (
          <>
            <SelectField
              label="Stato"
              value={filters.status ?? ""}
              onChange={(e) => update({ status: e.target.value })}
              emptyLabel="Tutti gli stati"
              options={contactRequestStatuses.map((status) => ({
                value: status,
                label: `${contactStatusLabels[status]}${data ? ` (${data.status_counts[status]})` : ""}`,
              }))}
            />
            <SelectField
              label="Assegnata a"
              value={filters.assignee === undefined ? "" : String(filters.assignee)}
              onChange={(e) => update({ assignee: e.target.value })}
              emptyLabel="Chiunque"
              options={[
                { value: "nessuno", label: "Nessuno" },
                ...(people.data ?? []).map((p) => ({ value: p.id, label: p.name })),
              ]}
            />
          </>
        )}
      </form>

      <section aria-label="Elenco delle richieste" aria-busy={inbox.isFetching} className="mt-6">
        {/* It comes with the list, in the list's place: nothing already on screen moves down when it appears. */}
        <div className="mb-6 empty:hidden">
          <EmailWarning status={data?.email} />
        </div>
        {spam ? (
          <div className="mb-6">
            <SpamExplanation />
          </div>
        ) : null}
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
              {filtered
                ? "Nessuna richiesta corrisponde alla ricerca."
                : spam
                  ? "Nessuna richiesta è tra il possibile spam."
                  : "Nessuna richiesta ricevuta finora."}
            </p>
            {filtered ? (
              <button
                type="button"
                className="btn-secondary mt-4"
                onClick={() => {
                  setSearch("");
                  setParams(new URLSearchParams(spam ? { spam: "1" } : {}), { replace: true });
                }}
              >
                Azzera i filtri
              </button>
            ) : spam ? null : (
              <p className="mt-2 text-sm text-muted">Le richieste inviate dal modulo della pagina Contatti compariranno qui.</p>
            )}
          </div>
        ) : data ? (
          <>
            {spam ? <SpamTable items={data.items} /> : <InboxTable items={data.items} />}
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
