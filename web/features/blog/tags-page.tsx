import { useMutation, useQuery } from "@tanstack/react-query";
import { tagsQuery } from "./api/get-tags";
import { useState } from "react";
import { type TagSummary, type TagUpdateInput, tagMergeSchema, tagUpdateSchema } from "../../../src/shared/schemas/blog-admin";
import { Field } from "../../components/ui/field";
import { type ListCopy, ListStates } from "../../components/ui/list-states";
import { apiRequest } from "../../lib/api-client";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";

const TAGS_COPY: ListCopy = { loading: "Caricamento dei tag...", error: "Impossibile caricare i tag" };

/** The merge form's own field: the tags to merge come from the list's check boxes. */
const mergeIntoSchema = tagMergeSchema.pick({ into: true });

function TagEditor({ tag, onDone }: { tag: TagSummary; onDone: () => void }) {
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

/** /admin/blog/tag: every tag with its articles; rename, describe (shown on its public page) and merge. */
export function TagsPage() {
  const tags = useQuery(tagsQuery());
  const [editing, setEditing] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const mergeForm = useSchemaForm(mergeIntoSchema, { defaultValues: { into: "" } });
  const merge = useMutation({
    mutationFn: (into: string) =>
      apiRequest<{ posts: number }>("POST", "/api/blog/admin/tags/merge", { from: [...chosen], into }),
  });
  const onMerge = mergeForm.handleSubmit(({ into }) =>
    merge.mutate(into, {
      onSuccess: (answer) => {
        toastSuccess("Tag uniti", `${answer.posts} articoli aggiornati`);
        setChosen(new Set());
        mergeForm.reset();
      },
      onError: (error) => toastError("Errore", error.message),
    }),
  );
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Tag del blog</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Rinomina un tag in tutti gli articoli, scrivi la descrizione che compare nella sua pagina pubblica, unisci più tag in uno.
      </p>
      <div className="mt-6">
        <ListStates list={tags} copy={TAGS_COPY} empty="Nessun articolo ha tag, per ora.">
          {(data) => (
            <>
              <ul className="card divide-y divide-line px-6" data-testid="tags-list">
                {data.map((tag) => (
                  <li key={tag.slug} className="py-3">
                    <div className="flex flex-wrap items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={chosen.has(tag.slug)}
                        onChange={(e) =>
                          setChosen((current) => {
                            const next = new Set(current);
                            if (e.target.checked) next.add(tag.slug);
                            else next.delete(tag.slug);
                            return next;
                          })
                        }
                        aria-label={`Scegli ${tag.name} da unire`}
                      />
                      <span className="grow">
                        <a href={`/blog/tag/${tag.slug}`} className="font-semibold text-brand-700 underline">
                          {tag.name}
                        </a>
                        <span className="ml-2 text-sm text-muted">
                          {tag.posts === 1 ? "1 articolo" : `${tag.posts} articoli`}, {tag.published} pubblicati
                        </span>
                        {tag.description ? <span className="block text-sm text-muted">{tag.description}</span> : null}
                      </span>
                      <button type="button" className="btn-secondary" onClick={() => setEditing(tag.slug)}>
                        Modifica<span className="sr-only"> {tag.name}</span>
                      </button>
                    </div>
                    {editing === tag.slug ? <TagEditor tag={tag} onDone={() => setEditing(null)} /> : null}
                  </li>
                ))}
              </ul>
              <form
                onSubmit={onMerge}
                noValidate
                className="card mt-6 flex flex-wrap items-end gap-3 p-6"
                aria-label="Unisci i tag scelti"
              >
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
            </>
          )}
        </ListStates>
      </div>
    </>
  );
}
