import { CalendarClock } from "../../components/ui/lucide-icons";
import { useId, useState } from "react";
import type { PageEditorData } from "../../../src/shared/pages/page-edits";
import { pageScheduleSchema } from "../../../src/shared/pages/new-pages";
import { formatAdminDate } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSchedule } from "./pages-api";

/**
 * 'Programma la pubblicazione': the saved draft goes live by itself at the chosen minute, as
 * scheduled articles do. Shows what is scheduled, and cancels it.
 */
export function SchedulePanel({ data }: { data: PageEditorData }) {
  const id = useId();
  const [when, setWhen] = useState("");
  const [error, setError] = useState<string | null>(null);
  const schedule = useSchedule(data.path);

  const submit = () => {
    const checked = pageScheduleSchema.safeParse({ publish_at: when ? new Date(when).toISOString() : "" });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    schedule.mutate(checked.data.publish_at, {
      onSuccess: () =>
        toastSuccess("Pubblicazione programmata", `La bozza sarà pubblicata il ${formatAdminDate(checked.data.publish_at)}.`),
      onError: (e) => setError(e.message),
    });
  };

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
          <button
            type="button"
            className="btn-secondary"
            disabled={schedule.isPending}
            onClick={() =>
              schedule.mutate(null, {
                onSuccess: () => toastSuccess("Programmazione annullata", "La bozza resta salvata e non viene pubblicata."),
                onError: (e) => toastError("Programmazione non annullata", e.message),
              })
            }
          >
            Annulla la programmazione
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={id} className="field-label">
              Data e ora di pubblicazione della bozza salvata
            </label>
            <input
              id={id}
              type="datetime-local"
              className="field-input"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <button type="button" className="btn-secondary" disabled={schedule.isPending || !data.draft} onClick={submit}>
            Programma
          </button>
        </div>
      )}
      {!data.draft && !data.scheduledAt ? <p className="text-xs text-muted">Salva prima la bozza da pubblicare.</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
