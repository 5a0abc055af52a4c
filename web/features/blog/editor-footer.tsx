import { CalendarClock, Loader2, Save, Send } from "../../components/ui/lucide-icons";
import { useId } from "react";
import { ScheduleControl } from "./schedule-control";

export interface EditorFooterProps {
  published: boolean;
  scheduling: boolean;
  schedule: string;
  scheduleError?: string;
  saving: boolean;
  uploading: boolean;
  onPublishedChange: (published: boolean) => void;
  onScheduleOpen: () => void;
  onScheduleChange: (schedule: string) => void;
  onScheduleCancel: () => void;
  onCancel: () => void;
}

/** The editor's last row: 'Pubblica articolo', 'Programma', 'Annulla' and the save button (spec §2 and §4). */
export function EditorFooter(p: EditorFooterProps) {
  const publishedId = useId();
  const busy = p.saving || p.uploading;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t border-line bg-surface px-6 py-4">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <div className="flex items-center gap-2">
          <input
            id={publishedId}
            type="checkbox"
            checked={p.published && !p.scheduling}
            disabled={p.scheduling}
            onChange={(event) => p.onPublishedChange(event.target.checked)}
            className="size-5 rounded border-slate-300 accent-brand-600"
          />
          <label htmlFor={publishedId} className="text-sm font-medium text-ink">
            Pubblica articolo
          </label>
        </div>
        <ScheduleControl
          open={p.scheduling}
          value={p.schedule}
          error={p.scheduleError}
          onOpen={p.onScheduleOpen}
          onChange={p.onScheduleChange}
          onCancel={p.onScheduleCancel}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={p.onCancel} disabled={p.saving}>
          Annulla
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : p.scheduling ? (
            <CalendarClock aria-hidden="true" className="size-4" />
          ) : p.published ? (
            <Send aria-hidden="true" className="size-4" />
          ) : (
            <Save aria-hidden="true" className="size-4" />
          )}
          {p.saving
            ? "Salvataggio in corso..."
            : p.uploading
              ? "Caricamento immagini..."
              : p.scheduling
                ? "Programma"
                : p.published
                  ? "Pubblica"
                  : "Salva Bozza"}
        </button>
      </div>
    </div>
  );
}
