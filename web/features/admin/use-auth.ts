import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuthUser, LoginInput, SessionAnswer, SetupInput } from "../../../src/shared/schemas/auth";
import type { SecondFactorChallenge } from "../../../src/shared/schemas/second-factor";
import { apiRequest } from "../../lib/api-client";
import { SESSION_QUERY_KEY, sessionQuery } from "../../lib/session";

export { SESSION_QUERY_KEY, useCurrentUser } from "../../lib/session";

/** Why an Amministratore ended this browser's session (role changed, deactivated, reset), or null. */
export function useSessionEnded() {
  return useQuery({
    ...sessionQuery(),
    select: (session): SessionAnswer["ended"] | null => session.ended ?? null,
    staleTime: 60_000,
  }).data;
}

export const needsSecondFactor = (answer: AuthUser | SecondFactorChallenge): answer is SecondFactorChallenge =>
  "secondFactor" in answer;

/** Email and password: either the person is in, or a second factor is asked next. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<AuthUser | SecondFactorChallenge>("POST", "/api/auth/login", input),
    onSuccess: async (answer) => {
      // The session's details (e.g. a second factor still to set up) come from the server.
      if (!needsSecondFactor(answer)) await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code?: string; recoveryCode?: string }) =>
      apiRequest<AuthUser>("POST", "/api/auth/login/second-factor", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

export function useSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput) => apiRequest<AuthUser>("POST", "/api/auth/setup", input),
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, { user }),
  });
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

/** Only paths inside the admin area are accepted as a place to return to after sign-in. */
export function safeNextPath(next: string | null): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("/admin/login") ? next : "/admin";
}
