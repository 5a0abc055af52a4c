import { CalendarClock, X } from "../../components/ui/lucide-icons";
import { useId } from "react";
import { isoToRomeLocal } from "../../../src/shared/blog-status";

/** Tomorrow at 9:00, Italian time: where a new schedule starts. */
export function defaultSchedule(now = new Date()): string {
  const tomorrow = isoToRomeLocal(new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString());
  return `${tomorrow.slice(0, 10)}T09:00`;
}

export interface ScheduleControlProps {
  open: boolean;
  /** "YYYY-MM-DDTHH:mm", Italian time. */
  value: string;
  error?: string;
  onOpen: () => void;
  onChange: (value: string) => void;
  onCancel: () => void;
}

/** 'Programma': a date and time (Italian time) at which the article goes live by itself. */
export function ScheduleControl({ open, value, error, onOpen, onChange, onCancel }: ScheduleControlProps) {
  const id = useId();
  if (!open) {
    return (
      <button type="button" className="btn-secondary min-h-9 px-3 py-1.5" onClick={onOpen}>
        <CalendarClock aria-hidden="true" className="size-4" />
        Programma...
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Pubblica il (ora italiana)
      </label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field-input w-auto py-1.5"
        required
      />
      <button
        type="button"
        onClick={onCancel}
        className="inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-white hover:text-ink"
        aria-label="Annulla la programmazione"
        title="Annulla la programmazione"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      {error ? (
        <p id={`${id}-error`} className="field-error w-full">
          {error}
        </p>
      ) : null}
    </div>
  );
}
