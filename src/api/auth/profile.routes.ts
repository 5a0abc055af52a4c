import { type Context, Hono } from "hono";
import type { AuthUser } from "../../shared/schemas/auth";
import { accountRetryAfter, clearAccountFailures, recordAccountFailure } from "../../accounts/login-throttle";
import { passwordProblem } from "../../accounts/password-policy";
import { recordAudit } from "../../http/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireStaff } from "../../middleware/require-role";
import { passwordChangeSchema, profileNameSchema } from "../../shared/schemas/people";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { passkeyRegistrationSchema, passwordConfirmationSchema, totpCodeSchema } from "../../shared/schemas/second-factor";
import type { AuditEvent } from "../../shared/audit";
import type { PasswordChanged, RecoveryCodesAnswer } from "../../shared/schemas/people-answers";
import { registerPasskey, registrationOptions, removePasskey } from "./passkey.service";
import { relyingParty } from "./relying-party";
import { confirmTotp, disableTotp, newRecoveryCodes, startTotpEnrolment, totpEnabled } from "./second-factor.service";
import { startSession } from "./auth.routes";
import { checkPassword, endSessions, sessionPassedSecondFactor } from "./auth.service";
import { endSessionByKey, listSessions, profileOf, setName, setPassword } from "./profile.service";
import { clearSessionCookie } from "./session-cookie";
import { deviceRetryAfter, recordDeviceFailure, trustedDevice } from "./device-cookie";

/** The signed-in person (requireStaff has checked there is one). */
function me(c: Context<AppEnv>): AuthUser {
  const user = c.var.user;
  if (!user) throw new HttpError(401, "Sessione non valida: accedi di nuovo");
  return user;
}

/**
 * Asks for the person's password before a change of their sign-in methods: a session left open
 * on a shared computer cannot add or remove a way in. A wrong password counts against the
 * account (or this known browser) like a failed sign-in, and is on record.
 */
async function confirmPassword(c: Context<AppEnv>, user: AuthUser, event: AuditEvent): Promise<void> {
  const { db } = c.var.ctx;
  const { password } = await readJson(c, passwordConfirmationSchema);
  const device = trustedDevice(c, user.email);
  const wait = device ? deviceRetryAfter(device) : accountRetryAfter(db, user.email);
  if (wait !== null) {
    throw new HttpError(429, "Troppi tentativi non riusciti. Riprova tra qualche minuto.", { "Retry-After": String(wait) });
  }
  if (await checkPassword(db, user.id, password)) return;
  if (device) recordDeviceFailure(device);
  else recordAccountFailure(db, user.email);
  recordAudit(c, { event, outcome: "failed", target: user.email, details: { reason: "password" } });
  throw new HttpError(400, "La password non è corretta", {}, "password");
}

