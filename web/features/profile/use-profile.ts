import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PasswordChangeInput } from "../../../src/shared/schemas/people";
import type { PasswordChanged, ProfileView } from "../../../src/shared/schemas/profile";
import { apiRequest } from "../../lib/api-client";
import { SESSION_QUERY_KEY as SESSION_KEY } from "../../lib/session";
import { PROFILE_KEY, profileQuery, SESSIONS_KEY, sessionsQuery } from "./api/get-profile";

export const useProfile = () => useQuery(profileQuery());
export const useSessions = () => useQuery(sessionsQuery());

/** A change to the own account: the profile, the sessions and the header's name are read again. */
export function useProfileMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([PROFILE_KEY, SESSIONS_KEY, SESSION_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveName = () =>
  useProfileMutation((name: string) => apiRequest<ProfileView>("PUT", "/api/profile/name", { name }));
export const useChangePassword = () =>
  useProfileMutation((input: PasswordChangeInput) => apiRequest<PasswordChanged>("PUT", "/api/profile/password", input));
export const useEndSession = () =>
  useProfileMutation((id: string) => apiRequest<{ current: boolean }>("DELETE", `/api/profile/sessions/${id}`));
export const useEndOtherSessions = () =>
  useProfileMutation(() => apiRequest<{ ended: number }>("POST", "/api/profile/sessions/end-others"));
