import { Hono } from "hono";
import type { Context } from "hono";
import { accountRetryAfter, clearAccountFailures, recordAccountFailure } from "../../accounts/login-throttle";
import { passwordProblem } from "../../accounts/password-policy";
import { recordAudit } from "../../audit/audit-request";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { RateLimiter } from "../../middleware/rate-limit";
import { requireStaff } from "../../middleware/require-role";
import { loginSchema, setupSchema } from "../../shared/schemas/auth";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import {
  passkeyLoginSchema,
  type SecondFactorChallenge,
  type SecondFactorMethod,
  secondFactorSchema,
} from "../../shared/schemas/second-factor";
import type { AuthUser } from "../../shared/schemas/auth";
import {
  constantTimeEqual,
  countAdmins,
  createAdmin,
  createSession,
  deleteSession,
  findUser,
  markSignedIn,
  verifyCredentials,
} from "./auth.service";
import { dropChallenge, issueChallenge, MAX_CHALLENGE_ATTEMPTS, readChallenge } from "./login-challenge";
import { hasPasskey, loginOptions, verifyPasskeyLogin } from "./passkey.service";
import { relyingParty } from "./relying-party";
import { redeemRecoveryCode, totpEnabled, verifyTotp } from "./second-factor.service";
import { clearSessionCookie, writeSessionCookie } from "./session-cookie";

const MAX_FAILED_LOGINS = 10;
const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY_ATTEMPTS = "Troppi tentativi di accesso non riusciti. Riprova tra qualche minuto.";

const tooMany = (wait: number) => new HttpError(429, TOO_MANY_ATTEMPTS, { "Retry-After": String(wait) });

/**
 * Ends the session the browser came with (if any) and starts a new one: the session id
 * changes at every sign-in and every change of privilege, so a planted id is worthless.
 */
export function startSession(c: Context<AppEnv>, user: AuthUser): void {
  const { db, config } = c.var.ctx;
  if (c.var.sessionId) deleteSession(db, c.var.sessionId);
  const { token, id } = createSession(db, user.id, {
    userAgent: c.req.header("user-agent") ?? "",
    ip: clientIp(c, config.trustProxy),
  });
  c.set("sessionId", id);
  c.set("user", user);
  writeSessionCookie(c, token);
}

/** The person is in: failures forgotten, a fresh session, a line in the log. */
function completeSignIn(c: Context<AppEnv>, user: AuthUser, method: string) {
  const { db } = c.var.ctx;
  clearAccountFailures(db, user.email);
  markSignedIn(db, user.id);
  startSession(c, user);
  recordAudit(c, { event: "auth.login", target: user.email, details: { method } });
  return c.json(user);
}

const SIGN_IN_AGAIN = "La verifica è scaduta: inserisci di nuovo email e password";

