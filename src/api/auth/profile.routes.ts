import { Hono } from "hono";
import { clearAccountFailures, recordAccountFailure } from "../../accounts/login-throttle";
import { passwordProblem } from "../../accounts/password-policy";
import { recordAudit } from "../../audit/audit-request";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireStaff } from "../../middleware/require-role";
import { passwordChangeSchema, profileNameSchema } from "../../shared/schemas/people";
import { startSession } from "./auth.routes";
import { checkPassword, endSessions } from "./auth.service";
import { endSessionByKey, listSessions, profileOf, setName, setPassword } from "./profile.service";
import { clearSessionCookie } from "./session-cookie";

/** /api/profile: the signed-in person's own account, whatever their role. */
export function profileRoutes() {
  return new Hono<AppEnv>()
    .use(requireStaff())
    .get("/", (c) => {
      const profile = profileOf(c.var.ctx.db, c.var.user!.id);
      if (!profile) throw new HttpError(401, "Sessione non valida: accedi di nuovo");
      return c.json(profile);
    })
    .put("/name", async (c) => {
      const { name } = await readJson(c, profileNameSchema);
      setName(c.var.ctx.db, c.var.user!.id, name);
      recordAudit(c, { event: "account.name_changed", target: c.var.user!.email });
      return c.json(profileOf(c.var.ctx.db, c.var.user!.id));
    })
    .put("/password", async (c) => {
      const { db } = c.var.ctx;
      const user = c.var.user!;
      const input = await readJson(c, passwordChangeSchema);
      if (!(await checkPassword(db, user.id, input.current))) {
        recordAccountFailure(db, user.email);
        recordAudit(c, {
          event: "account.password_changed",
          outcome: "failed",
          target: user.email,
          details: { reason: "current" },
        });
        throw new HttpError(400, "La password attuale non è corretta");
      }
      const problem = passwordProblem(input.password, { name: user.name, email: user.email });
      if (problem) throw new HttpError(400, problem);
      await setPassword(db, user.id, input.password);
      clearAccountFailures(db, user.email);
      // Every other browser signs out; this one gets a fresh session id.
      endSessions(db, user.id, c.var.sessionId);
      startSession(c, user);
      recordAudit(c, { event: "account.password_changed", target: user.email });
      return c.json({ ok: true });
    })
    .get("/sessions", (c) => c.json(listSessions(c.var.ctx.db, c.var.user!.id, c.var.sessionId)))
    .post("/sessions/end-others", (c) => {
      const ended = endSessions(c.var.ctx.db, c.var.user!.id, c.var.sessionId);
      recordAudit(c, { event: "account.sessions_ended", target: c.var.user!.email, details: { count: ended } });
      return c.json({ ended });
    })
    .delete("/sessions/:key", (c) => {
      const ended = endSessionByKey(c.var.ctx.db, c.var.user!.id, c.req.param("key"));
      if (!ended) throw new HttpError(404, "Sessione non trovata: forse è già terminata");
      recordAudit(c, { event: "account.sessions_ended", target: c.var.user!.email, details: { count: 1 } });
      if (ended === c.var.sessionId) clearSessionCookie(c);
      return c.json({ ok: true, current: ended === c.var.sessionId });
    });
}