/** /api/profile: the signed-in person's own account, whatever their role. */
export function profileRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireStaff())
      .get("/", (c) => {
        const profile = profileOf(c.var.ctx.db, me(c).id);
        if (!profile) throw new HttpError(401, "Sessione non valida: accedi di nuovo");
        return c.json(profile);
      })
      .put("/name", async (c) => {
        const { name } = await readJson(c, profileNameSchema);
        setName(c.var.ctx.db, me(c).id, name);
        recordAudit(c, { event: "account.name_changed", target: me(c).email });
        return c.json(profileOf(c.var.ctx.db, me(c).id));
      })
      .put("/password", async (c) => {
        const { db } = c.var.ctx;
        const user = me(c);
        const input = await readJson(c, passwordChangeSchema);
        if (!(await checkPassword(db, user.id, input.current))) {
          recordAccountFailure(db, user.email);
          recordAudit(c, {
            event: "account.password_changed",
            outcome: "failed",
            target: user.email,
            details: { reason: "current" },
          });
          throw new HttpError(400, "La password attuale non è corretta", {}, "current");
        }
        const problem = await passwordProblem(input.password, { name: user.name, email: user.email });
        if (problem) throw new HttpError(400, problem, {}, "password");
        await setPassword(db, user.id, input.password);
        clearAccountFailures(db, user.email);
        // Every other browser signs out; this one gets a fresh session id.
        endSessions(db, user.id, c.var.sessionId);
        startSession(c, user, sessionPassedSecondFactor(db, c.var.sessionId));
        recordAudit(c, { event: "account.password_changed", target: user.email });
        return c.json({ ok: true } satisfies PasswordChanged);
      })
      .post("/totp", async (c) => {
        const { db, settings } = c.var.ctx;
        const user = me(c);
        if (totpEnabled(db, user.id))
          throw new HttpError(409, "L'app di autenticazione è già attiva: disattivala prima di configurarne un'altra");
        await confirmPassword(c, user, "account.totp_enabled");
        return c.json(await startTotpEnrolment(db, user.id, user.email, settings.getPublic().companyName));
      })
      .post("/totp/confirm", async (c) => {
        const { db } = c.var.ctx;
        const user = me(c);
        const { code } = await readJson(c, totpCodeSchema);
        const codes = confirmTotp(db, user.id, code);
        if (!codes)
          throw new HttpError(
            400,
            "Codice non valido: controlla l'ora del telefono e inserisci il codice che vedi ora",
            {},
            "code",
          );
        // A new second factor is a change of privilege: this browser, which has just shown it, gets a fresh session id.
        startSession(c, user, true);
        recordAudit(c, { event: "account.totp_enabled", target: user.email });
        return c.json({ recoveryCodes: codes } satisfies RecoveryCodesAnswer);
      })
      .post("/totp/recovery-codes", async (c) => {
        const { db } = c.var.ctx;
        const user = me(c);
        await confirmPassword(c, user, "account.recovery_codes_created");
        if (!totpEnabled(db, user.id)) throw new HttpError(409, "Attiva prima l'app di autenticazione");
        const codes = newRecoveryCodes(db, user.id);
        recordAudit(c, { event: "account.recovery_codes_created", target: user.email });
        return c.json({ recoveryCodes: codes } satisfies RecoveryCodesAnswer);
      })
      .delete("/totp", async (c) => {
        const { db } = c.var.ctx;
        const user = me(c);
        await confirmPassword(c, user, "account.totp_disabled");
        disableTotp(db, user.id);
        recordAudit(c, { event: "account.totp_disabled", target: user.email });
        return c.json(profileOf(db, user.id));
      })
      // The password is asked here, before the device's own prompt: only then is a registration challenge handed out.
      .post("/passkeys/options", async (c) => {
        await confirmPassword(c, me(c), "account.passkey_added");
        return c.json(await registrationOptions(c.var.ctx.db, relyingParty(c), me(c)));
      })
      .post("/passkeys", async (c) => {
        const { db } = c.var.ctx;
        const user = me(c);
        const { name, response } = await readJson(c, passkeyRegistrationSchema);
        const added = await registerPasskey(db, relyingParty(c), user.id, name, response as unknown as RegistrationResponseJSON);
        if (!added) throw new HttpError(400, "La passkey non è stata verificata: riprova");
        // A new second factor is a change of privilege: this browser, which has just shown it, gets a fresh session id.
        startSession(c, user, true);
        recordAudit(c, { event: "account.passkey_added", target: user.email, details: { name } });
        return c.json(profileOf(db, user.id), 201);
      })
      .delete("/passkeys/:id", async (c) => {
        const { db } = c.var.ctx;
        const user = me(c);
        await confirmPassword(c, user, "account.passkey_removed");
        const name = profileOf(db, user.id)?.passkeys.find((p) => p.id === c.req.param("id"))?.name ?? "";
        if (!removePasskey(db, user.id, c.req.param("id"))) throw new HttpError(404, "Passkey non trovata");
        recordAudit(c, { event: "account.passkey_removed", target: user.email, details: { name } });
        return c.json(profileOf(db, user.id));
      })
      .get("/sessions", (c) => c.json(listSessions(c.var.ctx.db, me(c).id, c.var.sessionId)))
      .post("/sessions/end-others", (c) => {
        const ended = endSessions(c.var.ctx.db, me(c).id, c.var.sessionId);
        recordAudit(c, { event: "account.sessions_ended", target: me(c).email, details: { count: ended } });
        return c.json({ ended });
      })
      .delete("/sessions/:key", (c) => {
        const ended = endSessionByKey(c.var.ctx.db, me(c).id, c.req.param("key"));
        if (!ended) throw new HttpError(404, "Sessione non trovata: forse è già terminata");
        recordAudit(c, { event: "account.sessions_ended", target: me(c).email, details: { count: 1 } });
        if (ended === c.var.sessionId) clearSessionCookie(c);
        return c.json({ ok: true, current: ended === c.var.sessionId });
      })
  );
}
