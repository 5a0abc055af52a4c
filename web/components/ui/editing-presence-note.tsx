import { Users } from "./lucide-icons";
import type { EditingAnswer } from "../../../src/shared/schemas/editing";
import { formatAdminDateTime } from "../../lib/dates";

/** The time alone when it is today in Rome, the date and time otherwise. */
function sinceText(iso: string): string {
  const [day, time] = formatAdminDateTime(iso).split(", ");
  const today = formatAdminDateTime(new Date().toISOString()).split(", ")[0];
  return day === today ? `dalle ${time}` : `dal ${day} alle ${time}`;
}

/**
 * 'Maria Rossi sta modificando questa pagina dalle 10:42': shown above an editor someone else has
 * open right now, so two people do not overwrite each other unaware. Nothing when nobody else does.
 */
export function EditingPresenceNote({
  others,
  what,
  className = "",
}: {
  others: EditingAnswer["others"];
  /** 'questa pagina', 'questo articolo'. */
  what: string;
  className?: string;
}) {
  const first = others[0];
  return (
    <div role="status" aria-live="polite">
      {first ? (
        <p
          className={`${className} flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900`}
        >
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {others.length === 1
              ? `${first.name} sta modificando ${what} ${sinceText(first.since)}.`
              : `${others.map((other) => other.name).join(", ")} stanno modificando ${what} (${first.name} ${sinceText(first.since)}).`}{" "}
            Accordatevi prima di salvare: chi salva per secondo dovrà scegliere quali modifiche tenere.
          </span>
        </p>
      ) : null}
    </div>
  );
}
