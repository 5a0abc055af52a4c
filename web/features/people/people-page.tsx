import { useState } from "react";
import { useCurrentUser } from "../../lib/session";
import { describeRole, ROLES } from "../../../src/shared/roles";
import type { InvitationAnswer } from "../../../src/shared/schemas/people";
import { LoadError } from "../../components/ui/load-error";
import { InviteForm } from "./invite-form";
import { LinkPanel } from "./link-panel";
import { PersonRow } from "./person-row";
import { SecurityToggle } from "./security-toggle";
import { usePeople } from "./use-people";
import { type AdminColumn, AdminTable } from "../../components/ui/admin-table";

const PEOPLE_COLUMNS: AdminColumn[] = [
  { key: "person", label: "Persona" },
  { key: "role", label: "Ruolo" },
  { key: "second-factor", label: "Secondo fattore" },
  { key: "last-sign-in", label: "Ultimo accesso" },
  { key: "state", label: "Stato" },
  { key: "actions", label: "Azioni" },
];

/** /admin/utenti: the team, their roles and access (Amministratore only). */
export function PeoplePage() {
  const people = usePeople();
  const me = useCurrentUser().data;
  const [answer, setAnswer] = useState<InvitationAnswer | null>(null);

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Utenti</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Le persone che gestiscono il sito. Deve restare sempre almeno un Amministratore attivo.
      </p>
      <ul
        className="mt-2 max-w-3xl list-disc pl-5 text-muted"
        aria-label="Cosa può fare ogni ruolo"
        data-testid="role-descriptions"
      >
        {ROLES.map((role) => (
          <li key={role}>{describeRole(role)}</li>
        ))}
      </ul>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Nel cestino ognuno ritrova ciò che è stato eliminato dalle proprie aree.
      </p>
      <div className="mt-6 grid gap-6">
        <InviteForm onInvited={setAnswer} />
        {answer ? <LinkPanel answer={answer} onClose={() => setAnswer(null)} /> : null}
        <SecurityToggle />
        {people.isPending ? (
          <p role="status" className="text-muted">
            Caricamento delle persone...
          </p>
        ) : people.isError ? (
          <LoadError
            message={people.error.message}
            title="Impossibile caricare le persone"
            onRetry={() => void people.refetch()}
          />
        ) : people.data.length === 0 ? (
          <p className="text-muted">Nessuna persona.</p>
        ) : (
          <AdminTable label="Persone con accesso all'area riservata" columns={PEOPLE_COLUMNS} minWidth="56rem">
            {people.data.map((person) => (
              <PersonRow key={person.id} person={person} isMe={person.id === me?.id} onLink={setAnswer} />
            ))}
          </AdminTable>
        )}
      </div>
    </>
  );
}
