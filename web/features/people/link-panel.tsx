import { Copy } from "../../components/ui/lucide-icons";
import { useId } from "react";
import type { InvitationAnswer } from "../../../src/shared/schemas/people";
import { formatAdminDateTime } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";

const emailNote: Record<InvitationAnswer["email"]["status"], string> = {
  sent: "Abbiamo inviato il link anche per email.",
  "not-configured": "L'invio email non è configurato: consegna tu il link alla persona.",
  failed: "L'email non è partita: consegna tu il link alla persona.",
};

/** The one-time link, shown once: after closing it nobody can read it again. */
export function LinkPanel({ answer, onClose }: { answer: InvitationAnswer; onClose: () => void }) {
  const fieldId = useId();
  const copy = () =>
    navigator.clipboard.writeText(answer.link).then(
      () => toastSuccess("Link copiato"),
      () => toastError("Copia non riuscita", "Seleziona il link e copialo a mano."),
    );
  return (
    <section
      role="status"
      aria-labelledby={`${fieldId}-title`}
      className="card border-2 border-brand-600 p-6"
      data-testid="invitation-link"
    >
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-ink">
        Link per {answer.person.name || answer.person.email}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Valido fino al {formatAdminDateTime(answer.expiresAt)}, utilizzabile una sola volta. Viene mostrato ora e non sarà più
        visibile. {emailNote[answer.email.status]}
        {answer.email.message ? ` (${answer.email.message})` : ""}
      </p>
      <label htmlFor={fieldId} className="field-label mt-4">
        Link di accesso
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId}
          className="field-input flex-1 font-mono text-sm"
          readOnly
          value={answer.link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn-secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copia
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Chiudi
        </button>
      </div>
    </section>
  );
}
