import { useEffect, useRef } from "react";
import { optionsOf, SelectField } from "../../components/ui/select-field";
import { REDIRECT_CODES, redirectCodeLabels } from "../../../src/shared/redirect-choices";
import { redirectInputSchema } from "../../../src/shared/schemas/redirects";
import { Field } from "../../components/ui/field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastSuccess } from "../../lib/toast";
import { type RuleDraft, useSaveRule } from "./redirects-api";

export const EMPTY_DRAFT: RuleDraft = { source: "", target: "", code: 301 };

interface RuleFormProps {
  /** The rule being edited (null: a new one) and its starting values. */
  editing: { id: number | null; draft: RuleDraft; focusTarget?: boolean };
  onDone: () => void;
}

/** Writes one rule: old address (exact or ending in *), destination, code. The server settles chains and refuses loops. */
export function RuleForm({ editing, onDone }: RuleFormProps) {
  const save = useSaveRule();
  // Sent as typed: the server normalizes the addresses itself (decoding again what was decoded would differ).
  const form = useSchemaForm(redirectInputSchema, { submit: "input", defaultValues: editing.draft });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChanges(isDirty);
  const gone = watch("code") === 410;

  const { reset: resetSave } = save;
  // The inputs themselves, to focus them when a rule is chosen (a reset drops the form's own refs until the next render).
  const sourceRef = useRef<HTMLInputElement | null>(null);
  const targetRef = useRef<HTMLInputElement | null>(null);
  const source = register("source");
  const target = register("target");
  useEffect(() => {
    reset(editing.draft);
    resetSave();
    if (editing.focusTarget) targetRef.current?.focus();
    else if (editing.id !== null) sourceRef.current?.focus();
  }, [editing, reset, resetSave]);

  const onSubmit = handleSubmit((draft) =>
    save.mutate(
      { id: editing.id, draft },
      {
        onSuccess: (rule) => {
          toastSuccess(
            editing.id === null ? "Reindirizzamento creato" : "Reindirizzamento aggiornato",
            `${rule.source} → ${rule.target ?? "410"}`,
          );
          reset(EMPTY_DRAFT);
          onDone();
        },
        onError: (error) => showServerError(form, error),
      },
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card grid gap-4 p-6 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end"
      aria-label="Regola di reindirizzamento"
    >
      <Field
        label="Vecchio indirizzo"
        hint="Con * alla fine vale per ogni indirizzo che inizia così."
        error={errors.source?.message}
      >
        {(control) => (
          <input
            className="field-input"
            {...control}
            {...source}
            ref={(input) => {
              source.ref(input);
              sourceRef.current = input;
            }}
            placeholder="/vecchia-pagina oppure /vecchio/*"
            required
          />
        )}
      </Field>
      <Field
        label="Nuova destinazione"
        hint="Un indirizzo del sito (/…) o https://. Con * alla fine riceve il resto del vecchio indirizzo."
        error={gone ? undefined : errors.target?.message}
      >
        {(control) =>
          gone ? (
            <input className="field-input" {...control} value="" placeholder="Nessuna: l'indirizzo non esiste più" disabled />
          ) : (
            <input
              className="field-input"
              {...control}
              {...target}
              ref={(input) => {
                target.ref(input);
                targetRef.current = input;
              }}
              placeholder="/nuova-pagina oppure https://…"
            />
          )
        }
      </Field>
      <SelectField
        label="Tipo"
        options={optionsOf(REDIRECT_CODES, redirectCodeLabels)}
        {...register("code", { valueAsNumber: true })}
      />
      <div className="flex gap-2 pb-5">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {editing.id === null ? "Aggiungi" : "Salva"}
        </button>
        {editing.id !== null ? (
          <button type="button" className="btn-secondary" onClick={onDone}>
            Annulla
          </button>
        ) : null}
      </div>
      {errors.root?.server ? (
        <p role="alert" className="text-sm text-danger-700 md:col-span-4">
          {errors.root.server.message}
        </p>
      ) : null}
    </form>
  );
}
