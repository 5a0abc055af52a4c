import * as Dialog from "@radix-ui/react-dialog";
import { useEffect } from "react";
import { passwordConfirmationSchema } from "../../../src/shared/schemas/second-factor";
import { ErrorNote } from "../../components/ui/error-note";
import { TextField } from "../../components/ui/text-field";
import { showServerError, useSchemaForm } from "../../lib/schema-form";

export interface PasswordDialogProps {
  /** The change asked for, e.g. 'Rimuovi la passkey «Portatile ufficio»'. */
  title: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal (wrong password, too many attempts), shown inside the dialog. */
  error: Error | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/**
 * Every change of the sign-in methods (passkeys, authenticator app, recovery codes) asks for the
 * password in this dialog first (Radix Dialog: focus trapped, Escape cancels). Shown while mounted.
 */
export function PasswordDialog({ title, confirmLabel, pendingLabel, pending, error, onConfirm, onCancel }: PasswordDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useSchemaForm(passwordConfirmationSchema, { defaultValues: { password: "" } });
  useEffect(() => {
    if (error) showServerError({ setError, getValues }, error);
  }, [error, setError, getValues]);
  const submit = handleSubmit(({ password }) => onConfirm(password));
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[81] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            Per cambiare i modi di accesso al tuo account conferma con la tua password.
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
            <TextField
              label="Password attuale"
              type="password"
              autoComplete="current-password"
              required
              {...register("password")}
              error={errors.password?.message}
            />
            <ErrorNote error={errors.root?.server} />
            <div className="flex justify-end gap-3">
              <Dialog.Close className="btn-secondary">Annulla</Dialog.Close>
              <button type="submit" className="btn-primary" disabled={pending}>
                {pending ? pendingLabel : confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
