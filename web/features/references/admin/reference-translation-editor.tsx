import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import {
  type ReferenceTranslatedField,
  type ReferenceTranslationAdmin,
  referenceTranslationInputSchema,
} from "../../../../src/shared/references/reference-translations";
import type { ReferenceAdmin } from "../../../../src/shared/schemas/reference-answers";
import { BesideOriginalField } from "../../../components/ui/beside-original";
import { ErrorNote } from "../../../components/ui/error-note";
import { Field } from "../../../components/ui/field";
import { LoadError } from "../../../components/ui/load-error";
import { TextField } from "../../../components/ui/text-field";
import { useUnsavedChanges } from "../../../components/ui/unsaved-changes";
import { apiRequest } from "../../../lib/api-client";
import { showServerError, useSchemaForm } from "../../../lib/schema-form";
import { toastError, toastSuccess } from "../../../lib/toast";
import { REFERENCES_ADMIN_BASE, referenceTranslationQuery } from "../api/get-references";

const valuesOf = (translation: ReferenceTranslationAdmin) => ({
  title: translation.title,
  slug: translation.slug,
  challenge: translation.challenge,
  solution: translation.solution,
  result: translation.result,
  quote_text: translation.quote_text,
  quote_role: translation.quote_role,
  figure_labels: translation.figure_labels,
  photo_alts: translation.photo_alts,
});

/** The English version of a reference, loaded, then edited beside its Italian. */
export function ReferenceTranslationEditor({ reference, onDone }: { reference: ReferenceAdmin; onDone: () => void }) {
  const translation = useQuery({ ...referenceTranslationQuery(reference.id, "en"), staleTime: 0 });
  if (translation.isError) {
    return (
      <LoadError
        message={translation.error.message}
        onRetry={() => void translation.refetch()}
        retrying={translation.isFetching}
      />
    );
  }
  if (!translation.data)
    return (
      <p role="status" className="text-muted">
        Apertura della traduzione...
      </p>
    );
  return (
    <TranslationForm key={translation.data.updated_at} reference={reference} translation={translation.data} onDone={onDone} />
  );
}

/**
 * Italian on the left, English on the right, field by field; a field whose Italian changed since the English
 * was last saved is marked 'Da aggiornare'. The English is published or withdrawn on its own.
 */
function TranslationForm({
  reference,
  translation,
  onDone,
}: {
  reference: ReferenceAdmin;
  translation: ReferenceTranslationAdmin;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(referenceTranslationInputSchema, { defaultValues: valuesOf(translation) });
  const { register, handleSubmit, reset } = form;
  const { errors, isDirty } = form.formState;
  const { allowLeave } = useUnsavedChanges(isDirty);
  const url = `${REFERENCES_ADMIN_BASE}/${reference.id}/translations/en`;
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/references") });
  const outdated = (field: ReferenceTranslatedField) => translation.outdated_fields.includes(field);
  const save = useMutation({
    mutationFn: (values: unknown) => apiRequest<ReferenceTranslationAdmin>("PUT", url, values),
    onSettled: refresh,
  });
  const status = useMutation({
    mutationFn: (verb: "publish" | "unpublish") => apiRequest<ReferenceTranslationAdmin>("POST", `${url}/${verb}`),
    onSuccess: (saved) =>
      toastSuccess(saved.status === "published" ? "Versione inglese pubblicata" : "Versione inglese ritirata", saved.title),
    onError: (error) => toastError("Operazione non riuscita", error.message),
    onSettled: refresh,
  });
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(valuesOf(saved));
        allowLeave();
        toastSuccess("Traduzione salvata", saved.title);
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  const beside = (label: string, field: ReferenceTranslatedField, original: ReactNode, control: ReactNode, long?: boolean) => (
    <BesideOriginalField label={label} original={original} outdated={outdated(field)} long={long} testId={`beside-${field}`}>
      {control}
    </BesideOriginalField>
  );
  const published = translation.status === "published";
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-5 rounded-2xl border border-line bg-white p-5"
      aria-labelledby="traduzione-titolo"
      noValidate
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="traduzione-titolo" className="text-xl font-bold text-ink">
          Versione inglese: {reference.title}
        </h2>
        <p className="text-sm text-muted" data-testid="translation-status">
          Inglese: {published ? "pubblicata" : "bozza"} · Italiano: {reference.status === "published" ? "pubblicata" : "bozza"}
        </p>
      </div>
      <p className="text-sm text-muted">
        Settore, luogo, anno, posti, prodotti e foto sono quelli della referenza italiana: qui si traducono i testi.
      </p>
      {beside(
        "Titolo",
        "title",
        reference.title,
        <TextField label="Titolo in inglese" {...register("title")} error={errors.title?.message} />,
      )}
      <TextField
        label="Slug inglese"
        hint={`Indirizzo: /en/references/${translation.slug}`}
        {...register("slug")}
        error={errors.slug?.message}
      />
      {(
        [
          ["challenge", "La sfida", errors.challenge?.message],
          ["solution", "La soluzione", errors.solution?.message],
          ["result", "Il risultato", errors.result?.message],
        ] as const
      ).map(([field, label, error]) =>
        beside(
          label,
          field,
          reference[field],
          <Field label={`${label} in inglese`} error={error}>
            {(c) => <textarea className="field-input min-h-28" {...c} {...register(field)} />}
          </Field>,
          true,
        ),
      )}
      {reference.quote_text
        ? beside(
            "Citazione",
            "quote_text",
            reference.quote_text,
            <Field label="Citazione in inglese" error={errors.quote_text?.message}>
              {(c) => <textarea className="field-input" {...c} {...register("quote_text")} />}
            </Field>,
          )
        : null}
      {reference.quote_role
        ? beside(
            "Ruolo di chi parla",
            "quote_role",
            reference.quote_role,
            <TextField label="Ruolo in inglese" {...register("quote_role")} error={errors.quote_role?.message} />,
          )
        : null}
      {reference.figures.map((figure, i) =>
        beside(
          `Dato ${i + 1}`,
          "figure_labels",
          `${figure.label}: ${figure.value}`,
          <TextField
            label={`Etichetta del dato ${i + 1} in inglese`}
            {...register(`figure_labels.${i}`)}
            error={errors.figure_labels?.[i]?.message ?? (i === 0 ? errors.figure_labels?.message : undefined)}
          />,
        ),
      )}
      {reference.photos.map((photo, i) =>
        beside(
          `Foto ${i + 1}`,
          "photo_alts",
          photo.alt,
          <TextField
            label={`Testo alternativo della foto ${i + 1} in inglese`}
            {...register(`photo_alts.${i}`)}
            error={errors.photo_alts?.[i]?.message ?? (i === 0 ? errors.photo_alts?.message : undefined)}
          />,
        ),
      )}
      <ErrorNote error={errors.root?.server} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Salva la traduzione
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={status.isPending || isDirty}
          onClick={() => status.mutate(published ? "unpublish" : "publish")}
        >
          {published ? "Ritira l'inglese" : "Pubblica in inglese"}
        </button>
        <a className="btn-secondary" href={translation.address} target="_blank" rel="noreferrer">
          {published ? "Apri in inglese" : "Anteprima in inglese"}
        </a>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Chiudi
        </button>
      </div>
    </form>
  );
}
