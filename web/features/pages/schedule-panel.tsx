import { CalendarClock } from "../../components/ui/lucide-icons";
import { useId } from "react";
import { z } from "zod";
import type { PageEditorData } from "../../../src/shared/schemas/page-answers";
import { pageScheduleSchema } from "../../../src/shared/pages/new-pages";
import { Field } from "../../components/ui/field";
import { formatAdminDate } from "../../lib/dates";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSchedule } from "./pages-api";

/**
 * 'Programma la pubblicazione': the saved draft goes live by itself at the chosen minute, as
 * scheduled articles do. Shows what is scheduled, and cancels it.
 */
/** The minute typed in the browser's local time, checked as the API checks the instant it stands for. */
export const scheduleFormSchema = z.object({
  publish_at: z
    .string()
    .transform((local) => (local ? new Date(local).toISOString() : ""))
    .pipe(pageScheduleSchema.shape.publish_at),
});

export function SchedulePanel({ data }: { data: PageEditorData }) {
  const id = useId();
  const schedule = useSchedule(data.path);
  const form = useSchemaForm(scheduleFormSchema, { defaultValues: { publish_at: "" } });
  const error = form.formState.errors.publish_at?.message ?? form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(({ publish_at }) =>
    schedule.mutate(publish_at, {
      onSuccess: () => toastSuccess("Pubblicazione programmata", `La bozza sarà pubblicata il ${formatAdminDate(publish_at)}.`),
      onError: (e) => showServerError(form, e),
    }),
  );

  const unschedule = () =>
    schedule.mutate(null, {
      onSuccess: () => toastSuccess("Programmazione annullata", "La bozza resta salvata e non viene pubblicata."),
      onError: (e) => toastError("Programmazione non annullata", e.message),
    });

  return (
    <section aria-labelledby={`${id}-title`} className="card grid grid-cols-1 gap-3 p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-5" />
        Pubblicazione programmata
      </h2>
      {data.scheduledAt ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink" data-testid="page-schedule">
            La bozza sarà pubblicata il {formatAdminDate(data.scheduledAt)}
            {data.scheduledBy ? ` (programmata da ${data.scheduledBy})` : ""}.
          </p>
          <button type="button" className="btn-secondary" disabled={schedule.isPending} onClick={unschedule}>
            Annulla la programmazione
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Data e ora di pubblicazione della bozza salvata" error={error}>
            {(control) => <input type="datetime-local" className="field-input" {...control} {...form.register("publish_at")} />}
          </Field>
          <button
            type="button"
            className="btn-secondary"
            disabled={schedule.isPending || !data.draft}
            onClick={() => void submit()}
          >
            Programma
          </button>
        </div>
      )}
      {!data.draft && !data.scheduledAt ? <p className="text-xs text-muted">Salva prima la bozza da pubblicare.</p> : null}
    </section>
  );
}
