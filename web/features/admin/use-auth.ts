import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuthUser, LoginInput, SetupInput } from "../../../src/shared/schemas/auth";
import { apiRequest, getQueryFn } from "../../lib/api-client";

export const ME_QUERY_KEY = ["/api/auth/me"] as const;

/** The signed-in staff member, or null when signed out (a 401 is not an error here). */
export function useCurrentUser() {
  return useQuery<AuthUser | null>({
    queryKey: ME_QUERY_KEY,
    queryFn: getQueryFn<AuthUser | null>({ on401: "returnNull" }),
    staleTime: 60_000,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<AuthUser>("POST", "/api/auth/login", input),
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
}

export function useSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput) => apiRequest<AuthUser>("POST", "/api/auth/setup", input),
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onSuccess: () => {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] && String(q.queryKey[0]).startsWith("/api/") && q.queryKey[0] !== "/api/settings" });
    },
  });
}

/** Only paths inside the admin area are accepted as a place to return to after sign-in. */
export function safeNextPath(next: string | null): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("/admin/login") ? next : "/admin";
}
