import type { Context, MiddlewareHandler } from "hono";
import { deleteSession, resolveSession, sessionIdOf } from "./auth.service";
import { endReasonOf, noteEndedSessions } from "../../accounts/session-endings";
import { clearSessionCookie, readSessionCookie } from "./session-cookie";
import { hasSecondFactor, secondFactorRequired } from "../../accounts/security-settings";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import type { AuthUser, SessionAnswer } from "../../shared/schemas/auth";

/**
 * The staff member behind a session cookie token, or null. When a second factor is required, a
 * session satisfies it only by having passed one itself (at sign-in, or by setting one up in this
 * browser): one signed in with the password alone is marked while the person has no second factor
 * (it may only open its own profile, to set one up), and ended once they have one, set up
 * elsewhere: it signs in again and passes it.
 */
export function sessionUser(db: Db, token: string): { user: AuthUser; sessionId: string } | null {
  const found = resolveSession(db, token);
  if (!found) return null;
  const { user, sessionId } = found;
  if (found.secondFactor || !secondFactorRequired(db)) return { user, sessionId };
  if (hasSecondFactor(db, user.id)) {
    deleteSession(db, sessionId);
    noteEndedSessions([sessionId], "second-factor");
    return null;
  }
  return { user: { ...user, mustEnrolSecondFactor: true }, sessionId };
}

/** Puts the signed-in staff member (or null) on the request; drops a stale cookie. */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("sessionId", null);
    const token = readSessionCookie(c);
    if (token) {
      const found = sessionUser(c.var.ctx.db, token);
      if (found) {
        c.set("user", found.user);
        c.set("sessionId", found.sessionId);
      } else {
        const reason = endReasonOf(sessionIdOf(token));
        // A session ended by an Amministratore (or for a second factor it never passed) keeps its cookie until the browser is told why
        // (GET /api/auth/session drops it): a background request of an admin page still open must
        // not take the reason away before the page asks for it.
        if (reason) c.set("sessionEnded", reason);
        else clearSessionCookie(c);
      }
    }
    await next();
  };
}

/** GET /api/auth/session's answer for a request whose cookie names a live session; null otherwise (no cookie, or one that ended). */
export function liveSessionAnswer(c: Context<AppEnv>): SessionAnswer | null {
  const token = readSessionCookie(c);
  const found = token ? sessionUser(c.var.ctx.db, token) : null;
  return found ? { user: found.user } : null;
}
