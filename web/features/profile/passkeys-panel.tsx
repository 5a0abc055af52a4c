import { startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";
import type { ProfileView } from "../../../src/shared/schemas/profile";
import { passkeyRegistrationSchema } from "../../../src/shared/schemas/second-factor";
import { TextField } from "../../components/ui/text-field";
import { apiRequest } from "../../lib/api-client";
import { formatAdminDateTime } from "../../lib/dates";
import { passkeyOriginProblem } from "../../lib/passkey-origin";
import { useSchemaForm } from "../../lib/schema-form";
import { toastSuccess } from "../../lib/toast";
import { useProfileMutation } from "./use-profile";
import { ErrorNote } from "../../components/ui/error-note";
import { PasswordDialog } from "./password-dialog";

type RegistrationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];

/** The name staff give a new passkey, checked as the API checks it with the device's answer. */
const passkeyNameForm = passkeyRegistrationSchema.pick({ name: true });

/** Passkeys: several per person, each with a name; sign in without a password or as the second factor. */
export function PasskeysPanel({ profile }: { profile: ProfileView }) {
  // Said before trying: a browser refuses passkeys on an IP address or over plain HTTP with a vague 'annullata'.
  const [originProblem] = useState(() =>
    typeof window === "undefined" ? null : passkeyOriginProblem(window.location, "PublicKeyCredential" in window),
  );
  const nameForm = useSchemaForm(passkeyNameForm, { defaultValues: { name: "" } });
  const nameError = nameForm.formState.errors.name?.message;
  /** The change waiting for the password: a new passkey's name, or the passkey to remove. */
  const [asking, setAsking] = useState<{ kind: "add"; name: string } | { kind: "remove"; id: string; name: string } | null>(null);
  const add = useProfileMutation(async ({ name, password }: { name: string; password: string }) => {
    const optionsJSON = await apiRequest<RegistrationOptions>("POST", "/api/profile/passkeys/options", { password });
    let response: Awaited<ReturnType<typeof startRegistration>>;
    try {
      response = await startRegistration({ optionsJSON });
    } catch {
      throw new Error("Registrazione annullata o non riuscita sul dispositivo");
    }
    return apiRequest<ProfileView>("POST", "/api/profile/passkeys", { name, response });
  });
  const remove = useProfileMutation(({ id, password }: { id: string; password: string }) =>
    apiRequest<ProfileView>("DELETE", `/api/profile/passkeys/${encodeURIComponent(id)}`, { password }),
  );

  const onSubmit = nameForm.handleSubmit(({ name }) => {
    add.reset();
    setAsking({ kind: "add", name });
  });

  const onPassword = (password: string) => {
    if (asking?.kind === "add") {
      const { name } = asking;
      add.mutate(
        { name, password },
        {
          onSuccess: () => {
            setAsking(null);
            nameForm.reset();
            toastSuccess("Passkey aggiunta");
          },
          // A wrong password is said in the dialog; a refusal of the device below the form.
          onError: (error) => {
            if (!/password/i.test(error.message)) setAsking(null);
          },
        },
      );
    } else if (asking?.kind === "remove") {
      remove.mutate(
        { id: asking.id, password },
        {
          onSuccess: () => {
            setAsking(null);
            toastSuccess("Passkey rimossa");
          },
        },
      );
    }
  };

  return (
    <section className="card grid gap-4 p-6" aria-labelledby="profile-passkeys">
      <h2 id="profile-passkeys" className="text-lg font-semibold text-ink">
        Passkey
      </h2>
      <p className="text-sm text-muted">
        Una passkey usa l'impronta, il volto o il PIN del dispositivo: puoi accedere senza password oppure usarla come secondo
        fattore.
      </p>
      {profile.passkeys.length === 0 ? (
        <p className="text-sm text-ink">Nessuna passkey registrata.</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="passkey-list">
          {profile.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink">{p.name}</p>
                <p className="text-sm text-muted">
                  Aggiunta il {formatAdminDateTime(p.createdAt)}
                  {p.lastUsedAt ? ` · ultimo uso ${formatAdminDateTime(p.lastUsedAt)}` : " · mai usata"}
                </p>
              </div>
              <button
                type="button"
                className="btn-secondary min-h-10 px-3 text-sm"
                aria-label={`Rimuovi la passkey ${p.name}`}
                disabled={remove.isPending}
                onClick={() => {
                  remove.reset();
                  setAsking({ kind: "remove", id: p.id, name: p.name });
                }}
              >
                Rimuovi
              </button>
            </li>
          ))}
        </ul>
      )}
      {originProblem ? (
        <p className="rounded-lg border border-signal-400 bg-amber-50 p-3 text-sm text-ink" data-testid="passkey-origin-problem">
          {originProblem}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <TextField
            label="Nome della nuova passkey"
            {...nameForm.register("name")}
            placeholder="Portatile ufficio"
            required
            error={nameError}
          />
          <button type="submit" className="btn-primary" disabled={add.isPending}>
            {add.isPending ? "Registrazione..." : "Aggiungi passkey"}
          </button>
        </form>
      )}
      {asking ? null : <ErrorNote error={add.error} />}
      {asking ? (
        <PasswordDialog
          title={asking.kind === "add" ? `Aggiungi la passkey «${asking.name}»` : `Rimuovi la passkey «${asking.name}»`}
          confirmLabel={asking.kind === "add" ? "Continua" : "Rimuovi la passkey"}
          pendingLabel={asking.kind === "add" ? "Registrazione..." : "Rimozione..."}
          pending={asking.kind === "add" ? add.isPending : remove.isPending}
          error={asking.kind === "add" ? add.error : remove.error}
          onConfirm={onPassword}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
