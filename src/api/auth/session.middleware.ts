import type { Context, MiddlewareHandler } from "hono";
import { resolveSession, sessionIdOf } from "./auth.service";
import { endReasonOf } from "../../accounts/session-endings";
import { clearSessionCookie, readSessionCookie } from "./session-cookie";
import { hasSecondFactor, secondFactorRequired } from "../../accounts/security-settings";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import type { AuthUser, SessionAnswer } from "../../shared/schemas/auth";

/**
 * The staff member behind a session cookie token, marked when a required second factor is not
 * set up yet (such a session may only open its own profile), or null.
 */
export function sessionUser(db: Db, token: string): { user: AuthUser; sessionId: string } | null {
  const found = resolveSession(db, token);
  if (!found) return null;
  const mustEnrol = secondFactorRequired(db) && !hasSecondFactor(db, found.user.id);
  return { user: mustEnrol ? { ...found.user, mustEnrolSecondFactor: true } : found.user, sessionId: found.sessionId };
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
        // A session ended by an Amministratore keeps its cookie until the browser is told why
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
