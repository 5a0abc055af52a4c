import { lazy, Suspense, useState, type FormEvent } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { isSessionEndReason, sessionEndMessages } from "../../../src/shared/session-end";
import type { SecondFactorMethod } from "../../../src/shared/schemas/second-factor";
import { fieldErrors } from "../../../src/shared/schemas/validation";
import { TextField } from "../../components/ui/text-field";
import { AuthCard } from "./auth-card";
import { loadSignInSchemas } from "./load-sign-in-schemas";
import { PasskeySignIn } from "./passkey-sign-in";
import { needsSecondFactor, safeNextPath, useLogin } from "./use-auth";
import { useCurrentUser } from "../../lib/session";
import { ErrorNote } from "../../components/ui/error-note";
import { setupQuery } from "./api/get-setup";

/** The code of the authenticator app is asked only of those who set one up: its form loads then. */
const SecondFactorForm = lazy(async () => ({ default: (await import("./second-factor-form")).SecondFactorForm }));

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  const reason = params.get("motivo");
  const me = useCurrentUser();
  const setup = useQuery(setupQuery());
  const login = useLogin();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | null>(null);

  if (me.data) return <Navigate to={me.data.mustEnrolSecondFactor ? "/admin/profilo" : next} replace />;

  if (secondStep) {
    return (
      <AuthCard title="Verifica in due passaggi">
        <div className="grid gap-5">
          {secondStep.includes("passkey") ? <PasskeySignIn label="Conferma con la passkey" /> : null}
          {secondStep.includes("totp") ? (
            <Suspense fallback={<p className="text-sm text-muted">Caricamento...</p>}>
              <SecondFactorForm
                onRestart={() => {
                  login.reset();
                  setSecondStep(null);
                }}
              />
            </Suspense>
          ) : null}
        </div>
      </AuthCard>
    );
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const { loginSchema } = await loadSignInSchemas();
    const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (answer) => (needsSecondFactor(answer) ? setSecondStep(answer.secondFactor.methods) : undefined),
    });
  };

  return (
    <AuthCard title="Accesso all'area riservata" intro="Accedi con l'email e la password del tuo account.">
      {isSessionEndReason(reason) ? (
        <p
          role="status"
          data-testid="session-ended"
          className="mb-5 rounded-lg border border-signal-400 bg-amber-50 p-3 text-sm text-ink"
        >
          {sessionEndMessages[reason]}
        </p>
      ) : null}
      {setup.data?.needed ? (
        <p role="status" className="mb-5 rounded-lg border border-signal-400 bg-amber-50 p-3 text-sm text-ink">
          Nessun amministratore è ancora configurato. Apri il link di configurazione stampato dal server all'avvio oppure esegui{" "}
          <code className="font-mono">parksite admin create --email … --password …</code>.
        </p>
      ) : null}
      <form noValidate onSubmit={(e) => void onSubmit(e)} onFocus={() => void loadSignInSchemas()} className="grid gap-4">
        <TextField label="Email" name="email" type="email" autoComplete="username" required error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <ErrorNote error={login.error} />
        <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
          {login.isPending ? "Accesso in corso..." : "Accedi"}
        </button>
      </form>
      <div className="mt-5 border-t border-line pt-5">
        <PasskeySignIn label="Usa una passkey" />
      </div>
    </AuthCard>
  );
}
