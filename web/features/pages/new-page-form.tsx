import { useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  newPageSchema,
  PAGE_PARENTS,
  PAGE_TEMPLATES,
  type PageParent,
  type PageTemplate,
  pageParentLabels,
  pagePath,
  pageTemplateLabels,
} from "../../../src/shared/pages/new-pages";
import { pageEditorPath } from "../../../src/shared/pages/page-edits";
import { slugify } from "../../../src/shared/slug";
import { toastSuccess } from "../../lib/toast";
import { useCreatePage } from "./pages-api";

type FieldErrors = Partial<Record<"title" | "parent" | "slug" | "template", string>>;

/**
 * 'Nuova pagina': title, where it sits (products, sectors, top level), its address and the
 * template it starts from. Checked by the server's own schema before it is sent; the new page
 * opens in the editor, unpublished.
 */
export function NewPageForm({ onCancel }: { onCancel: () => void }) {
  const ids = { title: useId(), parent: useId(), slug: useId(), template: useId() };
  const [title, setTitle] = useState("");
  const [parent, setParent] = useState<PageParent>("");
  const [slug, setSlug] = useState("");
  const [template, setTemplate] = useState<PageTemplate>("landing");
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreatePage();
  const navigate = useNavigate();
  const address = pagePath(parent, slugify(slug || title) || "…");

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { title, parent, slug, template };
    const checked = newPageSchema.safeParse(input);
    if (!checked.success) {
      const next: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof FieldErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(input, {
      onSuccess: (data) => {
        toastSuccess("Pagina creata", "Non è ancora pubblicata: modificala e pubblicala quando è pronta.");
        void navigate(pageEditorPath(data.path));
      },
    });
  };

  const described = (id: string, error?: string) => (error ? `${id}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="card grid gap-4 p-4" aria-labelledby="new-page-title">
      <h2 id="new-page-title" className="text-lg font-semibold text-ink">
        Nuova pagina
      </h2>
      <div>
        <label htmlFor={ids.title} className="field-label">
          Titolo
        </label>
        <input
          id={ids.title}
          className="field-input"
          value={title}
          maxLength={70}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described(ids.title, errors.title)}
          autoComplete="off"
        />
        {errors.title ? (
          <p id={`${ids.title}-error`} className="field-error">
            {errors.title}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={ids.parent} className="field-label">
            Sezione
          </label>
          <select
            id={ids.parent}
            className="field-input"
            value={parent}
            onChange={(e) => setParent(e.target.value as PageParent)}
          >
            {PAGE_PARENTS.map((value) => (
              <option key={value} value={value}>
                {pageParentLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.slug} className="field-label">
            Indirizzo (facoltativo)
          </label>
          <input
            id={ids.slug}
            className="field-input"
            value={slug}
            placeholder={slugify(title)}
            onChange={(e) => setSlug(e.target.value)}
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={`${ids.slug}-help${errors.slug ? ` ${ids.slug}-error` : ""}`}
            autoComplete="off"
          />
          <p id={`${ids.slug}-help`} className="mt-1 text-xs text-muted">
            La pagina sarà all'indirizzo <strong data-testid="new-page-address">{address}</strong>
          </p>
          {errors.slug ? (
            <p id={`${ids.slug}-error`} className="field-error">
              {errors.slug}
            </p>
          ) : null}
        </div>
      </div>
      <fieldset>
        <legend className="field-label">Modello di partenza</legend>
        <div className="grid gap-2 md:grid-cols-2">
          {PAGE_TEMPLATES.map((value) => (
            <label key={value} className="flex items-start gap-2 rounded-lg border border-line p-3 text-sm">
              <input
                type="radio"
                name={ids.template}
                value={value}
                checked={template === value}
                onChange={() => setTemplate(value)}
                className="mt-0.5 accent-brand-600"
              />
              <span>{pageTemplateLabels[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {create.isError ? (
        <p role="alert" className="field-error">
          {create.error.message}
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
