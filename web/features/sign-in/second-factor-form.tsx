import { type FormEvent, useState } from "react";
import { TextField } from "../../components/ui/text-field";
import { useSecondFactor } from "./use-auth";
import { ErrorNote } from "../../components/ui/error-note";

/** The second step of sign-in: the 6-digit code of the authenticator app, or a recovery code. */
export function SecondFactorForm({ onRestart }: { onRestart: () => void }) {
  const verify = useSecondFactor();
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get("code") ?? "").trim();
    if (!recovery && !/^\d{6}$/.test(value)) return setError("Il codice è di 6 cifre");
    if (recovery && value.length < 8) return setError("Inserisci uno dei codici di recupero");
    setError(undefined);
    verify.mutate(recovery ? { recoveryCode: value } : { code: value });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" key={recovery ? "recovery" : "totp"}>
      <p className="text-sm text-muted">
        {recovery
          ? "Inserisci uno dei codici di recupero che hai salvato: ognuno vale una sola volta."
          : "Apri l'app di autenticazione e inserisci il codice a 6 cifre per questo sito."}
      </p>
      <TextField
        label={recovery ? "Codice di recupero" : "Codice di verifica"}
        name="code"
        inputMode={recovery ? "text" : "numeric"}
        autoComplete="one-time-code"
        autoFocus
        required
        error={error}
      />
      <ErrorNote error={verify.error} />
      <button type="submit" className="btn-primary w-full" disabled={verify.isPending}>
        {verify.isPending ? "Verifica in corso..." : "Verifica"}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="text-brand-700 underline" onClick={() => setRecovery((r) => !r)}>
          {recovery ? "Usa il codice dell'app" : "Usa un codice di recupero"}
        </button>
        <button type="button" className="text-brand-700 underline" onClick={onRestart}>
          Ricomincia l'accesso
        </button>
      </div>
    </form>
  );
}
