import { TriangleAlert } from "./lucide-icons";
import { Link } from "react-router-dom";
import type { EmailStatus } from "../../../src/shared/contact/inbox";
import { useCanOpen } from "../../lib/session";

/** Decision 26: staff are told when requests arrive without any e-mail being sent, or when e-mails failed. */
export function EmailWarning({
  status,
  lastFailure = null,
}: {
  status: Pick<EmailStatus, "configured" | "failed"> | undefined;
  /** The last e-mail that failed: when (already written for people) and the server's error. */
  lastFailure?: { at: string; error: string | null } | null;
}) {
  // Only an Amministratore opens the settings: the others are told whom to ask, not sent to a refused page.
  const canConfigure = useCanOpen("settings");
  if (!status) return null;
  if (!status.configured) {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-signal-400 bg-amber-50 p-4 text-sm text-ink">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <p>
          <strong>Invio email non configurato.</strong> Le richieste vengono salvate qui, ma nessuno riceve la notifica e i
          richiedenti non ricevono l'email di conferma.{" "}
          {canConfigure ? (
            <Link to="/admin/impostazioni#email" className="font-semibold text-brand-700 underline">
              Configura l'invio email
            </Link>
          ) : (
            "Chiedi a un Amministratore di configurare l'invio email."
          )}
        </p>
      </div>
    );
  }
  if (status.failed > 0) {
    return (
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-ink">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
        <p>
          <strong>
            {status.failed === 1 ? "Un'email non è stata inviata" : `${status.failed} email non sono state inviate`}
          </strong>{" "}
          dopo tutti i tentativi. Apri la richiesta per vedere l'errore e riprovare
          {canConfigure ? (
            <>
              , oppure controlla le{" "}
              <Link to="/admin/impostazioni#email" className="font-semibold text-brand-700 underline">
                impostazioni email
              </Link>
              .
            </>
          ) : (
            "; se l'errore riguarda il server di posta, avvisa un Amministratore."
          )}
          {lastFailure ? (
            <span className="mt-1 block text-muted" data-testid="email-last-failure">
              Ultimo errore il {lastFailure.at}
              {lastFailure.error ? `: ${lastFailure.error}` : ""}
            </span>
          ) : null}
        </p>
      </div>
    );
  }
  return null;
}