/** /api/auth: sign in, sign out, who am I, and the one-time first-admin setup. */
export function authRoutes() {
  const failedLogins = new RateLimiter(MAX_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS);

  return (
    new Hono<AppEnv>()
      .post("/login", async (c) => {
        const { db, config } = c.var.ctx;
        const ip = clientIp(c, config.trustProxy);
        const byAddress = failedLogins.retryAfter(ip);
        if (byAddress !== null) throw tooMany(byAddress);
        const input = await readJson(c, loginSchema);
        // Per account, from any address; unknown e-mails are counted the same way.
        const byAccount = accountRetryAfter(db, input.email);
        if (byAccount !== null) throw tooMany(byAccount);
        const user = await verifyCredentials(db, input.email, input.password);
        if (!user) {
          failedLogins.hit(ip);
          const locked = recordAccountFailure(db, input.email);
          recordAudit(c, { event: "auth.login_failed", outcome: "failed", actor: null, target: input.email });
          if (locked) recordAudit(c, { event: "auth.locked", outcome: "denied", actor: null, target: input.email });
          throw new HttpError(401, "Email o password non corretti");
        }
        failedLogins.reset(ip);
        const methods: SecondFactorMethod[] = [];
        if (totpEnabled(db, user.id)) methods.push("totp");
        if (hasPasskey(db, user.id)) methods.push("passkey");
        if (methods.length > 0) {
          issueChallenge(c, user.id);
          return c.json<SecondFactorChallenge>({ secondFactor: { methods } });
        }
        return completeSignIn(c, user, "password");
      })
      .post("/login/second-factor", async (c) => {
        const { db } = c.var.ctx;
        const pending = readChallenge(c);
        if (!pending) throw new HttpError(401, SIGN_IN_AGAIN);
        const input = await readJson(c, secondFactorSchema);
        const row = findUser(db, pending.challenge.userId);
        if (!row) throw new HttpError(401, SIGN_IN_AGAIN);
        const wait = accountRetryAfter(db, row.email);
        if (wait !== null) throw tooMany(wait);
        const ok = input.code ? verifyTotp(db, row.id, input.code) : redeemRecoveryCode(db, row.id, input.recoveryCode ?? "");
        if (!ok) {
          pending.challenge.attempts += 1;
          const locked = recordAccountFailure(db, row.email);
          recordAudit(c, {
            event: "auth.second_factor_failed",
            outcome: "failed",
            actor: { id: row.id, email: row.email },
            target: row.email,
            details: { method: input.code ? "totp" : "recovery-code" },
          });
          if (locked) recordAudit(c, { event: "auth.locked", outcome: "denied", actor: null, target: row.email });
          if (pending.challenge.attempts >= MAX_CHALLENGE_ATTEMPTS) {
            dropChallenge(c, pending.key);
            throw new HttpError(401, "Troppi codici errati: inserisci di nuovo email e password");
          }
          throw new HttpError(401, input.code ? "Codice non valido o già usato" : "Codice di recupero non valido o già usato");
        }
        dropChallenge(c, pending.key);
        return completeSignIn(c, row, input.code ? "totp" : "recovery-code");
      })
      // A passkey signs in on its own, or as the second factor after the password.
      .post("/passkey/options", async (c) => c.json(await loginOptions(relyingParty(c))))
      .post("/passkey", async (c) => {
        const { db, config } = c.var.ctx;
        const ip = clientIp(c, config.trustProxy);
        const byAddress = failedLogins.retryAfter(ip);
        if (byAddress !== null) throw tooMany(byAddress);
        const { response } = await readJson(c, passkeyLoginSchema);
        const userId = await verifyPasskeyLogin(db, relyingParty(c), response as unknown as AuthenticationResponseJSON);
        const user = userId === null ? null : findUser(db, userId);
        const pendingLogin = readChallenge(c);
        if (!user || (pendingLogin && pendingLogin.challenge.userId !== user.id)) {
          failedLogins.hit(ip);
          recordAudit(c, { event: "auth.login_failed", outcome: "failed", actor: null, details: { method: "passkey" } });
          throw new HttpError(401, "Passkey non riconosciuta per questo sito");
        }
        const wait = accountRetryAfter(db, user.email);
        if (wait !== null) throw tooMany(wait);
        if (pendingLogin) dropChallenge(c, pendingLogin.key);
        failedLogins.reset(ip);
        return completeSignIn(c, user, pendingLogin ? "password+passkey" : "passkey");
      })
      .post("/logout", (c) => {
        if (c.var.sessionId) {
          recordAudit(c, { event: "auth.logout", target: c.var.user?.email ?? "" });
          deleteSession(c.var.ctx.db, c.var.sessionId);
        }
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
        const problem = await passwordProblem(input.password, { email: input.email });
        if (problem) throw new HttpError(400, problem);
        setup.token = null;
        const user = await createAdmin(db, input.email, input.password);
        markSignedIn(db, user.id);
        startSession(c, user);
        recordAudit(c, { event: "auth.login", target: user.email, details: { method: "setup" } });
        return c.json(user, 201);
      })
  );
}
