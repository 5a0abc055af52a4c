import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { gallerySectionLabels } from "../../../../src/shared/gallery-sections";
import { referenceStatusLabels } from "../../../../src/shared/references/reference-fields";
import type { ReferenceAdmin } from "../../../../src/shared/schemas/reference-answers";
import type { ReferenceTranslationState } from "../../../../src/shared/references/reference-translations";
import { type AdminColumn, AdminCell, AdminTable } from "../../../components/ui/admin-table";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { LoadError } from "../../../components/ui/load-error";
import { apiRequest } from "../../../lib/api-client";
import { toastError, toastSuccess } from "../../../lib/toast";
import { REFERENCES_ADMIN_BASE, referencesAdminQuery, referenceTranslationStatesQuery } from "../api/get-references";

/** The editor, with the list of Italy's comuni and the map it places a project with, loads when a reference is opened. */
const ReferenceEditor = lazy(async () => ({ default: (await import("./reference-editor")).ReferenceEditor }));
const ReferenceTranslationEditor = lazy(async () => ({
  default: (await import("./reference-translation-editor")).ReferenceTranslationEditor,
}));

const COLUMNS: readonly AdminColumn[] = [
  { key: "title", label: "Titolo" },
  { key: "sector", label: "Settore" },
  { key: "place", label: "Luogo" },
  { key: "status", label: "Stato" },
  { key: "english", label: "Inglese" },
  { key: "actions", label: "Azioni", hiddenLabel: true },
];

/** /admin/referenze: the reference projects, drafts included; 'Nuova referenza' and each row's editor (?modifica=id). */
export function ReferencesAdminPage() {
  const queryClient = useQueryClient();
  const list = useQuery(referencesAdminQuery());
  const translations = useQuery(referenceTranslationStatesQuery());
  const englishOf = (id: number) => translations.data?.items.find((t) => t.reference_id === id && t.language === "en");
  const [params, setParams] = useSearchParams();
  const editing = params.get("modifica");
  const translating = params.get("traduci");
  const [deleting, setDeleting] = useState<ReferenceAdmin | null>(null);
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/references") });
  const action = useMutation({
    mutationFn: ({ reference, verb }: { reference: ReferenceAdmin; verb: "publish" | "unpublish" | "delete" }) =>
      verb === "delete"
        ? apiRequest("DELETE", `${REFERENCES_ADMIN_BASE}/${reference.id}`)
        : apiRequest("POST", `${REFERENCES_ADMIN_BASE}/${reference.id}/${verb}`),
    onSuccess: (_answer, { reference, verb }) =>
      toastSuccess(
        { publish: "Referenza pubblicata", unpublish: "Referenza ritirata", delete: "Referenza spostata nel cestino" }[verb],
        reference.title,
      ),
    onError: (error) => toastError("Operazione non riuscita", error.message),
    onSettled: refresh,
  });
  const translate = useMutation({
    mutationFn: async (reference: ReferenceAdmin) => {
      if (!englishOf(reference.id)) await apiRequest("POST", `${REFERENCES_ADMIN_BASE}/${reference.id}/translations/en`);
      return reference;
    },
    onSuccess: (reference) => setParams({ traduci: String(reference.id), lingua: "en" }),
    onError: (error) => toastError("Operazione non riuscita", error.message),
    onSettled: refresh,
  });
  const close = () => setParams({});
  const translated = translating ? list.data?.items.find((r) => String(r.id) === translating) : null;
  const current = editing && editing !== "nuova" ? list.data?.items.find((r) => String(r.id) === editing) : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Referenze</h1>
          <p className="text-muted">
            Gli impianti realizzati che i visitatori vedono in /referenze, sulle pagine dei settori e dei prodotti.
          </p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setParams({ modifica: "nuova" })}>
          Nuova referenza
        </button>
      </div>
      {editing === "nuova" || current ? (
        <Suspense
          fallback={
            <p role="status" className="text-muted">
              Apertura dell'editor...
            </p>
          }
        >
          {current ? (
            <ReferenceEditor key={current.id} reference={current} onDone={close} />
          ) : (
            <ReferenceEditor key="nuova" reference={null} onDone={close} />
          )}
        </Suspense>
      ) : null}
      {translated ? (
        <Suspense
          fallback={
            <p role="status" className="text-muted">
              Apertura della traduzione...
            </p>
          }
        >
          <ReferenceTranslationEditor key={translated.id} reference={translated} onDone={close} />
        </Suspense>
      ) : null}
      {list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : null}
      {list.data ? (
        <AdminTable label="Referenze" columns={COLUMNS} testId="references-table">
          {list.data.items.map((reference) => (
            <tr key={reference.id} data-testid="reference-row">
              <AdminCell column="title" rowHeader className="px-4 py-3 font-medium text-ink">
                {reference.title}
                {reference.is_example ? (
                  <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Esempio</span>
                ) : null}
                {reference.featured ? <span className="ml-2 text-xs text-muted">In evidenza</span> : null}
              </AdminCell>
              <AdminCell column="sector">{gallerySectionLabels[reference.sector]}</AdminCell>
              <AdminCell column="place">
                {reference.comune} ({reference.province})
              </AdminCell>
              <AdminCell column="status">{referenceStatusLabels[reference.status]}</AdminCell>
              <AdminCell column="english">
                <EnglishState state={englishOf(reference.id)} />
              </AdminCell>
              <AdminCell column="actions">
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-secondary" onClick={() => setParams({ modifica: String(reference.id) })}>
                    Modifica<span className="sr-only"> {reference.title}</span>
                  </button>
                  <a className="btn-secondary" href={`/referenze/${reference.slug}`} target="_blank" rel="noreferrer">
                    {reference.status === "published" ? "Apri" : "Anteprima"}
                    <span className="sr-only"> {reference.title}</span>
                  </a>
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ reference, verb: reference.status === "published" ? "unpublish" : "publish" })}
                  >
                    {reference.status === "published" ? "Ritira" : "Pubblica"}
                    <span className="sr-only"> {reference.title}</span>
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={translate.isPending}
                    onClick={() => translate.mutate(reference)}
                  >
                    Traduci in inglese<span className="sr-only"> {reference.title}</span>
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => setDeleting(reference)}>
                    Elimina<span className="sr-only"> {reference.title}</span>
                  </button>
                </div>
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {list.data?.items.length === 0 ? <p className="text-muted">Nessuna referenza: aggiungi la prima.</p> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare la referenza?"
        message="Va nel cestino per 30 giorni; intanto il suo indirizzo risponde che non è più disponibile."
        detail={deleting?.title}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) action.mutate({ reference: deleting, verb: "delete" });
          setDeleting(null);
        }}
      />
    </div>
  );
}

/** A reference's English version as the list shows it: none yet, a draft or published, and whether it fell out of date. */
function EnglishState({ state }: { state: ReferenceTranslationState | undefined }) {
  if (!state) return <span className="text-muted">Non tradotta</span>;
  return (
    <span data-testid="english-state">
      {referenceStatusLabels[state.status]}
      {state.outdated ? (
        <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">Da aggiornare</span>
      ) : null}
    </span>
  );
}
