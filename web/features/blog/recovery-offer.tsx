import { RecoveryOffer as Offer } from "../../components/ui/recovery-offer";
import { formatRomeDateTime } from "./schedule-time";

/** The article's autosaved text, newer than the last save, offered back. */
export function RecoveryOffer({ at, onRecover, onDismiss }: { at: string; onRecover: () => void; onDismiss: () => void }) {
  return (
    <Offer
      message={`C'è un testo salvato automaticamente il ${formatRomeDateTime(at)}, più recente dell'ultimo salvataggio.`}
      onRecover={onRecover}
      onDismiss={onDismiss}
    />
  );
}
