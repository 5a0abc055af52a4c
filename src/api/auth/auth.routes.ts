import { Hono } from "hono";
import type { Context } from "hono";
import { accountRetryAfter, clearAccountFailures, recordAccountFailure } from "../../accounts/login-throttle";
import { passwordProblem } from "../../accounts/password-policy";
import { recordAudit } from "../../http/audit-request";
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
import type { AuthUser, SessionAnswer, SetupAnswer } from "../../shared/schemas/auth";
import {
  constantTimeEqual,
  countAdmins,
  createAdmin,
  createSession,
  DEACTIVATED,
  deleteSession,
  findUser,
  markSignedIn,
  verifyCredentials,
} from "./auth.service";
import { clearDeviceFailures, deviceRetryAfter, issueDeviceCookie, recordDeviceFailure, trustedDevice } from "./device-cookie";
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
 * `secondFactor`: this browser has just passed a second factor (or, for a session that goes on
 * under a new id, had passed one); only then is a required second factor satisfied.
 */
export function startSession(c: Context<AppEnv>, user: AuthUser, secondFactor: boolean): void {
  const { db, config } = c.var.ctx;
  if (c.var.sessionId) deleteSession(db, c.var.sessionId);
  const { token, id } = createSession(db, user.id, {
    userAgent: c.req.header("user-agent") ?? "",
    ip: clientIp(c, config.trustProxy),
    secondFactor,
  });
  c.set("sessionId", id);
  c.set("user", user);
  writeSessionCookie(c, token);
}

/**
 * The person is in: a fresh session, a device cookie for this browser, a line in the log. The
 * account's failures are forgotten, unless strangers' failures hold it locked and the owner came
 * in past the lock with a known browser or a passkey: then the lock stays for the strangers.
 */
function completeSignIn(c: Context<AppEnv>, user: AuthUser, method: string, device: string | null = null) {
  const { db } = c.var.ctx;
  if (accountRetryAfter(db, user.email) === null) clearAccountFailures(db, user.email);
  if (device) clearDeviceFailures(device);
  markSignedIn(db, user.id);
  startSession(c, user, method !== "password");
  issueDeviceCookie(c, user.email);
  recordAudit(c, { event: "auth.login", target: user.email, details: { method } });
  return c.json(user);
}

const SIGN_IN_AGAIN = "La verifica è scaduta: inserisci di nuovo email e password";
const DEACTIVATED_MESSAGE = "Il tuo account è stato disattivato: chiedi a un Amministratore di riattivarlo";

/**
 * How long this sign-in must wait: a browser that carries the account's device cookie is held
 * only by its own failures, any other by the account's lock.
 */
function signInWait(c: Context<AppEnv>, email: string, device: string | null): number | null {
  return device ? deviceRetryAfter(device) : accountRetryAfter(c.var.ctx.db, email);
}

/** Counts a failure where it belongs (the trusted browser, or the account); true when it locked the account. */
function countFailure(c: Context<AppEnv>, email: string, device: string | null): boolean {
  if (device) {
    recordDeviceFailure(device);
    return false;
  }
  return recordAccountFailure(c.var.ctx.db, email);
}

/** /api/auth: sign in, sign out, who am I, and the one-time first-admin setup. */
export function authRoutes() {
  const failedLogins = new RateLimiter(MAX_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS);

  return (
    new Hono<AppEnv>()
      .post("/login", async (c) => {
        const { db, config } = c.var.ctx;
        const ip = clientIp(c, config.trustProxy);
        const input = await readJson(c, loginSchema);
        // Per address and per account, from any address; unknown e-mails are counted the same way.
        // A browser the account signed in from before is held by its own limit instead of both, so
        // neither strangers behind the same address (an office, a proxy) nor guesses from elsewhere
        // lock its owner out.
        const device = trustedDevice(c, input.email);
        const byAddress = device ? null : failedLogins.retryAfter(ip);
        if (byAddress !== null) throw tooMany(byAddress);
        const wait = signInWait(c, input.email, device);
        if (wait !== null) throw tooMany(wait);
        const user = await verifyCredentials(db, input.email, input.password);
        if (user === DEACTIVATED) {
          // Only someone who knows the password learns that the account exists and is off.
          recordAudit(c, {
            event: "auth.login_failed",
            outcome: "denied",
            actor: null,
            target: input.email,
            details: { reason: "deactivated" },
          });
          throw new HttpError(403, DEACTIVATED_MESSAGE);
        }
        if (!user) {
          if (!device) failedLogins.hit(ip);
          const locked = countFailure(c, input.email, device);
          recordAudit(c, { event: "auth.login_failed", outcome: "failed", actor: null, target: input.email });
          if (locked) recordAudit(c, { event: "auth.locked", outcome: "denied", actor: null, target: input.email });
          throw new HttpError(401, "Email o password non corretti");
        }
        // The owner's known browser does not lift the address's lock that strangers' guesses put on it.
        if (!device) failedLogins.reset(ip);
        const methods: SecondFactorMethod[] = [];
        if (totpEnabled(db, user.id)) methods.push("totp");
        if (hasPasskey(db, user.id)) methods.push("passkey");
        if (methods.length > 0) {
          issueChallenge(c, user.id, device);
          return c.json<SecondFactorChallenge>({ secondFactor: { methods } });
        }
        return completeSignIn(c, user, "password", device);
      })
      .post("/login/second-factor", async (c) => {
        const { db } = c.var.ctx;
        const pending = readChallenge(c);
        if (!pending) throw new HttpError(401, SIGN_IN_AGAIN);
        const input = await readJson(c, secondFactorSchema);
        const row = findUser(db, pending.challenge.userId);
        if (!row) throw new HttpError(401, SIGN_IN_AGAIN);
        const { device } = pending.challenge;
        const wait = signInWait(c, row.email, device);
        if (wait !== null) throw tooMany(wait);
        const ok = input.code ? verifyTotp(db, row.id, input.code) : redeemRecoveryCode(db, row.id, input.recoveryCode ?? "");
        if (!ok) {
          pending.challenge.attempts += 1;
          const locked = countFailure(c, row.email, device);
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
        return completeSignIn(c, row, input.code ? "totp" : "recovery-code", device);
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
        // A verified passkey is never held by the lock that failed passwords put on the account.
        if (pendingLogin) dropChallenge(c, pendingLogin.key);
        failedLogins.reset(ip);
        return completeSignIn(c, user, pendingLogin ? "password+passkey" : "passkey", pendingLogin?.challenge.device ?? null);
      })
      .post("/logout", (c) => {
        if (c.var.sessionId) {
          recordAudit(c, { event: "auth.logout", target: c.var.user?.email ?? "" });
          deleteSession(c.var.ctx.db, c.var.sessionId);
        }
        clearSessionCookie(c);
        return c.json({ ok: true });
      })
      .get("/me", requireStaff(), (c) => c.json<AuthUser | null>(c.var.user))
      // The admin UI asks this on every load: signed out is an answer, not an error.
      .get("/session", (c) => {
        if (!c.var.sessionEnded) return c.json<SessionAnswer>({ user: c.var.user });
        clearSessionCookie(c);
        return c.json<SessionAnswer>({ user: null, ended: c.var.sessionEnded });
      })
      .get("/setup", (c) => c.json<SetupAnswer>({ needed: countAdmins(c.var.ctx.db) === 0 }))
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
        const user = await createAdmin(db, input.email, input.password, "amministratore", input.name);
        markSignedIn(db, user.id);
        startSession(c, user, false);
        recordAudit(c, { event: "auth.login", target: user.email, details: { method: "setup" } });
        return c.json(user, 201);
      })
  );
}
