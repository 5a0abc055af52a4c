import type { ComponentProps } from "react";
import { PASSWORD_MISMATCH } from "../../../src/shared/password-messages";
import { TextField } from "./text-field";

/** The message for a new password typed differently the second time, or undefined when both match. */
export function passwordMismatch(form: FormData): string | undefined {
  return form.get("password") === form.get("confirm") ? undefined : PASSWORD_MISMATCH;
}

/**
 * A new password and the same typed again (`password`, `confirm`), as every form that sets one asks for it.
 * A react-hook-form form passes `register("password")` and `register("confirm")` as `inputs`.
 */
export function NewPasswordFields({
  label,
  confirmLabel = "Ripeti la password",
  errors,
  inputs,
}: {
  label: string;
  confirmLabel?: string;
  errors: Record<string, string | undefined>;
  inputs?: { password: ComponentProps<"input">; confirm: ComponentProps<"input"> };
}) {
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        {...inputs?.password}
        error={errors.password}
      />
      <TextField
        label={confirmLabel}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        {...inputs?.confirm}
        error={errors.confirm}
      />
    </>
  );
}
