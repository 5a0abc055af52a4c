import { TextField } from "./text-field";

const PASSWORD_MISMATCH = "Le due password non coincidono";

/** The message for a new password typed differently the second time, or undefined when both match. */
export function passwordMismatch(form: FormData): string | undefined {
  return form.get("password") === form.get("confirm") ? undefined : PASSWORD_MISMATCH;
}

/** A new password and the same typed again (`password`, `confirm`), as every form that sets one asks for it. */
export function NewPasswordFields({
  label,
  confirmLabel = "Ripeti la password",
  errors,
}: {
  label: string;
  confirmLabel?: string;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <TextField label={label} name="password" type="password" autoComplete="new-password" required error={errors.password} />
      <TextField
        label={confirmLabel}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
    </>
  );
}
