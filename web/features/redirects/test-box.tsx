import { useState } from "react";
import { redirectTestSchema } from "../../../src/shared/schemas/redirects";
import { Field } from "../../components/ui/field";
import { useSchemaForm } from "../../lib/schema-form";
import { useRedirectTest } from "./redirects-api";

/** 'Dove porta /vecchio/indirizzo?': the rule that catches an address and what the visitor gets. */
export function TestBox() {
  const [asked, setAsked] = useState<string | null>(null);
  const answer = useRedirectTest(asked);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(redirectTestSchema, { defaultValues: { path: "" } });
  const onSubmit = handleSubmit(({ path }) => setAsked(path));
  return (
    <section aria-labelledby="redirect-test-title" className="card p-6">
      <h2 id="redirect-test-title" className="text-lg font-semibold text-ink">
        Prova un indirizzo
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <div className="grow">
          <Field label="Dove porta questo indirizzo?" error={errors.path?.message}>
            {(control) => (
              <input className="field-input" {...control} {...register("path")} placeholder="/vecchio/indirizzo" required />
            )}
          </Field>
        </div>
        <button type="submit" className="btn-secondary">
          Prova
        </button>
      </form>
      <div aria-live="polite" className="mt-3 text-sm" data-testid="redirect-test-answer">
        {asked === null ? null : answer.isPending ? (
          <p className="text-muted">Verifica in corso...</p>
        ) : answer.isError ? (
          <p role="alert" className="text-danger-700">
            {answer.error.message}
          </p>
        ) : answer.data.rule === null ? (
          <p>Nessuna regola per {answer.data.path}: risponde la pagina del sito, se esiste.</p>
        ) : answer.data.status === 410 ? (
          <p>
            {answer.data.path} risponde 410 (non esiste più), per la regola {answer.data.rule.source}.
          </p>
        ) : (
          <p>
            {answer.data.path} porta a <strong>{answer.data.location}</strong> ({answer.data.status}), per la regola{" "}
            {answer.data.rule.source}.
          </p>
        )}
      </div>
    </section>
  );
}
