import type { ProfileView, SessionView } from "../../../../src/shared/schemas/profile";
import { apiQuery } from "../../../lib/api-client";

/** GET /api/profile: the own account. */
export const PROFILE_KEY = ["/api/profile"] as const;
export const profileQuery = () => apiQuery<ProfileView>(PROFILE_KEY);

/** GET /api/profile/sessions: the browsers signed in to the own account. */
export const SESSIONS_KEY = ["/api/profile/sessions"] as const;
export const sessionsQuery = () => apiQuery<SessionView[]>(SESSIONS_KEY);
