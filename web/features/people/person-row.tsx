import { useId, useState } from "react";
import { ROLES, type Role, roleLabels } from "../../../src/shared/roles";
import type { InvitationAnswer, PersonView } from "../../../src/shared/schemas/people";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { formatAdminDateTime } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { AdminCell } from "../../components/ui/admin-table";
import { useChangeRole, useRemovePerson, useResetAccess, useSetActive, useUnlock } from "./use-people";

type Pending = "deactivate" | "reset" | "remove" | null;

const questions: Record<Exclude<Pending, null>, (name: string) => string> = {
  deactivate: (name) => `Disattivare ${name}? Le sue sessioni si chiudono subito e non potrà accedere finché non lo riattivi.`,
  reset: (name) =>
    `Reimpostare l'accesso di ${name}? La password attuale smette di funzionare e riceverai un nuovo link da consegnare.`,
  remove: (name) => `Rimuovere definitivamente ${name}? Il registro attività conserva le sue azioni passate.`,
};

/** One person of /admin/utenti with the actions an Amministratore may take. */
export function PersonRow({
  person,
  isMe,
  onLink,
}: {
  person: PersonView;
  isMe: boolean;
  onLink: (a: InvitationAnswer) => void;
}) {
  const roleId = useId();
  const [pending, setPending] = useState<Pending>(null);
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const reset = useResetAccess();
  const unlock = useUnlock();
  const remove = useRemovePerson();
  const label = person.name || person.email;
  const fail = (error: Error) => toastError("Operazione non riuscita", error.message);

  const onRole = (role: Role) =>
    changeRole.mutate(
      { id: person.id, role },
      { onSuccess: () => toastSuccess("Ruolo aggiornato", `${label}: ${roleLabels[role]}`), onError: fail },
    );

  const confirm = () => {
    const done = () => setPending(null);
    if (pending === "deactivate") {
      setActive.mutate(
        { id: person.id, active: false },
        { onSuccess: () => toastSuccess("Persona disattivata"), onError: fail, onSettled: done },
      );
    } else if (pending === "reset") {
      reset.mutate(person.id, { onSuccess: onLink, onError: fail, onSettled: done });
    } else if (pending === "remove") {
      remove.mutate(person.id, { onSuccess: () => toastSuccess("Persona rimossa"), onError: fail, onSettled: done });
    }
  };

  return (
    <tr className="align-top" data-testid={`person-${person.email}`}>
      <AdminCell column="person" className="px-4 py-3">
        <p className="font-semibold text-ink">
          {label}
          {isMe ? <span className="ml-2 text-xs font-normal text-muted">(tu)</span> : null}
        </p>
        {person.name ? <p className="text-sm text-muted">{person.email}</p> : null}
      </AdminCell>
      <AdminCell column="role" className="px-4 py-3">
        <label htmlFor={roleId} className="sr-only">
          Ruolo di {label}
        </label>
        <select
          id={roleId}
          className="field-input min-w-40"
          value={person.role}
          disabled={changeRole.isPending}
          onChange={(e) => onRole(e.currentTarget.value as Role)}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </AdminCell>
      <AdminCell column="second-factor" className="px-4 py-3 text-sm">
        {person.secondFactor ? "Attiva" : "No"}
      </AdminCell>
      <AdminCell column="last-sign-in" className="px-4 py-3 text-sm">
        {person.lastLoginAt ? formatAdminDateTime(person.lastLoginAt) : "Mai"}
      </AdminCell>
      <AdminCell column="state" className="px-4 py-3 text-sm">
        <p>{person.active ? "Attivo" : "Disattivato"}</p>
        {person.invitationPending ? <p className="text-muted">Invito in attesa</p> : null}
        {person.lockedUntil ? (
          <p className="font-semibold text-danger-700">
            Bloccato fino alle {formatAdminDateTime(person.lockedUntil).split(", ")[1]}
          </p>
        ) : null}
      </AdminCell>
      <AdminCell column="actions" className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          {person.lockedUntil ? (
            <button
              type="button"
              className="btn-secondary min-h-10 px-3 text-sm"
              disabled={unlock.isPending}
              onClick={() => unlock.mutate(person.id, { onSuccess: () => toastSuccess("Account sbloccato"), onError: fail })}
            >
              Sblocca
            </button>
          ) : null}
          {person.active ? (
            <button type="button" className="btn-secondary min-h-10 px-3 text-sm" onClick={() => setPending("deactivate")}>
              Disattiva
            </button>
          ) : (
            <button
              type="button"
              className="btn-secondary min-h-10 px-3 text-sm"
              disabled={setActive.isPending}
              onClick={() =>
                setActive.mutate(
                  { id: person.id, active: true },
                  { onSuccess: () => toastSuccess("Persona riattivata"), onError: fail },
                )
              }
            >
              Riattiva
            </button>
          )}
          <button type="button" className="btn-secondary min-h-10 px-3 text-sm" onClick={() => setPending("reset")}>
            Nuovo link
          </button>
          <button type="button" className="btn-danger min-h-10 px-3 text-sm" onClick={() => setPending("remove")}>
            Rimuovi
          </button>
        </div>
        <ConfirmDialog
          open={pending !== null}
          message={pending ? questions[pending](label) : ""}
          confirmLabel={pending === "remove" ? "Rimuovi" : pending === "reset" ? "Reimposta" : "Disattiva"}
          pending={setActive.isPending || reset.isPending || remove.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      </AdminCell>
    </tr>
  );
}
