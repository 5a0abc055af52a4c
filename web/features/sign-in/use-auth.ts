import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthUser, LoginInput, SetupInput } from "../../../src/shared/schemas/auth";
import type { SecondFactorChallenge } from "../../../src/shared/schemas/second-factor";
import { apiRequest } from "../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../lib/session";

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

/** Only paths inside the admin area are accepted as a place to return to after sign-in. */
export function safeNextPath(next: string | null): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("/admin/login") ? next : "/admin";
}
