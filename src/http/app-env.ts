import type { AppContext } from "../context";
import type { AuthUser, SessionEndReason } from "../shared/schemas/auth";

/** Hono's typing of what middleware puts on each request. */
export interface AppEnv {
  Variables: {
    ctx: AppContext;
    /** The signed-in staff member, when the request carries a valid session. */
    user: AuthUser | null;
    /** Why an Amministratore ended the session this browser still carries (set only then). */
    sessionEnded?: SessionEndReason;
    /** Hash of the current session token, to sign out. */
    sessionId: string | null;
    /** True when the request reached us over HTTPS (directly or through a trusted proxy). */
    secure: boolean;
    /** The request's id (hono's requestId middleware), in its log lines and its X-Request-Id. */
    requestId: string;
    /** Path segments a route marked secret (see `secretPathParam`): the access log writes their name instead. */
    secretSegments?: { value: string; name: string }[];
  };
}
