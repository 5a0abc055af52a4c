import { LifeBuoy } from "../../../components/ui/lucide-icons";
import { formatRomeDateTime } from "./schedule-time";

/** After a crash or a closed tab: the autosaved text, newer than the last save, offered back. */
export function RecoveryOffer({ at, onRecover, onDismiss }: { at: string; onRecover: () => void; onDismiss: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-signal-400/20 px-4 py-3 text-sm text-ink">
      <LifeBuoy aria-hidden="true" className="size-4" />
      <span className="flex-1">
        C'è un testo salvato automaticamente il {formatRomeDateTime(at)}, più recente dell'ultimo salvataggio.
      </span>
      <button type="button" className="btn-primary min-h-9 px-3 py-1.5" onClick={onRecover}>
        Recupera
      </button>
      <button type="button" className="btn-secondary min-h-9 px-3 py-1.5" onClick={onDismiss}>
        Ignora
      </button>
    </div>
  );
}
