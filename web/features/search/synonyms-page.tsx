import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type SynonymGroup, synonymGroupSchema } from "../../../src/shared/search";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Field } from "../../components/ui/field";
import { type ListCopy, ReadStates } from "../../components/ui/list-states";
import { type ApiError, apiRequest } from "../../lib/api-client";
import { useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { SYNONYMS_KEY, synonymsQuery } from "./api/get-synonyms";

const SEPARATOR = " ~ ";

const SYNONYMS_COPY: ListCopy = { loading: "Caricamento dei sinonimi…", error: "Impossibile caricare i sinonimi" };

function GroupForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (terms: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  // The group is sent as typed, one line: the server splits it into its terms again.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useSchemaForm(synonymGroupSchema, { submit: "input", defaultValues: { terms: initial } });
  const submit = handleSubmit(({ terms }) =>
    onSubmit(terms).then(
      () => {
        if (!onCancel) reset({ terms: "" });
      },
      (failure: Error) => setError("terms", { type: "server", message: failure.message }, { shouldFocus: true }),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <div className="min-w-64 flex-1">
        <Field label="Sinonimi, separati da ~" hideLabel={onCancel !== undefined} error={errors.terms?.message}>
          {(control) => <input className="field-input" {...control} {...register("terms")} placeholder="targa ~ ANPR ~ OCR" />}
        </Field>
      </div>
      <div className={`flex gap-2 ${onCancel ? "" : "sm:mt-7"}`}>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Salvataggio…" : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Annulla
          </button>
        )}
      </div>
    </form>
  );
}

/** /admin/ricerca: the groups of words the site search treats as one (Editor, Amministratore). */
export function SynonymsPage() {
  const queryClient = useQueryClient();
  const groups = useQuery(synonymsQuery());
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<SynonymGroup | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SYNONYMS_KEY });

  const create = useMutation({
    mutationFn: (terms: string) => apiRequest<SynonymGroup>("POST", "/api/search/synonyms", { terms }),
    onSuccess: () => {
      toastSuccess("Sinonimi aggiunti", "La ricerca li usa da subito.");
      return refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, terms }: { id: number; terms: string }) =>
      apiRequest<SynonymGroup>("PUT", `/api/search/synonyms/${id}`, { terms }),
    onSuccess: () => {
      setEditing(null);
      toastSuccess("Sinonimi modificati");
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/search/synonyms/${id}`),
    onSuccess: () => {
      setRemoving(null);
      toastSuccess("Sinonimi eliminati");
      return refresh();
    },
    onError: (error: ApiError) => toastError("Eliminazione non riuscita", error.message),
  });

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Ricerca nel sito</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Gruppi di parole che la ricerca tratta come una sola: chi cerca una di queste parole trova anche le pagine che usano le
        altre. Scrivi i termini separati da ~, per esempio «targa ~ ANPR ~ OCR».{" "}
        <a href="/cerca" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
          Prova la ricerca (si apre in una nuova scheda)
        </a>
      </p>

      <section aria-labelledby="nuovo-gruppo" className="card mt-6 p-5">
        <h2 id="nuovo-gruppo" className="font-semibold text-ink">
          Nuovo gruppo di sinonimi
        </h2>
        <div className="mt-3">
          <GroupForm
            initial=""
            submitLabel="Aggiungi"
            pending={create.isPending}
            onSubmit={(terms) => create.mutateAsync(terms)}
          />
        </div>
      </section>

      <section aria-labelledby="gruppi" className="mt-8">
        <h2 id="gruppi" className="text-xl font-bold text-brand-900">
          Sinonimi in uso
        </h2>
        <ReadStates read={groups} copy={SYNONYMS_COPY} className="mt-4">
          {(list) =>
            list.length === 0 ? (
              <p className="mt-4 text-muted">Nessun gruppo di sinonimi: la ricerca usa solo le parole scritte.</p>
            ) : (
              <ul className="mt-4 grid gap-3" data-testid="synonym-groups">
                {list.map((group) => (
                  <li key={group.id} className="card p-4">
                    {editing === group.id ? (
                      <GroupForm
                        initial={group.terms.join(SEPARATOR)}
                        submitLabel="Salva"
                        pending={update.isPending}
                        onSubmit={(terms) => update.mutateAsync({ id: group.id, terms })}
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <div className="flex flex-wrap items-center justify-between gap-3">
                        <p className="font-medium text-ink">{group.terms.join(SEPARATOR)}</p>
                        <div className="flex gap-2">
                          <button
                            type="button"
                            className="btn-secondary"
                            aria-label={`Modifica ${group.terms.join(SEPARATOR)}`}
                            onClick={() => setEditing(group.id)}
                          >
                            Modifica
                          </button>
                          <button
                            type="button"
                            className="btn-danger"
                            aria-label={`Elimina ${group.terms.join(SEPARATOR)}`}
                            onClick={() => setRemoving(group)}
                          >
                            Elimina
                          </button>
                        </div>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </ReadStates>
      </section>
      <ConfirmDialog
        open={removing !== null}
        message={`Eliminare i sinonimi «${removing?.terms.join(SEPARATOR) ?? ""}»? La ricerca smetterà subito di usarli.`}
        confirmLabel="Elimina"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
