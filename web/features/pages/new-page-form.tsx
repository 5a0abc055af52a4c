import { useNavigate } from "react-router-dom";
import { optionsOf, SelectField } from "../../components/ui/select-field";
import {
  newPageSchema,
  PAGE_PARENTS,
  PAGE_TEMPLATES,
  pageParentLabels,
  pagePath,
  pageTemplateLabels,
} from "../../../src/shared/pages/new-pages";
import { pageEditorPath } from "../../../src/shared/pages/page-edits";
import { slugify } from "../../../src/shared/slug";
import { Field } from "../../components/ui/field";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastSuccess } from "../../lib/toast";
import { useCreatePage } from "./pages-api";

/**
 * 'Nuova pagina': title, where it sits (products, sectors, top level), its address and the
 * template it starts from. Checked by the server's own schema before it is sent; the new page
 * opens in the editor, unpublished.
 */
export function NewPageForm({ onCancel }: { onCancel: () => void }) {
  // Sent as typed: the server makes the address from the title or the slug again.
  const form = useSchemaForm(newPageSchema, {
    submit: "input",
    defaultValues: { title: "", parent: "", slug: "", template: "landing" },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const create = useCreatePage();
  const navigate = useNavigate();
  const [title, parent, slug] = watch(["title", "parent", "slug"]);
  const address = pagePath(parent, slugify(slug || title) || "…");

  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (data) => {
        toastSuccess("Pagina creata", "Non è ancora pubblicata: modificala e pubblicala quando è pronta.");
        void navigate(pageEditorPath(data.path));
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="card grid gap-4 p-4" aria-labelledby="new-page-title">
      <h2 id="new-page-title" className="text-lg font-semibold text-ink">
        Nuova pagina
      </h2>
      <Field label="Titolo" error={errors.title?.message}>
        {(control) => <input className="field-input" {...control} {...register("title")} maxLength={70} autoComplete="off" />}
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label="Sezione" options={optionsOf(PAGE_PARENTS, pageParentLabels)} {...register("parent")} />
        <Field
          label="Indirizzo"
          optional
          hint={
            <>
              La pagina sarà all'indirizzo <strong data-testid="new-page-address">{address}</strong>
            </>
          }
          error={errors.slug?.message}
        >
          {(control) => (
            <input className="field-input" {...control} {...register("slug")} placeholder={slugify(title)} autoComplete="off" />
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="field-label">Modello di partenza</legend>
        <div className="grid gap-2 md:grid-cols-2">
          {PAGE_TEMPLATES.map((value) => (
            <label key={value} className="flex items-start gap-2 rounded-lg border border-line p-3 text-sm">
              <input type="radio" value={value} {...register("template")} className="mt-0.5 accent-brand-600" />
              <span>{pageTemplateLabels[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {errors.root?.server ? (
        <p role="alert" className="field-error">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          {create.isPending ? "Creazione…" : "Crea la pagina"}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Annulla
        </button>
      </div>
    </form>
  );
}
