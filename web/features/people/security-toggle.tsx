import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { toastError, toastSuccess } from "../../lib/toast";

const KEY = ["/api/people/security"] as const;

/** 'Require a second factor for everyone': people without one are led to set it up at sign-in. */
export function SecurityToggle() {
  const queryClient = useQueryClient();
  const security = useQuery<{ requireSecondFactor: boolean }>({ queryKey: KEY });
  const save = useMutation({
    mutationFn: (required: boolean) => apiRequest<{ requireSecondFactor: boolean }>("PUT", "/api/people/security", { required }),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      void queryClient.invalidateQueries({ queryKey: ["/api/auth/session"] });
      toastSuccess(data.requireSecondFactor ? "Secondo fattore obbligatorio" : "Secondo fattore facoltativo");
    },
    onError: (error) => toastError("Operazione non riuscita", error.message),
  });
  return (
    <section className="card p-6" aria-labelledby="security-title">
      <h2 id="security-title" className="text-lg font-semibold text-ink">
        Sicurezza degli accessi
      </h2>
      <label className="mt-3 flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={security.data?.requireSecondFactor ?? false}
          disabled={security.isPending || security.isError || save.isPending}
          onChange={(e) => save.mutate(e.currentTarget.checked)}
        />
        <span>
          <span className="font-semibold text-ink">Richiedi il secondo fattore a tutti</span>
          <span className="block text-sm text-muted">
            Chi non ha ancora un'app di autenticazione o una passkey dovrà attivarla subito dopo l'accesso, prima di poter fare
            altro.
          </span>
        </span>
      </label>
      {security.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          Impossibile leggere l'impostazione: {security.error.message}
        </p>
      ) : null}
    </section>
  );
}
