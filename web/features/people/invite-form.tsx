import { ROLES, roleLabels } from "../../../src/shared/roles";
import type { InvitationAnswer } from "../../../src/shared/schemas/people";
import { inviteSchema } from "../../../src/shared/schemas/people";
import { ErrorNote } from "../../components/ui/error-note";
import { Field } from "../../components/ui/field";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { showServerError, useSchemaForm } from "../../lib/schema-form";
import { useInvite } from "./use-people";

/** Add a person: name, e-mail, role. The answer (the one-time link) is shown by the page. */
export function InviteForm({ onInvited }: { onInvited: (answer: InvitationAnswer) => void }) {
  const invite = useInvite();
  const form = useSchemaForm(inviteSchema, { defaultValues: { name: "", email: "", role: "editor" } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChanges(isDirty);

  const onSubmit = handleSubmit((person) =>
    invite.mutate(person, {
      onSuccess: (answer) => {
        reset();
        onInvited(answer);
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="card grid gap-4 p-6 md:grid-cols-[1fr_1fr_auto_auto] md:items-start">
      <h2 className="text-lg font-semibold text-ink md:col-span-4">Aggiungi una persona</h2>
      <TextField label="Nome e cognome" autoComplete="off" required {...register("name")} error={errors.name?.message} />
      <TextField label="Email" type="email" autoComplete="off" required {...register("email")} error={errors.email?.message} />
      <Field label="Ruolo" error={errors.role?.message}>
        {(control) => (
          <select className="field-input" {...control} {...register("role")}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn-primary md:mt-7" disabled={invite.isPending}>
        {invite.isPending ? "Invio in corso..." : "Invita"}
      </button>
      <ErrorNote error={errors.root?.server} className="md:col-span-4" />
    </form>
  );
}
