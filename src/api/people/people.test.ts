import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, invitations, sessions } from "../../db/schema";
import type { InvitationAnswer, PersonView } from "../../shared/schemas/people";
import { startSmtpTestServer, type SmtpTestServer } from "../../test-support/smtp-test-server";
import { ADMIN, createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const PASSWORD = "treno-verde-castello-44";

async function invite(cookie: string, body: { name: string; email: string; role: string }) {
  const res = await t.request("/api/people", { method: "POST", cookie, json: body });
  return { res, answer: (await res.json()) as InvitationAnswer };
}

const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("token") ?? "";

const lookUp = (token: string) => t.request("/api/people/invitations/lookup", { method: "POST", json: { token } });

async function accept(token: string, name = "Anna Neri", password = PASSWORD) {
  return t.request("/api/people/invitations", { method: "POST", json: { token, name, password } });
}

async function people(cookie: string): Promise<PersonView[]> {
  return (await t.request("/api/people", { cookie })).json() as Promise<PersonView[]>;
}

describe("invitations", () => {
  test("an administrator invites, the link is shown once and works once; the person then signs in with their role", async () => {
    t = createTestApp();
    const admin = await t.login();
    const { res, answer } = await invite(admin, { name: "Anna Neri", email: "Anna@Example.com", role: "editor" });
    expect(res.status).toBe(201);
    // The token rides in the fragment: a browser never sends it to any server, so no log can hold it.
    expect(answer.link).toMatch(/^http:\/\/localhost\/admin\/invito#token=[\w-]{40,}$/);
    expect(answer.email).toEqual({ status: "not-configured" });
    const hours = (Date.parse(answer.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect(answer.person).toMatchObject({ email: "anna@example.com", role: "editor", invitationPending: true });
    // Only the token's hash is stored.
    const token = tokenOf(answer.link);
    expect(JSON.stringify(t.db.select().from(invitations).all())).not.toContain(token);

    // Before accepting, nobody can sign in to the account.
    expect(
      (await t.request("/api/auth/login", { method: "POST", json: { email: "anna@example.com", password: "!" } })).status,
    ).toBe(401);

    const look = await lookUp(token);
    expect(await look.json()).toEqual({ email: "anna@example.com", name: "Anna Neri" });
    expect((await accept(token)).status).toBe(200);
    const again = await accept(token, "Anna Neri", "un-altra-frase-lunga-77");
    expect(again.status).toBe(404);
    expect((await again.json()).message).toContain("già usato o scaduto");

    const editor = await t.login("anna@example.com", PASSWORD);
    expect(await (await t.request("/api/auth/me", { cookie: editor })).json()).toMatchObject({
      name: "Anna Neri",
      role: "editor",
    });
    expect((await t.request("/api/people", { cookie: editor })).status).toBe(403);
  }, 60_000);

  test("an expired link is refused; a weak password or one with the person's name is refused in Italian", async () => {
    t = createTestApp();
    const admin = await t.login();
    const { answer } = await invite(admin, { name: "Marco Bianchi", email: "marco@example.com", role: "commerciale" });
    const token = tokenOf(answer.link);
    const weak = await accept(token, "Marco Bianchi", "password123");
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toContain("troppo facile da indovinare");
    const named = await accept(token, "Marco Bianchi", "bianchi-sul-lungomare-77");
    expect(named.status).toBe(400);
    expect((await named.json()).message).toBe(
      "La password non può contenere il tuo nome o il tuo indirizzo email: scegline una diversa",
    );
    const short = await accept(token, "Marco Bianchi", "corta");
    expect((await short.json()).message).toBe("La password deve contenere almeno 10 caratteri");
    const long = await accept(token, "Marco Bianchi", "x".repeat(129));
    expect((await long.json()).message).toBe("La password può contenere al massimo 128 caratteri");

    t.db
      .update(invitations)
      .set({ expires_at: Date.now() - 1 })
      .run();
    expect((await lookUp(token)).status).toBe(404);
    expect((await accept(token)).status).toBe(404);
  }, 60_000);

  test("with e-mail configured the invitation goes out in Italian with the link", async () => {
    const smtp: SmtpTestServer = await startSmtpTestServer();
    try {
      t = createTestApp({ mail: { smtpEnv: smtp.config() } });
      const admin = await t.login();
      const { answer } = await invite(admin, { name: "Anna Neri", email: "anna@example.com", role: "editor" });
      expect(answer.email).toEqual({ status: "sent" });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(["anna@example.com"]);
      expect(smtp.received[0]?.subject).toStartWith("Invito all'area riservata");
      expect(smtp.received[0]?.text).toContain("con il ruolo Editor");
      expect(smtp.received[0]?.text.replace(/\s+/g, "")).toContain(answer.link);
    } finally {
      await smtp.close();
    }
  }, 60_000);

  test("an e-mail already in use is 409, its message naming the e-mail field", async () => {
    t = createTestApp();
    const admin = await t.login();
    const { res, answer } = await invite(admin, { name: "Di Nuovo", email: ADMIN.email, role: "editor" });
    expect(res.status).toBe(409);
    expect(answer as unknown).toEqual({ message: `Esiste già un account con l'email ${ADMIN.email}`, field: "email" });
  }, 60_000);
});

describe("managing people", () => {
  async function withEditor() {
    const admin = await t.login();
    const { answer } = await invite(admin, { name: "Anna Neri", email: "anna@example.com", role: "editor" });
    await accept(tokenOf(answer.link));
    const editor = await t.login("anna@example.com", PASSWORD);
    return { admin, editor, id: answer.person.id };
  }

  test("a role change ends the person's sessions, saying why; the new role applies at the next sign-in", async () => {
    t = createTestApp();
    const { admin, editor, id } = await withEditor();
    const res = await t.request(`/api/people/${id}/role`, { method: "PUT", cookie: admin, json: { role: "commerciale" } });
    expect(res.status).toBe(200);
    const me = await t.request("/api/auth/me", { cookie: editor });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ message: "Il tuo ruolo è cambiato: accedi di nuovo." });
    // A request the open admin makes in the background keeps the cookie: the reason is still there to be told.
    expect(me.headers.get("set-cookie")).toBeNull();
    const session = await t.request("/api/auth/session", { cookie: editor });
    expect(await session.json()).toEqual({ user: null, ended: "role-changed" });
    // Told why, the browser drops the cookie.
    expect(session.headers.get("set-cookie")).toMatch(/parksite_session=;.*Max-Age=0/);
    // A browser merely signed out is told nothing of the kind.
    expect(await (await t.request("/api/auth/session", { cookie: "parksite_session=qualsiasi" })).json()).toEqual({ user: null });
    const again = await t.login("anna@example.com", PASSWORD);
    expect((await t.request("/api/contact/requests", { cookie: again })).status).toBe(200);
    expect((await t.request("/api/blog", { cookie: again })).status).toBe(403);
    const bad = await t.request(`/api/people/${id}/role`, { method: "PUT", cookie: admin, json: { role: "capo" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain("Scegli un ruolo");
  }, 60_000);

  test("deactivation ends sessions at once and blocks sign-in; reactivation lets the person back", async () => {
    t = createTestApp();
    const { admin, editor, id } = await withEditor();
    expect((await t.request(`/api/people/${id}/active`, { method: "PUT", cookie: admin, json: { active: false } })).status).toBe(
      200,
    );
    expect((await t.request("/api/auth/me", { cookie: editor })).status).toBe(401);
    expect(await (await t.request("/api/auth/session", { cookie: editor })).json()).toEqual({ user: null, ended: "deactivated" });
    const refused = await t.request("/api/auth/login", {
      method: "POST",
      json: { email: "anna@example.com", password: PASSWORD },
    });
    // The right password: told, in Italian, that the account is deactivated.
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("Il tuo account è stato disattivato: chiedi a un Amministratore di riattivarlo");
    expect((await people(admin)).find((p) => p.id === id)?.active).toBe(false);
    await t.request(`/api/people/${id}/active`, { method: "PUT", cookie: admin, json: { active: true } });
    expect(await t.login("anna@example.com", PASSWORD)).toContain("parksite_session=");
  }, 60_000);

  test("reset: the old password stops working, sessions end, and the new link sets a new one", async () => {
    t = createTestApp();
    const { admin, editor, id } = await withEditor();
    const res = await t.request(`/api/people/${id}/reset`, { method: "POST", cookie: admin });
    const answer = (await res.json()) as InvitationAnswer;
    expect(res.status).toBe(200);
    expect((await t.request("/api/auth/me", { cookie: editor })).status).toBe(401);
    const old = await t.request("/api/auth/login", { method: "POST", json: { email: "anna@example.com", password: PASSWORD } });
    expect(old.status).toBe(401);
    expect((await accept(tokenOf(answer.link), "Anna Neri", "una-nuova-frase-di-mare-9")).status).toBe(200);
    expect(await t.login("anna@example.com", "una-nuova-frase-di-mare-9")).toContain("parksite_session=");
  }, 60_000);

  test("removal deletes the account and its sessions", async () => {
    t = createTestApp();
    const { admin, id } = await withEditor();
    expect((await t.request(`/api/people/${id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    expect((await people(admin)).map((p) => p.email)).toEqual([ADMIN.email]);
    expect(t.db.select().from(sessions).where(eq(sessions.user_id, id)).all()).toHaveLength(0);
    expect((await t.request(`/api/people/${id}`, { method: "DELETE", cookie: admin })).status).toBe(404);
  }, 60_000);

  test("nobody can deactivate, demote, reset or remove the last active Amministratore, themselves included", async () => {
    t = createTestApp();
    const admin = await t.login();
    const me = (await people(admin))[0]!;
    for (const [method, path, json] of [
      ["PUT", `/api/people/${me.id}/active`, { active: false }],
      ["PUT", `/api/people/${me.id}/role`, { role: "editor" }],
      ["POST", `/api/people/${me.id}/reset`, undefined],
      ["DELETE", `/api/people/${me.id}`, undefined],
    ] as const) {
      const res = await t.request(path, { method, cookie: admin, ...(json ? { json } : {}) });
      expect(res.status).toBe(409);
      expect((await res.json()).message).toContain("Serve almeno un Amministratore attivo");
    }
    // An invited administrator who has not set a password yet does not count.
    await invite(admin, { name: "Secondo Capo", email: "secondo@example.com", role: "amministratore" });
    expect(
      (await t.request(`/api/people/${me.id}/role`, { method: "PUT", cookie: admin, json: { role: "editor" } })).status,
    ).toBe(409);
    expect((await t.request("/api/auth/me", { cookie: admin })).status).toBe(200);
    // The refused reset left the password and the session as they were.
    expect(await t.login()).toContain("parksite_session=");
    expect(
      t.db
        .select()
        .from(invitations)
        .all()
        .filter((i) => i.user_id === me.id),
    ).toHaveLength(0);
  }, 60_000);

  test("the old lookup of an invitation by a token in the path no longer answers whose link it is", async () => {
    t = createTestApp();
    const admin = await t.login();
    const { answer } = await invite(admin, { name: "Anna Neri", email: "anna@example.com", role: "editor" });
    const res = await t.request(`/api/people/invitations/${tokenOf(answer.link)}`);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ message: "Questa pagina è stata aggiornata: ricaricala per continuare" });
  }, 60_000);

  test("each action is in the audit log, with who did it", async () => {
    t = createTestApp();
    const { admin, id } = await withEditor();
    await t.request(`/api/people/${id}/role`, { method: "PUT", cookie: admin, json: { role: "commerciale" } });
    await t.request(`/api/people/${id}/active`, { method: "PUT", cookie: admin, json: { active: false } });
    await t.request(`/api/people/${id}`, { method: "DELETE", cookie: admin });
    const rows = t.db.select().from(auditLog).all();
    const events = rows.map((r) => r.event);
    for (const event of [
      "people.invited",
      "people.invitation_accepted",
      "people.role_changed",
      "people.deactivated",
      "people.removed",
    ]) {
      expect(events).toContain(event);
    }
    expect(rows.find((r) => r.event === "people.role_changed")).toMatchObject({
      actor_email: ADMIN.email,
      target: "anna@example.com",
      details: { from: "editor", to: "commerciale" },
    });
  }, 60_000);
});
