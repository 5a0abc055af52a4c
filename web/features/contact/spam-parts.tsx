import { Inbox, ShieldAlert } from "../../components/ui/lucide-icons";
import { SPAM_DAYS, type SpamReason, spamReasonLabel } from "../../../src/shared/contact/spam";
import { toastError, toastSuccess } from "../../lib/toast";
import { useMoveToInbox } from "./inbox-api";

/** Why the request was set aside, one reason a line, in words. */
export function SpamReasons({ reasons, label }: { reasons: readonly SpamReason[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-1" data-testid="spam-reasons">
      {reasons.map((reason) => (
        <li key={reason.kind} className="flex items-start gap-1.5 text-sm text-amber-900">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          {spamReasonLabel(reason)}
        </li>
      ))}
    </ul>
  );
}

/** 'Non è spam': one click moves the request into the inbox, and the company is notified of it. */
export function NotSpamButton({ id, name, onMoved }: { id: number; name: string; onMoved?: () => void }) {
  const move = useMoveToInbox();
  return (
    <button
      type="button"
      className="btn-secondary min-h-10 px-3 whitespace-nowrap"
      disabled={move.isPending}
      // The row's name tells a screen reader which request the button moves.
      aria-label={`Non è spam: sposta la richiesta di ${name} tra le richieste`}
      onClick={() =>
        move.mutate(id, {
          onSuccess: () => {
            toastSuccess("Spostata tra le richieste", `La richiesta di ${name} ora è tra le richieste di contatto.`);
            onMoved?.();
          },
          onError: (error) => toastError("Impossibile spostare la richiesta", error.message),
        })
      }
    >
      <Inbox aria-hidden="true" className="size-4" />
      {move.isPending ? "Spostamento..." : "Non è spam"}
    </button>
  );
}

/** What the spam view is, said once above its list. */
export function SpamExplanation() {
  return (
    <p className="card border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" data-testid="spam-explanation">
      Qui finiscono le richieste che sembrano inviate da un programma: per loro non è partita nessuna email. Un modulo compilato
      in un attimo dal browser (compilazione automatica) può arrivare qui: se una richiesta è di una persona, premi «Non è spam» e
      passa tra le richieste, con la notifica all'azienda. Le richieste restano qui {SPAM_DAYS} giorni dall'arrivo, poi vengono
      eliminate.
    </p>
  );
}
