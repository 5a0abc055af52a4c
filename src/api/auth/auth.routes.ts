import { Hono } from "hono";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { RateLimiter } from "../../middleware/rate-limit";
import { requireStaff } from "../../middleware/require-role";
import { loginSchema, setupSchema } from "../../shared/schemas/auth";
import { constantTimeEqual, countAdmins, createAdmin, createSession, deleteSession, verifyCredentials } from "./auth.service";
import { clearSessionCookie, writeSessionCookie } from "./session-cookie";

const MAX_FAILED_LOGINS = 10;
const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** /api/auth: sign in, sign out, who am I, and the one-time first-admin setup. */
export function authRoutes() {
  const failedLogins = new RateLimiter(MAX_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS);

  return (
    new Hono<AppEnv>()
      .post("/login", async (c) => {
        const { db, config } = c.var.ctx;
        const ip = clientIp(c, config.trustProxy);
        const wait = failedLogins.retryAfter(ip);
        if (wait !== null) {
          throw new HttpError(429, "Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.", {
            "Retry-After": String(wait),
          });
        }
        const input = await readJson(c, loginSchema);
        const user = await verifyCredentials(db, input.email, input.password);
        if (!user) {
          failedLogins.hit(ip);
          throw new HttpError(401, "Email o password non corretti");
        }
        failedLogins.reset(ip);
        const { token } = createSession(db, user.id);
        writeSessionCookie(c, token);
        return c.json(user);
      })
      .post("/logout", (c) => {
        if (c.var.sessionId) deleteSession(c.var.ctx.db, c.var.sessionId);
        clearSessionCookie(c);
        return c.json({ ok: true });
      })
      .get("/me", requireStaff(), (c) => c.json(c.var.user))
      // The admin UI asks this on every load: signed out is an answer, not an error.
      .get("/session", (c) => c.json({ user: c.var.user }))
      .get("/setup", (c) => c.json({ needed: countAdmins(c.var.ctx.db) === 0 }))
      .post("/setup", async (c) => {
        const { db, setup } = c.var.ctx;
        const input = await readJson(c, setupSchema);
        if (countAdmins(db) > 0 || setup.token === null) {
          throw new HttpError(409, "La configurazione iniziale è già stata completata: accedi con il tuo account");
        }
        if (!constantTimeEqual(input.token, setup.token)) {
          throw new HttpError(403, "Link di configurazione non valido o scaduto");
        }
        setup.token = null;
        const user = await createAdmin(db, input.email, input.password);
        const { token } = createSession(db, user.id);
        writeSessionCookie(c, token);
        return c.json(user, 201);
      })
  );
}
