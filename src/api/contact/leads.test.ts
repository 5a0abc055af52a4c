import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, contactRequestNotes, contactRequests, users } from "../../db/schema";
import type { ContactInboxPage, RequestFollowUp } from "../../shared/contact/inbox";
import { ADMIN, createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

async function newRequest(app: TestApp, name: string): Promise<number> {
  const res = await app.request("/api/contact", {
    method: "POST",
    json: {
      name,
      email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.it`,
      phone: "049 123 4567",
      company: "Fiera di Verona",
      message: "Parcheggio per 3.000 auto",
      fill_time_ms: 10_000,
    },
    headers: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 200)}` },
  });
  expect(res.status).toBe(201);
  return app.db.select().from(contactRequests).all().at(-1)?.id ?? 0;
}

const idOf = (app: TestApp, email: string) =>
  app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()?.id ?? 0;

describe("leads: notes and assignment", () => {
  test("staff add notes (newest first, with the author's name) and the words stay out of the audit log", async () => {
    t = createTestApp();
    const cookie = await t.login();
    t.db.update(users).set({ name: "Marta Rossi" }).where(eq(users.email, ADMIN.email)).run();
    const id = await newRequest(t, "Paolo Neri");

    const empty = await t.request(`/api/contact/requests/${id}/notes`, { method: "POST", json: { body: "   " }, cookie });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Scrivi il testo della nota");
    const long = await t.request(`/api/contact/requests/${id}/notes`, {
      method: "POST",
      json: { body: "x".repeat(2001) },
      cookie,
    });
    expect((await long.json()).message).toBe("La nota può contenere al massimo 2000 caratteri");

    await t.request(`/api/contact/requests/${id}/notes`, {
      method: "POST",
      json: { body: "Chiamato, richiamare lunedì" },
      cookie,
    });
    const second = await t.request(`/api/contact/requests/${id}/notes`, {
      method: "POST",
      json: { body: "Offerta <b>inviata</b>" },
      cookie,
    });
    expect(second.status).toBe(201);
    const followUp = (await second.json()) as RequestFollowUp;
    expect(followUp.notes.map((n) => [n.author_name, n.body])).toEqual([
      ["Marta Rossi", "Offerta <b>inviata</b>"],
      ["Marta Rossi", "Chiamato, richiamare lunedì"],
    ]);
    const lines = t.db.select().from(auditLog).where(eq(auditLog.event, "inbox.note_added")).all();
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain("richiamare");
    expect(lines[0]?.target_name).toContain("Paolo Neri");

    const missing = await t.request("/api/contact/requests/99999/notes", { method: "POST", json: { body: "x" }, cookie });
    expect(missing.status).toBe(404);

    // Deleting the request deletes its notes.
    await t.request(`/api/contact/requests/${id}`, { method: "DELETE", cookie });
    expect(t.db.select().from(contactRequestNotes).all()).toHaveLength(0);
  });

  test("a request goes to a person who opens the inbox; the list filters by assignee", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await t.loginAs("commerciale", "luca@example.com");
    await t.loginAs("editor", "eva@example.com");
    const luca = idOf(t, "luca@example.com");
    const eva = idOf(t, "eva@example.com");
    const first = await newRequest(t, "Anna Gialli");
    await newRequest(t, "Bruno Blu");

    const people = (await (await t.request("/api/contact/requests/assignees", { cookie })).json()) as { id: number }[];
    expect(people.map((p) => p.id)).toContain(luca);
    expect(people.map((p) => p.id)).not.toContain(eva);

    const toEditor = await t.request(`/api/contact/requests/${first}/assignee`, {
      method: "PUT",
      json: { assignee_id: eva },
      cookie,
    });
    expect(toEditor.status).toBe(400);
    expect((await toEditor.json()).message).toBe(
      "Questa persona non può ricevere richieste: scegli un Amministratore o un Commerciale attivo",
    );
    const bad = await t.request(`/api/contact/requests/${first}/assignee`, { method: "PUT", json: { assignee_id: "x" }, cookie });
    expect((await bad.json()).message).toBe("Scegli una persona");

    const ok = await t.request(`/api/contact/requests/${first}/assignee`, { method: "PUT", json: { assignee_id: luca }, cookie });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as RequestFollowUp).assignee_id).toBe(luca);

    const list = async (query: string) =>
      ((await (await t.request(`/api/contact/requests?${query}`, { cookie })).json()) as ContactInboxPage).items.map(
        (r) => r.name,
      );
    expect(await list(`assignee=${luca}`)).toEqual(["Anna Gialli"]);
    expect(await list("assignee=nessuno")).toEqual(["Bruno Blu"]);
    expect((await t.request("/api/contact/requests?assignee=chiunque", { cookie })).status).toBe(400);

    const line = t.db.select().from(auditLog).where(eq(auditLog.event, "inbox.assigned")).get();
    expect(line?.details).toEqual({ assignee: "luca@example.com" });

    // Back to nobody.
    await t.request(`/api/contact/requests/${first}/assignee`, { method: "PUT", json: { assignee_id: null }, cookie });
    expect(await list("assignee=nessuno")).toEqual(["Bruno Blu", "Anna Gialli"]);
  });

  test("an Editor cannot read or write the follow-up of a request", async () => {
    t = createTestApp();
    const id = await newRequest(t, "Carla Viola");
    const editor = await t.loginAs("editor");
    expect((await t.request(`/api/contact/requests/${id}/follow-up`, { cookie: editor })).status).toBe(403);
    expect(
      (await t.request(`/api/contact/requests/${id}/notes`, { method: "POST", json: { body: "x" }, cookie: editor })).status,
    ).toBe(403);
    expect((await t.request("/api/contact/requests/assignees", { cookie: editor })).status).toBe(403);
  });
});
