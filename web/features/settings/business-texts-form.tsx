import { useRef } from "react";
import { BUSINESS_TEXT_FIELDS, type BusinessTextField, businessTextLabels } from "../../../src/shared/business-texts";
import type { LanguageCode } from "../../../src/shared/languages";
import { staffLanguageNames } from "../../../src/shared/language-names";
import { type BusinessTextsEditor, businessTextsSchema } from "../../../src/shared/schemas/business-texts";
import { BesideOriginalField } from "../../components/ui/beside-original";
import { Field } from "../../components/ui/field";
import { LoadError } from "../../components/ui/load-error";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { formatAdminDateTime } from "../../lib/dates";
import { messageOf, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useBusinessTextsEditor, useSaveBusinessTexts } from "./settings-api";

/** Where each Italian text is edited, said under its field. */
const italianWhere: Record<BusinessTextField, string> = {
  companyDescription: "L'italiano è la frase della missione nei testi del sito (Pagine › Testi del sito).",
  openingHours: "L'italiano è negli orari di apertura qui sopra.",
};

const staffName = (language: LanguageCode) => staffLanguageNames[language];

/**
 * The company description and the opening hours in another language, field by field beside the
 * Italian: a field whose Italian changed after the translation was saved is 'Da aggiornare'.
 */
export function BusinessTextsSection({ language }: { language: LanguageCode }) {
  const editor = useBusinessTextsEditor(language);
  const titleId = `testi-${language}-title`;
  return (
    <section id={`testi-${language}`} aria-labelledby={titleId} className="card scroll-mt-20 p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Testi dell'azienda in {staffName(language)}
      </h2>
      <p className="mt-1 text-sm text-muted">
        La descrizione dell'azienda (piè di pagina) e gli orari di apertura (pagina Contatti) delle pagine in{" "}
        {staffName(language)}. Finché non li salvi, le pagine mostrano i testi predefiniti.
      </p>
      {editor.isPending ? (
        <p role="status" className="mt-4 text-muted">
          Caricamento dei testi…
        </p>
      ) : editor.isError ? (
        <LoadError className="mt-4" message={editor.error.message} onRetry={() => void editor.refetch()} />
      ) : (
        <BusinessTextsForm key={JSON.stringify(editor.data)} language={language} data={editor.data} />
      )}
    </section>
  );
}

function BusinessTextsForm({ language, data }: { language: LanguageCode; data: BusinessTextsEditor }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty: dirty },
  } = useSchemaForm(businessTextsSchema, { defaultValues: data.values });
  const save = useSaveBusinessTexts(language);
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(dirty);
  const name = staffName(language);

  const onSubmit = handleSubmit(
    (texts) =>
      save.mutate(texts, {
        onSuccess: () => toastSuccess(`Testi in ${name} salvati`, `Le pagine in ${name} li mostrano già.`),
        onError: (error) => toastError("Impossibile salvare i testi", error.message),
      }),
    (found) => toastError("Controlla i campi evidenziati", BUSINESS_TEXT_FIELDS.map((f) => messageOf(found, f)).find(Boolean)),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
      <p className="text-sm text-ink" data-testid={`business-texts-${language}-status`}>
        {data.savedAt ? `Salvati il ${formatAdminDateTime(data.savedAt)} da ${data.savedBy ?? "—"}.` : "Testi predefiniti."}
      </p>
      {BUSINESS_TEXT_FIELDS.map((field) => (
        <BesideOriginalField
          key={field}
          label={businessTextLabels[field]}
          original={data.original[field]}
          outdated={data.outdated.includes(field)}
          testId={`business-text-${field}`}
        >
          <Field label={`${businessTextLabels[field]} (${name})`} hint={italianWhere[field]} error={messageOf(errors, field)}>
            {(control) =>
              field === "companyDescription" ? (
                <textarea className="field-input min-h-28" lang={language} {...control} {...register(field)} />
              ) : (
                <input className="field-input" lang={language} autoComplete="off" {...control} {...register(field)} />
              )
            }
          </Field>
        </BesideOriginalField>
      ))}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <button type="button" className="btn-secondary" disabled={!dirty || save.isPending} onClick={() => reset()}>
          Annulla modifiche
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? "Salvataggio in corso..." : `Salva i testi in ${name}`}
        </button>
      </div>
    </form>
  );
}
