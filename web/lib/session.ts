import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "./api-client";
import { type Area, canOpen } from "../../src/shared/roles";
import type { AuthUser, SessionAnswer } from "../../src/shared/schemas/auth";

/** The query of who is signed in: the admin's guard and any part that shows only what the person may open. */
export const SESSION_QUERY_KEY = ["/api/auth/session"] as const;
export const sessionQuery = () => apiQuery<SessionAnswer>(SESSION_QUERY_KEY);

/** The signed-in staff member, or null when signed out. */
export function useCurrentUser() {
  return useQuery({
    ...sessionQuery(),
    select: (session): AuthUser | null => session.user,
    staleTime: 60_000,
  });
}

/** Whether the signed-in person may open an admin area (false while unknown): links to refused pages are not shown. */
export function useCanOpen(area: Area): boolean {
  const role = useCurrentUser().data?.role;
  return role ? canOpen(role, area) : false;
}
