import { useNavigate } from "react-router-dom";
import { LoadError } from "../../components/ui/load-error";
import { formatAdminDateTime } from "../../lib/dates";
import { toastError, toastSuccess } from "../../lib/toast";
import { useEndOtherSessions, useEndSession, useSessions } from "./use-profile";

/** The person's signed-in browsers, each with 'Esci', and one button for all the others. */
export function SessionsPanel() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const navigate = useNavigate();
  const fail = (error: Error) => toastError("Operazione non riuscita", error.message);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <section className="card grid gap-4 p-6" aria-labelledby="profile-sessions">
      <h2 id="profile-sessions" className="text-lg font-semibold text-ink">
        Sessioni attive
      </h2>
      {sessions.isPending ? (
        <p role="status" className="text-muted">
          Caricamento delle sessioni...
        </p>
      ) : sessions.isError ? (
        <LoadError message={sessions.error.message} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="divide-y divide-line" data-testid="session-list">
            {sessions.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-ink">
                    {s.device}
                    {s.current ? <span className="ml-2 text-sm font-normal text-brand-700">(questo dispositivo)</span> : null}
                  </p>
                  <p className="text-sm text-muted">
                    Indirizzo {s.ip || "sconosciuto"} · ultima attività {formatAdminDateTime(s.lastSeenAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn-secondary min-h-10 px-3 text-sm"
                  disabled={endOne.isPending}
                  aria-label={`Esci da ${s.device}${s.current ? " (questo dispositivo)" : ""}`}
                  onClick={() =>
                    endOne.mutate(s.id, {
                      onSuccess: (answer) =>
                        answer.current ? navigate("/admin/login", { replace: true }) : toastSuccess("Sessione chiusa"),
                      onError: fail,
                    })
                  }
                >
                  Esci
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-secondary justify-self-start"
            disabled={others === 0 || endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) => toastSuccess("Fatto", `Sessioni chiuse: ${ended}`),
                onError: fail,
              })
            }
          >
            Esci da tutti gli altri dispositivi
          </button>
        </>
      )}
    </section>
  );
}
