import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { fieldErrors } from "../../../src/shared/schemas/validation";
import { TextField } from "../../components/ui/text-field";
import { AuthCard } from "./auth-card";
import { loadSignInSchemas } from "./load-sign-in-schemas";
import { useSetup } from "./use-auth";
import { ErrorNote } from "../../components/ui/error-note";
import { NewPasswordFields, passwordMismatch } from "../../components/ui/new-password-fields";
import { useFragmentToken } from "./fragment-token";

/** First start: the one-time link printed by the server (/admin/setup#token=…) creates the first administrator. */
export function SetupPage() {
  const token = useFragmentToken();
  const navigate = useNavigate();
  const setup = useSetup();
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!token) {
    return (
      <AuthCard title="Configurazione iniziale">
        <p className="text-sm text-muted">
          Questo indirizzo funziona solo con il link completo stampato dal server al primo avvio.
        </p>
        <Link to="/admin/login" className="btn-primary mt-6 w-full">
          Vai all'accesso
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const { setupSchema } = await loadSignInSchemas();
    const password = String(form.get("password") ?? "");
    const parsed = setupSchema.safeParse({ token, name: form.get("name"), email: form.get("email"), password });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    const mismatch = passwordMismatch(form);
    if (mismatch) found.confirm = mismatch;
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    setup.mutate(parsed.data, { onSuccess: () => navigate("/admin", { replace: true }) });
  };

  return (
    <AuthCard
      title="Crea l'account amministratore"
      intro="È il primo avvio: indica il tuo nome, l'email e la password con cui gestirai il sito."
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} onFocus={() => void loadSignInSchemas()} className="grid gap-4">
        <TextField label="Nome e cognome" name="name" autoComplete="name" required error={errors.name} />
        <TextField label="Email" name="email" type="email" autoComplete="username" required error={errors.email} />
        <NewPasswordFields label="Password (almeno 10 caratteri)" errors={errors} />
        <ErrorNote error={setup.error} />
        <button type="submit" className="btn-primary w-full" disabled={setup.isPending}>
          {setup.isPending ? "Creazione in corso..." : "Crea account"}
        </button>
      </form>
    </AuthCard>
  );
}
