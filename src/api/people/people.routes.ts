import { Hono } from "hono";
import type { Context } from "hono";
import { passwordProblem } from "../../accounts/password-policy";
import { secondFactorRequired, setSecondFactorRequired } from "../../accounts/security-settings";
import { requireSecondFactorSchema, type SecurityAnswer } from "../../shared/schemas/second-factor";
import { recordAudit } from "../../http/audit-request";
import { secretPathParam } from "../../http/access-log";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/http-error";
import { readJson } from "../../http/read-body";
import { requireRole } from "../../middleware/require-role";
import { roleLabels } from "../../shared/roles";
import {
  acceptInvitationSchema,
  activeChangeSchema,
  type InvitationAnswer,
  type InvitationLookup,
  invitationLookupSchema,
  inviteSchema,
  type PersonView,
  roleChangeSchema,
} from "../../shared/schemas/people";
import { requestOrigin } from "../../ssr/ssr-handler";
import { invitationEmail } from "./invitation-email";
import {
  acceptInvitation,
  changeRole,
  findPerson,
  invitationOf,
  invitePerson,
  listPeople,
  PeopleRuleError,
  removePerson,
  resetAccess,
  setActive,
  unlockPerson,
} from "./people.service";

const INVALID_LINK = "Link di invito non valido, già usato o scaduto: chiedi a un Amministratore un nuovo link";

function idOf(c: Context<AppEnv>): number {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, "Persona non trovata");
  return id;
}

/** Runs a people rule, turning its refusal into the Italian JSON answer. */
function apply<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof PeopleRuleError) throw new HttpError(error.status, error.message, {}, error.field);
    throw error;
  }
}

function personOrThrow(c: Context<AppEnv>, id: number): PersonView {
  const person = findPerson(c.var.ctx.db, id);
  if (!person) throw new HttpError(404, "Persona non trovata");
  return person;
}

/** Builds the one-time link and, when e-mail is configured, sends it in Italian. */
async function deliverLink(
  c: Context<AppEnv>,
  person: PersonView,
  token: string,
  expiresAt: number,
  kind: "invite" | "reset",
): Promise<InvitationAnswer> {
  const { ctx } = c.var;
  // In the fragment: a browser never sends it to a server, so no access log or proxy log holds it.
  const link = `${requestOrigin(c)}/admin/invito#token=${encodeURIComponent(token)}`;
  const answer: InvitationAnswer = {
    person,
    link,
    expiresAt: new Date(expiresAt).toISOString(),
    email: { status: "not-configured" },
  };
  if (!ctx.mail.smtp()) return answer;
  try {
    const site = ctx.settings.getPublic();
    await ctx.mail.sendNow({
      to: person.email,
      ...invitationEmail({
        kind,
        name: person.name,
        role: roleLabels[person.role],
        company: site.companyName,
        link,
        invitedBy: c.var.user?.name || c.var.user?.email || "",
      }),
    });
    answer.email = { status: "sent" };
  } catch (error) {
    answer.email = { status: "failed", message: error instanceof Error ? error.message : "invio non riuscito" };
  }
  return answer;
}

/**
 * /api/people: the team (Amministratore only), and the public side of an invitation link
 * (look it up, accept it by choosing a name and password).
 */
export function peopleRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/", requireRole("people"), (c) => c.json(listPeople(c.var.ctx.db)))
      .post("/", requireRole("people"), async (c) => {
        const input = await readJson(c, inviteSchema);
        const { id, token, expiresAt } = apply(() => invitePerson(c.var.ctx.db, input));
        recordAudit(c, { event: "people.invited", target: input.email, details: { role: input.role } });
        return c.json(await deliverLink(c, personOrThrow(c, id), token, expiresAt, "invite"), 201);
      })
      .get("/security", requireRole("people"), (c) =>
        c.json<SecurityAnswer>({ requireSecondFactor: secondFactorRequired(c.var.ctx.db) }),
      )
      .put("/security", requireRole("people"), async (c) => {
        const { required } = await readJson(c, requireSecondFactorSchema);
        setSecondFactorRequired(c.var.ctx.db, required);
        recordAudit(c, { event: "settings.security_changed", details: { requireSecondFactor: required } });
        return c.json<SecurityAnswer>({ requireSecondFactor: required });
      })
      .put("/:id/role", requireRole("people"), async (c) => {
        const id = idOf(c);
        const { role } = await readJson(c, roleChangeSchema);
        const change = apply(() => changeRole(c.var.ctx.db, id, role));
        const person = personOrThrow(c, id);
        if (change.from !== change.to) {
          recordAudit(c, { event: "people.role_changed", target: person.email, details: { from: change.from, to: change.to } });
        }
        return c.json(person);
      })
      .put("/:id/active", requireRole("people"), async (c) => {
        const id = idOf(c);
        const { active } = await readJson(c, activeChangeSchema);
        apply(() => setActive(c.var.ctx.db, id, active));
        const person = personOrThrow(c, id);
        recordAudit(c, { event: active ? "people.reactivated" : "people.deactivated", target: person.email });
        return c.json(person);
      })
      .post("/:id/reset", requireRole("people"), async (c) => {
        const id = idOf(c);
        const { token, expiresAt } = apply(() => resetAccess(c.var.ctx.db, id));
        const person = personOrThrow(c, id);
        recordAudit(c, { event: "people.reset", target: person.email });
        return c.json(await deliverLink(c, person, token, expiresAt, "reset"));
      })
      .post("/:id/unlock", requireRole("people"), (c) => {
        const { email } = apply(() => unlockPerson(c.var.ctx.db, idOf(c)));
        recordAudit(c, { event: "people.unlocked", target: email });
        return c.json(personOrThrow(c, idOf(c)));
      })
      .delete("/:id", requireRole("people"), (c) => {
        const { email } = apply(() => removePerson(c.var.ctx.db, idOf(c)));
        recordAudit(c, { event: "people.removed", target: email });
        return c.json({ ok: true });
      })
      // Pages built before invitation links carried their token in the fragment asked here: they are
      // told to reload (the new page moves the token out of the address), and the log never writes it.
      .get("/invitations/:token", secretPathParam("token"), () => {
        throw new HttpError(410, "Questa pagina è stata aggiornata: ricaricala per continuare");
      })
      .post("/invitations/lookup", async (c) => {
        const { token } = await readJson(c, invitationLookupSchema);
        const invitation = invitationOf(c.var.ctx.db, token);
        if (!invitation) throw new HttpError(404, INVALID_LINK);
        return c.json<InvitationLookup>({ email: invitation.email, name: invitation.name });
      })
      .post("/invitations", async (c) => {
        const input = await readJson(c, acceptInvitationSchema);
        const { db } = c.var.ctx;
        const invitation = invitationOf(db, input.token);
        if (!invitation) throw new HttpError(404, INVALID_LINK);
        const problem = await passwordProblem(input.password, { name: input.name, email: invitation.email });
        if (problem) throw new HttpError(400, problem);
        const accepted = await acceptInvitation(db, input.token, input.name, input.password);
        if (!accepted) throw new HttpError(404, INVALID_LINK);
        recordAudit(c, { event: "people.invitation_accepted", actor: { id: accepted.userId, email: accepted.email } });
        return c.json({ email: accepted.email });
      })
  );
}
