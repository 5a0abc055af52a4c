import { type FormEvent, useId, useRef, useState } from "react";
import { ROLES, roleLabels } from "../../../src/shared/roles";
import type { InvitationAnswer } from "../../../src/shared/schemas/people";
import { inviteSchema } from "../../../src/shared/schemas/people";
import { fieldErrors } from "../../../src/shared/schemas/validation";
import { TextField } from "../../components/ui/text-field";
import { useFormChanges } from "../../components/ui/unsaved-changes";
import { useInvite } from "./use-people";

/** Add a person: name, e-mail, role. The answer (the one-time link) is shown by the page. */
export function InviteForm({ onInvited }: { onInvited: (answer: InvitationAnswer) => void }) {
  const invite = useInvite();
  const roleId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFormChanges(formRef);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    const parsed = inviteSchema.safeParse({ name: form.get("name"), email: form.get("email"), role: form.get("role") });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        formElement.reset();
        onInvited(answer);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="card grid gap-4 p-6 md:grid-cols-[1fr_1fr_auto_auto] md:items-start"
    >
      <h2 className="text-lg font-semibold text-ink md:col-span-4">Aggiungi una persona</h2>
      <TextField label="Nome e cognome" name="name" autoComplete="off" required error={errors.name} />
      <TextField label="Email" name="email" type="email" autoComplete="off" required error={errors.email} />
      <div>
        <label htmlFor={roleId} className="field-label">
          Ruolo
        </label>
        <select id={roleId} name="role" className="field-input" defaultValue="editor">
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary md:mt-7" disabled={invite.isPending}>
        {invite.isPending ? "Invio in corso..." : "Invita"}
      </button>
      {invite.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger-700 md:col-span-4">
          {invite.error.message}
        </p>
      ) : null}
    </form>
  );
}
