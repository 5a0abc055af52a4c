import { useState } from "react";
import { pagesOf, useListAddress } from "../../lib/list-address";
import type { RedirectRuleView } from "../../../src/shared/schemas/redirect-answers";
import { REDIRECT_SORTS, redirectCodeLabels, redirectSortLabels } from "../../../src/shared/redirect-choices";
import { AdminCell, type AdminColumn, AdminTable } from "../../components/ui/admin-table";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { type ListCopy, ListSearchForm, ListStates } from "../../components/ui/list-states";
import { formatAdminDateTime } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { ImportPanel } from "./import-panel";
import { NotFoundReport } from "./not-found-report";
import { EMPTY_DRAFT, RuleForm } from "./rule-form";
import { type RuleDraft, useDeleteRule, useRedirectList } from "./redirects-api";
import { TestBox } from "./test-box";
import { Pager } from "../../components/ui/pager";
import { optionsOf, SelectField } from "../../components/ui/select-field";

const RULES_COPY: ListCopy = { loading: "Caricamento delle regole...", error: "Impossibile caricare le regole" };

const RULE_COLUMNS: AdminColumn[] = [
  { key: "source", label: "Vecchio indirizzo" },
  { key: "target", label: "Destinazione" },
  { key: "code", label: "Tipo" },
  { key: "hits", label: "Visite" },
  { key: "last-hit", label: "Ultima visita" },
  { key: "actions", label: "Azioni", hiddenLabel: true },
];

type Editing = { id: number | null; draft: RuleDraft; focusTarget?: boolean };

/** /admin/reindirizzamenti: the site's redirect rules, their import/export, a test box and the 404 report. */
export function RedirectsPage() {
  const address = useListAddress(["q", "sort"]);
  const { query, page, goTo } = address;
  const noRules = address.params.get("q") ? "Nessuna regola corrisponde alla ricerca." : "Nessun reindirizzamento, per ora.";
  const list = useRedirectList(query);
  const [editing, setEditing] = useState<Editing>({ id: null, draft: EMPTY_DRAFT });
  const [deleting, setDeleting] = useState<RedirectRuleView | null>(null);
  const remove = useDeleteRule();
  const pages = pagesOf(list.data);

  const startFrom = (path: string) => {
    setEditing({ id: null, draft: { ...EMPTY_DRAFT, source: path }, focusTarget: true });
    document.getElementById("redirect-form-title")?.scrollIntoView({ behavior: "smooth" });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toastSuccess("Reindirizzamento eliminato", deleting.source),
      onError: (error) => toastError("Errore", error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Reindirizzamenti</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Gli indirizzi del vecchio sito portano alle pagine nuove: ogni regola vale prima di qualsiasi pagina. Una destinazione che
        è a sua volta reindirizzata viene sostituita da quella finale, così ogni visitatore fa un solo passaggio.
      </p>

      <h2 id="redirect-form-title" className="mt-8 text-lg font-semibold text-ink">
        {editing.id === null ? "Nuova regola" : "Modifica regola"}
      </h2>
      <div className="mt-3">
        <RuleForm editing={editing} onDone={() => setEditing({ id: null, draft: EMPTY_DRAFT })} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <TestBox />
        <ImportPanel />
      </div>

      <section aria-labelledby="redirect-list-title" className="mt-8">
        <h2 id="redirect-list-title" className="text-lg font-semibold text-ink">
          Regole{list.data ? ` (${list.data.total.toLocaleString("it-IT")})` : ""}
        </h2>
        <ListSearchForm label="Cerca tra le regole" address={address} className="mt-3">
          <SelectField
            label="Ordina per"
            {...address.field("sort", "recent")}
            options={optionsOf(REDIRECT_SORTS, redirectSortLabels)}
          />
        </ListSearchForm>
        <div className="mt-4">
          <ListStates list={list} copy={RULES_COPY} empty={noRules}>
            {(data) => (
              <>
                <AdminTable label="Regole di reindirizzamento" columns={RULE_COLUMNS} minWidth="48rem" testId="redirects-table">
                  {data.items.map((rule) => (
                    <tr key={rule.id} className="align-top">
                      <AdminCell column="source" className="px-4 py-3 break-all">
                        {rule.source}
                      </AdminCell>
                      <AdminCell column="target" className="px-4 py-3 break-all">
                        {rule.target ?? "—"}
                      </AdminCell>
                      <AdminCell column="code" className="px-4 py-3 whitespace-nowrap">
                        {redirectCodeLabels[rule.code]}
                      </AdminCell>
                      <AdminCell column="hits">{rule.hits.toLocaleString("it-IT")}</AdminCell>
                      <AdminCell column="last-hit" className="px-4 py-3 whitespace-nowrap">
                        {rule.last_hit_at ? formatAdminDateTime(rule.last_hit_at) : "Mai"}
                      </AdminCell>
                      <AdminCell column="actions">
                        <div className="flex gap-2">
                          <button
                            type="button"
                            className="btn-secondary"
                            onClick={() => {
                              setEditing({
                                id: rule.id,
                                draft: { source: rule.source, target: rule.target ?? "", code: rule.code },
                              });
                              document.getElementById("redirect-form-title")?.scrollIntoView({ behavior: "smooth" });
                            }}
                          >
                            Modifica<span className="sr-only"> {rule.source}</span>
                          </button>
                          <button type="button" className="btn-danger" onClick={() => setDeleting(rule)}>
                            Elimina<span className="sr-only"> {rule.source}</span>
                          </button>
                        </div>
                      </AdminCell>
                    </tr>
                  ))}
                </AdminTable>
                <Pager label="Pagine delle regole" page={page} pages={pages} onPage={goTo} />
              </>
            )}
          </ListStates>
        </div>
      </section>

      <div className="mt-8">
        <NotFoundReport onCreate={startFrom} />
      </div>

      <ConfirmDialog
        open={deleting !== null}
        message={`Eliminare il reindirizzamento da ${deleting?.source ?? ""}? L'indirizzo tornerà a rispondere come prima della regola.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
