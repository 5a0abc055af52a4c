import { useMutation } from "@tanstack/react-query";
import { type TagSummary, type TagUpdateInput, tagMergeSchema, tagUpdateSchema } from "../../../src/shared/schemas/blog-admin";
import { Field } from "../../components/ui/field";
import { apiRequest } from "../../lib/api-client";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";

/** The merge form's own field: the tags to merge come from the list's check boxes. */
const mergeIntoSchema = tagMergeSchema.pick({ into: true });

/** A tag's name and description, edited in place in the list. */
export function TagEditor({ tag, onDone }: { tag: TagSummary; onDone: () => void }) {
  const form = useSchemaForm(tagUpdateSchema, { defaultValues: { name: tag.name, description: tag.description } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const save = useMutation({
    mutationFn: (update: TagUpdateInput) =>
      apiRequest<{ posts: number }>("PUT", `/api/blog/admin/tags/${encodeURIComponent(tag.slug)}`, update),
  });
  const onSubmit = handleSubmit((update) =>
    save.mutate(update, {
      onSuccess: () => {
        toastSuccess("Tag aggiornato", update.name);
        onDone();
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 py-3" aria-label={`Modifica il tag ${tag.name}`}>
      <Field label="Nome" error={errors.name?.message}>
        {(control) => <input className="field-input" {...control} {...register("name")} required />}
      </Field>
      <Field label="Descrizione (compare nella pagina del tag)" error={errors.description?.message}>
        {(control) => <textarea className="field-input" rows={3} {...control} {...register("description")} />}
      </Field>
      {errors.root?.server ? (
        <p role="alert" className="field-error">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Salva
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Annulla
        </button>
      </div>
    </form>
  );
}

/** Merges the tags chosen in the list into one (an existing tag or a new name). */
export function TagMergeForm({ chosen, onMerged }: { chosen: ReadonlySet<string>; onMerged: () => void }) {
  const mergeForm = useSchemaForm(mergeIntoSchema, { defaultValues: { into: "" } });
  const merge = useMutation({
    mutationFn: (into: string) =>
      apiRequest<{ posts: number }>("POST", "/api/blog/admin/tags/merge", { from: [...chosen], into }),
  });
  const onMerge = mergeForm.handleSubmit(({ into }) =>
    merge.mutate(into, {
      onSuccess: (answer) => {
        toastSuccess("Tag uniti", `${answer.posts} articoli aggiornati`);
        onMerged();
        mergeForm.reset();
      },
      onError: (error) => toastError("Errore", error.message),
    }),
  );
  return (
    <form onSubmit={onMerge} noValidate className="card mt-6 flex flex-wrap items-end gap-3 p-6" aria-label="Unisci i tag scelti">
      <p className="w-full text-sm text-muted">
        {chosen.size === 0 ? "Scegli con le caselle i tag da unire." : `${chosen.size} tag scelti da unire.`}
      </p>
      <Field label="Unisci nel tag" error={mergeForm.formState.errors.into?.message}>
        {(control) => <input className="field-input" {...control} {...mergeForm.register("into")} required />}
      </Field>
      <button type="submit" className="btn-primary" disabled={chosen.size === 0 || merge.isPending}>
        Unisci
      </button>
    </form>
  );
}
