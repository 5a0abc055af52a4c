import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionAnswer } from "../../../src/shared/schemas/auth";
import { apiRequest } from "../../lib/api-client";
import { SESSION_QUERY_KEY, sessionQuery } from "../../lib/session";

/** Why an Amministratore ended this browser's session (role changed, deactivated, reset), or null. */
export function useSessionEnded() {
  return useQuery({
    ...sessionQuery(),
    select: (session): SessionAnswer["ended"] | null => session.ended ?? null,
    staleTime: 60_000,
  }).data;
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
      // Staff-only data must not outlive the session in memory.
      queryClient.removeQueries({
        predicate: (q) => ![SESSION_QUERY_KEY[0], "/api/settings"].includes(String(q.queryKey[0])),
      });
    },
  });
}
