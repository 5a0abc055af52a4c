import { SelectField } from "../../components/ui/select-field";
import { requestNoteSchema } from "../../../src/shared/schemas/contact";
import { ErrorNote } from "../../components/ui/error-note";
import { Field } from "../../components/ui/field";
import { formatAdminDateTime } from "../../lib/dates";
import { serverErrorOnField, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useFollowUp, useFollowUpWrite } from "./inbox-api";

/** The request page's follow-up: who has the lead, and staff's notes on it (newest first). */
export function FollowUp({ requestId }: { requestId: number }) {
  const followUp = useFollowUp(requestId);
  const { addNote, assign } = useFollowUpWrite(requestId);
  const noteForm = useSchemaForm(requestNoteSchema, { defaultValues: { body: "" } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = noteForm;

  const onNote = handleSubmit(({ body }) =>
    addNote.mutate(body, {
      onSuccess: () => {
        reset();
        toastSuccess("Nota aggiunta");
      },
      onError: (error) => serverErrorOnField(noteForm, error) || toastError("Nota non salvata", error.message),
    }),
  );

  if (followUp.isPending) return <p className="text-sm text-muted">Caricamento delle note...</p>;
  if (followUp.isError) return <ErrorNote error={followUp.error} />;
  const data = followUp.data;

  return (
    <div className="grid gap-6" data-testid="follow-up">
      <SelectField
        label="Assegnata a"
        value={data.assignee_id ?? ""}
        disabled={assign.isPending}
        onChange={(e) =>
          assign.mutate(e.target.value ? Number(e.target.value) : null, {
            onSuccess: () => toastSuccess("Assegnazione aggiornata"),
            onError: (error) => toastError("Assegnazione non riuscita", error.message),
          })
        }
        emptyLabel="Nessuno"
        options={data.assignees.map((p) => ({ value: p.id, label: p.name }))}
      />
      <div>
        <form noValidate onSubmit={onNote} className="grid gap-2">
          <Field label="Nuova nota" error={errors.body?.message}>
            {(control) => (
              <textarea
                rows={3}
                maxLength={2000}
                className="field-input"
                placeholder="Per esempio: chiamato, richiamare lunedì"
                {...control}
                {...register("body")}
              />
            )}
          </Field>
          <button type="submit" className="btn-secondary justify-self-start" disabled={addNote.isPending}>
            {addNote.isPending ? "Salvataggio..." : "Aggiungi nota"}
          </button>
        </form>
        {data.notes.length === 0 ? (
          <p className="mt-4 text-sm text-muted">Nessuna nota.</p>
        ) : (
          <ol className="mt-4 grid gap-3" aria-label="Note">
            {data.notes.map((n) => (
              <li key={n.id} className="rounded-lg bg-surface p-3 text-sm">
                <p className="text-xs text-muted">
                  {n.author_name} · {formatAdminDateTime(n.created_at)}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-ink">{n.body}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
