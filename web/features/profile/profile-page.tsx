import { roleLabels } from "../../../src/shared/roles";
import { LoadError } from "../../components/ui/load-error";
import { NameForm, PasswordForm } from "./account-forms";
import { PasskeysPanel } from "./passkeys-panel";
import { SessionsPanel } from "./sessions-panel";
import { TotpPanel } from "./totp-panel";
import { useProfile } from "./use-profile";

/** /admin/profilo: every person's own account. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Il mio profilo</h1>
      {profile.isPending ? (
        <p role="status" className="mt-6 text-muted">
          Caricamento del profilo...
        </p>
      ) : profile.isError ? (
        <LoadError className="mt-6" message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <p className="mt-2 text-muted">Ruolo: {roleLabels[profile.data.role]}</p>
          {profile.data.secondFactorRequired && !profile.data.totpEnabled && profile.data.passkeys.length === 0 ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-signal-400 bg-amber-50 p-4 text-ink"
              data-testid="enrol-required"
            >
              Un Amministratore ha reso obbligatorio il secondo fattore di accesso: aggiungi una passkey o attiva l'app di
              autenticazione qui sotto per continuare a usare l'area riservata.
            </p>
          ) : null}
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <NameForm name={profile.data.name} email={profile.data.email} />
            <PasswordForm />
          </div>
          <div className="mt-6 grid gap-6">
            <PasskeysPanel profile={profile.data} />
            <TotpPanel profile={profile.data} />
            <SessionsPanel />
          </div>
        </>
      )}
    </>
  );
}
