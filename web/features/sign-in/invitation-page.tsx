import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import type { AcceptInvitationInput } from "../../../src/shared/schemas/people";
import { fieldErrors } from "../../../src/shared/schemas/validation";
import { TextField } from "../../components/ui/text-field";
import { apiRequest } from "../../lib/api-client";
import { AuthCard } from "./auth-card";
import { loadSignInSchemas } from "./load-sign-in-schemas";
import { ErrorNote } from "../../components/ui/error-note";
import { NewPasswordFields, passwordMismatch } from "../../components/ui/new-password-fields";
import { useFragmentToken } from "./fragment-token";
import { invitationQuery } from "./api/get-invitation";

/**
 * /admin/invito#token=…: the invited (or reset) person chooses their name and password. The
 * token stays in the fragment, which browsers never send, and reaches the server in POST bodies.
 */
export function InvitationPage() {
  const token = useFragmentToken();
  const invitation = useQuery({
    ...invitationQuery(token),
    enabled: token !== "",
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (input: AcceptInvitationInput) => apiRequest<{ email: string }>("POST", "/api/people/invitations", input),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (accept.isSuccess) {
    return (
      <AuthCard title="Account pronto">
        <p role="status" className="text-sm text-ink">
          La tua password è stata salvata. Ora puoi accedere con l'email {accept.data.email}.
        </p>
        <Link to="/admin/login" className="btn-primary mt-6 w-full">
          Vai all'accesso
        </Link>
      </AuthCard>
    );
  }
  if (!token || invitation.isError) {
    return (
      <AuthCard title="Invito non valido">
        <p role="alert" className="text-sm text-muted">
          {invitation.error?.message ?? "Questo indirizzo funziona solo con il link completo ricevuto da un Amministratore."}
        </p>
        <Link to="/admin/login" className="btn-secondary mt-6 w-full">
          Vai all'accesso
        </Link>
      </AuthCard>
    );
  }
  if (invitation.isPending) {
    return (
      <AuthCard title="Invito all'area riservata">
        <p role="status" className="text-sm text-muted">
          Verifica del link in corso...
        </p>
      </AuthCard>
    );
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const { acceptInvitationSchema } = await loadSignInSchemas();
    const password = String(form.get("password") ?? "");
    const parsed = acceptInvitationSchema.safeParse({ token, name: form.get("name"), password });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    const mismatch = passwordMismatch(form);
    if (mismatch) found.confirm = mismatch;
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    accept.mutate(parsed.data);
  };

  return (
    <AuthCard
      title="Invito all'area riservata"
      intro={`Scegli il nome con cui comparirai e la password per l'account ${invitation.data.email}.`}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} onFocus={() => void loadSignInSchemas()} className="grid gap-4">
        <TextField
          label="Nome e cognome"
          name="name"
          autoComplete="name"
          defaultValue={invitation.data.name}
          required
          error={errors.name}
        />
        <NewPasswordFields label="Password (da 10 a 128 caratteri)" errors={errors} />
        <p className="-mt-2 text-xs text-muted">
          Meglio una frase di più parole poco comuni; non usare il tuo nome o la tua email.
        </p>
        <ErrorNote error={accept.error} />
        <button type="submit" className="btn-primary w-full" disabled={accept.isPending}>
          {accept.isPending ? "Salvataggio..." : "Salva e continua"}
        </button>
      </form>
    </AuthCard>
  );
}
