import type { MiddlewareHandler } from "hono";
import { resolveSession } from "../api/auth/auth.service";
import { clearSessionCookie, readSessionCookie } from "../api/auth/session-cookie";
import { hasSecondFactor, secondFactorRequired } from "../accounts/security-settings";
import type { AppEnv } from "../http/app-env";

/** Puts the signed-in staff member (or null) on the request; drops a stale cookie. */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("sessionId", null);
    const token = readSessionCookie(c);
    if (token) {
      const found = resolveSession(c.var.ctx.db, token);
      if (found) {
        const { db } = c.var.ctx;
        // Required second factor not set up yet: the person may only open their own profile.
        const mustEnrol = secondFactorRequired(db) && !hasSecondFactor(db, found.user.id);
        c.set("user", mustEnrol ? { ...found.user, mustEnrolSecondFactor: true } : found.user);
        c.set("sessionId", found.sessionId);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
  };
}
