import { type FormEvent, useRef, useState } from "react";
import { passwordChangeSchema, profileNameSchema } from "../../../src/shared/schemas/people";
import { fieldErrors } from "../../../src/shared/schemas/validation";
import { ErrorNote } from "../../components/ui/error-note";
import { NewPasswordFields, passwordMismatch } from "../../components/ui/new-password-fields";
import { TextField } from "../../components/ui/text-field";
import { useFormChanges } from "../../components/ui/unsaved-changes";
import { toastSuccess } from "../../lib/toast";
import { useChangePassword, useSaveName } from "./use-profile";

export function NameForm({ name, email }: { name: string; email: string }) {
  const save = useSaveName();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { markSaved } = useFormChanges(formRef);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = profileNameSchema.safeParse({ name: new FormData(e.currentTarget).get("name") });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data.name, {
      onSuccess: () => {
        markSaved();
        toastSuccess("Nome salvato");
      },
    });
  };
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="card grid gap-4 p-6" aria-labelledby="profile-data">
      <h2 id="profile-data" className="text-lg font-semibold text-ink">
        Dati personali
      </h2>
      <p className="text-sm text-muted">Email di accesso: {email}</p>
      <TextField label="Nome e cognome" name="name" autoComplete="name" defaultValue={name} required error={errors.name} />
      <ErrorNote error={save.error} />
      <button type="submit" className="btn-primary justify-self-start" disabled={save.isPending}>
        {save.isPending ? "Salvataggio..." : "Salva nome"}
      </button>
    </form>
  );
}

export function PasswordForm() {
  const change = useChangePassword();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFormChanges(formRef);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    const parsed = passwordChangeSchema.safeParse({ current: form.get("current"), password: form.get("password") });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    const mismatch = passwordMismatch(form);
    if (mismatch) found.confirm = mismatch;
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    change.mutate(parsed.data, {
      onSuccess: () => {
        formElement.reset();
        toastSuccess("Password cambiata", "Gli altri dispositivi sono stati disconnessi.");
      },
    });
  };
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="card grid gap-4 p-6" aria-labelledby="profile-password">
      <h2 id="profile-password" className="text-lg font-semibold text-ink">
        Password
      </h2>
      <p className="text-sm text-muted">
        Da 10 a 128 caratteri. Meglio una frase di più parole poco comuni; non usare il tuo nome o la tua email. Cambiandola, gli
        altri dispositivi verranno disconnessi.
      </p>
      <TextField
        label="Password attuale"
        name="current"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current}
      />
      <NewPasswordFields label="Nuova password" confirmLabel="Ripeti la nuova password" errors={errors} />
      <ErrorNote error={change.error} />
      <button type="submit" className="btn-primary justify-self-start" disabled={change.isPending}>
        {change.isPending ? "Salvataggio..." : "Cambia password"}
      </button>
    </form>
  );
}
