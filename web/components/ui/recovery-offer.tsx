import { LifeBuoy } from "./lucide-icons";

/** After a crash or a closed tab: the text an editor kept in this browser, offered back with what it is. */
export function RecoveryOffer({
  message,
  onRecover,
  onDismiss,
}: {
  message: string;
  onRecover: () => void;
  onDismiss: () => void;
}) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-signal-400/20 px-4 py-3 text-sm text-ink">
      <LifeBuoy aria-hidden="true" className="size-4" />
      <span className="flex-1">{message}</span>
      <button type="button" className="btn-primary min-h-9 px-3 py-1.5" onClick={onRecover}>
        Recupera
      </button>
      <button type="button" className="btn-secondary min-h-9 px-3 py-1.5" onClick={onDismiss}>
        Ignora
      </button>
    </div>
  );
}
