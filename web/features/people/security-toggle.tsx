import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SecurityAnswer } from "../../../src/shared/schemas/second-factor";
import { apiRequest } from "../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../lib/session";
import { SECURITY_KEY as KEY, securityQuery } from "./api/get-people";
import { toastError, toastSuccess } from "../../lib/toast";

/** 'Require a second factor for everyone': people without one are led to set it up at sign-in. */
export function SecurityToggle() {
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery());
  const save = useMutation({
    mutationFn: (required: boolean) => apiRequest<SecurityAnswer>("PUT", "/api/people/security", { required }),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
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
