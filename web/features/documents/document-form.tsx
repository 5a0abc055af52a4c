import { documentKindLabels, documentKinds, documentProductLabels, documentProducts } from "../../../src/shared/documents";
import { optionsOf, SelectField } from "../../components/ui/select-field";
import { gallerySectionLabels, gallerySections } from "../../../src/shared/gallery-sections";
import type { DocumentAdmin } from "../../../src/shared/schemas/document-answers";
import { documentInputSchema } from "../../../src/shared/schemas/documents";
import { ErrorNote } from "../../components/ui/error-note";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { messageOf, showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastSuccess } from "../../lib/toast";
import { useDocumentWrites } from "./documents-api";

const emptyDocument = {
  title: "",
  slug: "",
  kind: "scheda-tecnica",
  products: [],
  sectors: [],
  version_label: "",
  document_date: "",
  gated: false,
} as const;

function Checkboxes({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** What staff write about a document: title, address, kind, products, sectors, version, date, gate. */
export function DocumentForm({ document, onSaved }: { document: DocumentAdmin | null; onSaved: (saved: DocumentAdmin) => void }) {
  const { create, update } = useDocumentWrites();
  const form = useSchemaForm(documentInputSchema, {
    defaultValues: document
      ? {
          title: document.title,
          slug: document.slug,
          kind: document.kind,
          products: document.products as (typeof documentProducts)[number][],
          sectors: document.sectors as (typeof gallerySections)[number][],
          version_label: document.version_label,
          document_date: document.document_date ?? "",
          gated: document.gated,
        }
      : { ...emptyDocument, products: [], sectors: [] },
  });
  const { register, handleSubmit, reset } = form;
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);

  const onSubmit = handleSubmit((input) => {
    const options = {
      onSuccess: (saved: DocumentAdmin) => {
        reset({ ...input, slug: saved.slug, document_date: saved.document_date ?? "" });
        toastSuccess(document ? "Documento salvato" : "Documento creato", saved.title);
        onSaved(saved);
      },
      onError: (error: Error) => showServerError(form, error),
    };
    if (document) update.mutate({ id: document.id, input }, options);
    else create.mutate(input, options);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Dati del documento">
      <TextField label="Titolo" {...register("title")} required maxLength={160} error={messageOf(errors, "title")} />
      <TextField
        label="Slug"
        hint="La parte finale dell'indirizzo pubblico: /documenti/slug. Vuoto: ricavato dal titolo."
        optional
        {...register("slug")}
        error={messageOf(errors, "slug")}
      />
      <SelectField
        label="Tipo"
        error={messageOf(errors, "kind")}
        options={optionsOf(documentKinds, documentKindLabels)}
        {...register("kind")}
      />
      <Checkboxes legend="Prodotti">
        {documentProducts.map((product) => (
          <label key={product} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={product} {...register("products")} className="size-4 accent-brand-600" />
            {documentProductLabels[product]}
          </label>
        ))}
      </Checkboxes>
      <Checkboxes legend="Settori">
        {gallerySections.map((sector) => (
          <label key={sector} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={sector} {...register("sectors")} className="size-4 accent-brand-600" />
            {gallerySectionLabels[sector]}
          </label>
        ))}
      </Checkboxes>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Versione" optional {...register("version_label")} error={messageOf(errors, "version_label")} />
        <TextField label="Data" type="date" optional {...register("document_date")} error={messageOf(errors, "document_date")} />
      </div>
      <label className="flex gap-3 text-sm">
        <input type="checkbox" {...register("gated")} className="mt-0.5 size-4 accent-brand-600" />
        <span>
          Chiedi nome, email e azienda prima di scaricarlo. Chi lo scarica arriva tra le richieste come «Download: titolo».
        </span>
      </label>
      <ErrorNote error={errors.root?.server} />
      <button type="submit" className="btn-primary w-fit" disabled={create.isPending || update.isPending}>
        {document ? "Salva" : "Crea documento"}
      </button>
    </form>
  );
}
