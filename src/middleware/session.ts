import type { MiddlewareHandler } from "hono";
import { resolveSession } from "../api/auth/auth.service";
import { clearSessionCookie, readSessionCookie } from "../api/auth/session-cookie";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/http-error";

/** Puts the signed-in staff member (or null) on the request; drops a stale cookie. */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("sessionId", null);
    const token = readSessionCookie(c);
    if (token) {
      const found = resolveSession(c.var.ctx.db, token);
      if (found) {
        c.set("user", found.user);
        c.set("sessionId", found.sessionId);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
  };
}

/** Answers 401 JSON unless a staff member is signed in. */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.user) throw new HttpError(401, "Accesso riservato: effettua l'accesso all'area amministrativa");
    await next();
  };
}

/** requireAdmin for writes only: reads stay public. */
export function requireAdminForWrites(): MiddlewareHandler<AppEnv> {
  const guard = requireAdmin();
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return guard(c, next);
  };
}
