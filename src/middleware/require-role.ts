import type { Context, MiddlewareHandler } from "hono";
import { type AuthUser, sessionEndMessages } from "../shared/schemas/auth";
import { recordDenied } from "../http/audit-request";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/http-error";
import { type Area, canOpen, FORBIDDEN_MESSAGE } from "../shared/roles";

const SIGN_IN_MESSAGE = "Accesso riservato: effettua l'accesso all'area amministrativa";
const ENROL_MESSAGE =
  "È obbligatorio un secondo fattore di accesso: attiva un'app di autenticazione o una passkey dal tuo profilo";

/** 401: sign in (again), saying why when an Amministratore ended this browser's session. */
const signIn = (c: Context<AppEnv>) =>
  new HttpError(401, c.var.sessionEnded ? sessionEndMessages[c.var.sessionEnded] : SIGN_IN_MESSAGE);

/**
 * The one guard of every admin route: 401 without a staff session, 403 when the person's role
 * may not open `area` (src/shared/roles.ts). Each route names its area where it is defined.
 */
export function requireRole(area: Area): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user) throw signIn(c);
    if (user.mustEnrolSecondFactor) {
      recordDenied(c, area, "second-factor");
      throw new HttpError(403, ENROL_MESSAGE);
    }
    if (!canOpen(user.role, area)) {
      recordDenied(c, area, "role");
      throw new HttpError(403, FORBIDDEN_MESSAGE);
    }
    await next();
  };
}

/** Any signed-in staff member, whatever the role (their own session, their own account). */
export function requireStaff(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.user) throw signIn(c);
    await next();
  };
}

/**
 * Whether a reader sees what only staff of `area` see (drafts of the blog, for one): a session
 * whose role may open the area and that owes no second factor. Anyone else reads as a visitor.
 */
export function readsAsStaff(user: AuthUser | null | undefined, area: Area): boolean {
  return !!user && !user.mustEnrolSecondFactor && canOpen(user.role, area);
}
