import { passwordChangeFormSchema, profileNameSchema } from "../../../src/shared/schemas/people";
import { ErrorNote } from "../../components/ui/error-note";
import { NewPasswordFields } from "../../components/ui/new-password-fields";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastSuccess } from "../../lib/toast";
import { useChangePassword, useSaveName } from "./use-profile";

export function NameForm({ name, email }: { name: string; email: string }) {
  const save = useSaveName();
  const form = useSchemaForm(profileNameSchema, { defaultValues: { name } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChanges(isDirty);
  const onSubmit = handleSubmit((values) =>
    save.mutate(values.name, {
      onSuccess: () => {
        reset(values);
        toastSuccess("Nome salvato");
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="card grid gap-4 p-6" aria-labelledby="profile-data">
      <h2 id="profile-data" className="text-lg font-semibold text-ink">
        Dati personali
      </h2>
      <p className="text-sm text-muted">Email di accesso: {email}</p>
      <TextField label="Nome e cognome" autoComplete="name" required {...register("name")} error={errors.name?.message} />
      <ErrorNote error={errors.root?.server} />
      <button type="submit" className="btn-primary justify-self-start" disabled={save.isPending}>
        {save.isPending ? "Salvataggio..." : "Salva nome"}
      </button>
    </form>
  );
}

export function PasswordForm() {
  const change = useChangePassword();
  const form = useSchemaForm(passwordChangeFormSchema, { defaultValues: { current: "", password: "", confirm: "" } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChanges(isDirty);
  const onSubmit = handleSubmit(({ current, password }) =>
    change.mutate(
      { current, password },
      {
        onSuccess: () => {
          reset();
          toastSuccess("Password cambiata", "Gli altri dispositivi sono stati disconnessi.");
        },
        onError: (error) => showServerError(form, error),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="card grid gap-4 p-6" aria-labelledby="profile-password">
      <h2 id="profile-password" className="text-lg font-semibold text-ink">
        Password
      </h2>
      <p className="text-sm text-muted">
        Da 10 a 128 caratteri. Meglio una frase di più parole poco comuni; non usare il tuo nome o la tua email. Cambiandola, gli
        altri dispositivi verranno disconnessi.
      </p>
      <TextField
        label="Password attuale"
        type="password"
        autoComplete="current-password"
        required
        {...register("current")}
        error={errors.current?.message}
      />
      <NewPasswordFields
        label="Nuova password"
        confirmLabel="Ripeti la nuova password"
        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        inputs={{ password: register("password"), confirm: register("confirm") }}
      />
      <ErrorNote error={errors.root?.server} />
      <button type="submit" className="btn-primary justify-self-start" disabled={change.isPending}>
        {change.isPending ? "Salvataggio..." : "Cambia password"}
      </button>
    </form>
  );
}
