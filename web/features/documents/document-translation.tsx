import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type DocumentTranslationAdmin, documentTranslationInputSchema } from "../../../src/shared/document-translations";
import type { DocumentAdmin } from "../../../src/shared/schemas/document-answers";
import { BesideOriginalField } from "../../components/ui/beside-original";
import { ErrorNote } from "../../components/ui/error-note";
import { LoadError } from "../../components/ui/load-error";
import { DialogClose, ModalDialog } from "../../components/ui/modal-dialog";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { apiRequest } from "../../lib/api-client";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { documentTranslationQuery } from "./api/get-documents";
import { refreshDocuments } from "./document-english-state";

/** The English title of a document beside its Italian, in a dialog: saved, published and withdrawn on its own. */
export function DocumentTranslationEditor({ document, onClose }: { document: DocumentAdmin; onClose: () => void }) {
  const translation = useQuery({ ...documentTranslationQuery(document.id, "en"), staleTime: 0 });
  return (
    <ModalDialog onClose={onClose} title={`Versione inglese: ${document.title}`} size="editor" layer="editor">
      {translation.isError ? (
        <LoadError message={translation.error.message} onRetry={() => void translation.refetch()} />
      ) : translation.data ? (
        <TranslationForm key={translation.data.updated_at} document={document} translation={translation.data} />
      ) : (
        <p role="status" className="text-muted">
          Apertura della traduzione...
        </p>
      )}
      <div className="mt-6 flex justify-end">
        <DialogClose className="btn-secondary">Chiudi</DialogClose>
      </div>
    </ModalDialog>
  );
}

function TranslationForm({ document, translation }: { document: DocumentAdmin; translation: DocumentTranslationAdmin }) {
  const queryClient = useQueryClient();
  const values = { title: translation.title, slug: translation.slug };
  const form = useSchemaForm(documentTranslationInputSchema, { defaultValues: values });
  const { register, handleSubmit, reset } = form;
  const { errors, isDirty } = form.formState;
  const { allowLeave } = useUnsavedChanges(isDirty);
  const url = `/api/documents/${document.id}/translations/en`;
  const save = useMutation({
    mutationFn: (input: unknown) => apiRequest<DocumentTranslationAdmin>("PUT", url, input),
    onSettled: () => refreshDocuments(queryClient),
  });
  const status = useMutation({
    mutationFn: (verb: "publish" | "unpublish") => apiRequest<DocumentTranslationAdmin>("POST", `${url}/${verb}`),
    onSuccess: (saved) =>
      toastSuccess(saved.status === "published" ? "Versione inglese pubblicata" : "Versione inglese ritirata", saved.title),
    onError: (error) => toastError("Operazione non riuscita", error.message),
    onSettled: () => refreshDocuments(queryClient),
  });
  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        reset({ title: saved.title, slug: saved.slug });
        allowLeave();
        toastSuccess("Traduzione salvata", saved.title);
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  const published = translation.status === "published";
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-5" aria-label="Versione inglese" noValidate>
      <p className="text-sm text-muted" data-testid="translation-status">
        Inglese: {published ? "pubblicato" : "bozza"} · Italiano: {document.status === "published" ? "pubblicato" : "bozza"}. Il
        file è lo stesso in ogni lingua; i visitatori vedono la versione inglese mentre il documento è pubblicato.
      </p>
      <BesideOriginalField
        label="Titolo"
        original={document.title}
        outdated={translation.outdated_fields.includes("title")}
        testId="beside-title"
      >
        <TextField label="Titolo in inglese" {...register("title")} error={errors.title?.message} />
      </BesideOriginalField>
      <TextField
        label="Slug inglese"
        hint={`Indirizzo: ${translation.address}`}
        {...register("slug")}
        error={errors.slug?.message}
      />
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
      </div>
    </form>
  );
}
