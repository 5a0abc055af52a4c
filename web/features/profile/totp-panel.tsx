import { useState } from "react";
import type { ProfileView, RecoveryCodesAnswer, TotpEnrolment } from "../../../src/shared/schemas/profile";
import { totpCodeSchema } from "../../../src/shared/schemas/second-factor";
import { ErrorNote } from "../../components/ui/error-note";
import { TextField } from "../../components/ui/text-field";
import { apiRequest } from "../../lib/api-client";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastSuccess } from "../../lib/toast";
import { useProfileMutation } from "./use-profile";
import { PasswordDialog } from "./password-dialog";
import { RecoveryCodes } from "./recovery-codes";

/** Authenticator app (TOTP): enrol with a QR code and a first code, recovery codes, switch off. */
export function TotpPanel({ profile }: { profile: ProfileView }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const codeForm = useSchemaForm(totpCodeSchema, { defaultValues: { code: "" } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = codeForm;
  const [action, setAction] = useState<"enable" | "disable" | "codes" | null>(null);
  const start = useProfileMutation((password: string) => apiRequest<TotpEnrolment>("POST", "/api/profile/totp", { password }));
  const confirm = useProfileMutation((code: string) =>
    apiRequest<RecoveryCodesAnswer>("POST", "/api/profile/totp/confirm", { code }),
  );
  const disable = useProfileMutation((password: string) => apiRequest<ProfileView>("DELETE", "/api/profile/totp", { password }));
  const regenerate = useProfileMutation((password: string) =>
    apiRequest<RecoveryCodesAnswer>("POST", "/api/profile/totp/recovery-codes", { password }),
  );

  const open = (next: "enable" | "disable" | "codes") => {
    for (const mutation of [start, disable, regenerate]) mutation.reset();
    setAction(next);
  };
  const close = () => setAction(null);
  /** The change the dialog asked the password for. */
  const dialog = {
    enable: {
      title: "Attiva l'app di autenticazione",
      confirmLabel: "Continua",
      pendingLabel: "Preparazione...",
      mutation: start,
      run: (password: string) =>
        start.mutate(password, {
          onSuccess: (next) => {
            close();
            setEnrolment(next);
          },
        }),
    },
    disable: {
      title: "Disattiva l'app di autenticazione",
      confirmLabel: "Disattiva l'app",
      pendingLabel: "Disattivazione...",
      mutation: disable,
      run: (password: string) =>
        disable.mutate(password, {
          onSuccess: () => {
            close();
            toastSuccess("App di autenticazione disattivata");
          },
        }),
    },
    codes: {
      title: "Nuovi codici di recupero",
      confirmLabel: "Genera nuovi codici",
      pendingLabel: "Generazione...",
      mutation: regenerate,
      run: (password: string) =>
        regenerate.mutate(password, {
          onSuccess: ({ recoveryCodes }) => {
            close();
            setCodes(recoveryCodes);
          },
        }),
    },
  } as const;
  const current = action ? dialog[action] : null;

  const onConfirm = handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: ({ recoveryCodes }) => {
        reset();
        setEnrolment(null);
        setCodes(recoveryCodes);
        toastSuccess("App di autenticazione attivata");
      },
      onError: (error) => showServerError(codeForm, error),
    }),
  );

  return (
    <section className="card grid gap-4 p-6" aria-labelledby="profile-totp">
      <h2 id="profile-totp" className="text-lg font-semibold text-ink">
        App di autenticazione
      </h2>
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      {profile.totpEnabled ? (
        <>
          <p className="text-sm text-ink" data-testid="totp-status">
            Attiva. Codici di recupero ancora validi: {profile.recoveryCodesLeft}.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={() => open("codes")}>
              Nuovi codici di recupero
            </button>
            <button type="button" className="btn-secondary" onClick={() => open("disable")}>
              Disattiva
            </button>
          </div>
        </>
      ) : enrolment ? (
        <div className="grid gap-4 md:grid-cols-[auto_1fr]">
          <img src={enrolment.qr} alt="Codice QR da inquadrare con l'app di autenticazione" className="size-48 bg-white" />
          <div className="grid content-start gap-3">
            <p className="text-sm text-muted">
              Inquadra il codice QR con l'app (ad esempio Google Authenticator, Microsoft Authenticator, 1Password) oppure
              inserisci a mano questa chiave:
            </p>
            <code className="rounded bg-surface p-2 font-mono text-sm break-all" data-testid="totp-secret">
              {enrolment.secret}
            </code>
            <form noValidate onSubmit={onConfirm} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <TextField
                label="Codice a 6 cifre mostrato dall'app"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                {...register("code")}
                error={errors.code?.message}
              />
              <button type="submit" className="btn-primary" disabled={confirm.isPending}>
                {confirm.isPending ? "Verifica..." : "Conferma"}
              </button>
            </form>
            <ErrorNote error={errors.root?.server} />
          </div>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">
            Non attiva. Con un'app di autenticazione sul telefono, all'accesso ti verrà chiesto anche un codice di 6 cifre.
          </p>
          <button
            type="button"
            className="btn-primary justify-self-start"
            disabled={start.isPending}
            onClick={() => open("enable")}
          >
            Attiva l'app di autenticazione
          </button>
        </>
      )}
      {current ? (
        <PasswordDialog
          title={current.title}
          confirmLabel={current.confirmLabel}
          pendingLabel={current.pendingLabel}
          pending={current.mutation.isPending}
          error={current.mutation.error}
          onConfirm={current.run}
          onCancel={close}
        />
      ) : null}
    </section>
  );
}
