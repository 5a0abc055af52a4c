import { afterEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { auditLog, binItems, contactRequests, emailOutbox } from "../../db/schema";
import { localDay } from "../../stats/calendar";
import { statisticsReport } from "../../stats/statistics-report";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { purgeExpiredSpam, SPAM_DAILY_CAP } from "../../leads/spam.service";
import { withUnreachableSmtp } from "../../test-support/unreachable-smtp";

let t: TestApp;
afterEach(() => t.cleanup());

/** A buyer whose browser filled the whole form in one click: sent a second after it appeared. */
const autofilled = {
  name: "Paolo Neri",
  email: "paolo.neri@example.it",
  phone: "+39 348 765 4321",
  company: "Fiera di Verona",
  message: "Tipo di applicazione: fiere\n\nMessaggio: Preventivo per 3 varchi.",
  tipo: "fiere",
  website: "",
  fill_time_ms: 1200,
};
/** The columns of a stored request, for rows written straight into the database. */
const { website: _website, fill_time_ms: _fillTime, ...storedColumns } = { ...autofilled, tipo: "fiere" as const };
const person = { ...autofilled, name: "Laura Bassi", email: "laura.bassi@example.it", fill_time_ms: 40_000 };

const send = (json: unknown) => t.request("/api/contact", { method: "POST", json });

const names = (page: { items: { name: string }[] }) => page.items.map((r) => r.name);

describe("possible spam", () => {
  test("a request sent 1.2 s after the form appeared is stored as possible spam: same answer, no e-mail, out of the inbox and its counters", async () => {
    t = createTestApp();
    withUnreachableSmtp(t.db);
    const cookie = await t.login();
    const res = await send(autofilled);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, confirmationEmail: true });
    expect((await send(person)).status).toBe(201);

    const stored = t.db.select().from(contactRequests).where(eq(contactRequests.name, "Paolo Neri")).get();
    expect(stored?.spam_reasons).toEqual([{ kind: "too-fast", ms: 1200 }]);
    // Only the person's two e-mails: nobody is told of the possible spam.
    expect(t.db.select({ to: emailOutbox.to_address }).from(emailOutbox).all()).toEqual([
      { to: "vendite@parksite.test" },
      { to: "laura.bassi@example.it" },
    ]);

    const inbox = await (await t.request("/api/contact/requests", { cookie })).json();
    expect(names(inbox)).toEqual(["Laura Bassi"]);
    expect(inbox).toMatchObject({ total: 1, status_counts: { nuova: 1 }, spam_count: 1 });
    const dashboard = await (await t.request("/api/dashboard", { cookie })).json();
    expect(dashboard).toMatchObject({ newContactRequests: 1, possibleSpam: 1 });

    const spam = await (await t.request("/api/contact/requests?spam=1", { cookie })).json();
    expect(names(spam)).toEqual(["Paolo Neri"]);
    expect(spam.items[0].spam_reasons).toEqual([{ kind: "too-fast", ms: 1200 }]);
    expect(spam).toMatchObject({ total: 1, status_counts: { nuova: 1 }, spam_count: 1 });
  });

  test("a filled hidden field and a message stuffed with links are possible spam too, with each reason", async () => {
    t = createTestApp();
    const links = "Visita https://a.example http://b.example www.c.example https://d.example https://e.example";
    expect((await send({ ...person, website: "https://spam.example", message: links })).status).toBe(201);
    expect((await send({ ...person, message: "Il nostro sito: https://www.fiera.example" })).status).toBe(201);
    const rows = t.db.select({ reasons: contactRequests.spam_reasons }).from(contactRequests).all();
    expect(rows).toEqual([{ reasons: [{ kind: "honeypot" }, { kind: "links", count: 5 }] }, { reasons: null }]);
  });

  test("'Non è spam' moves it into the inbox in one call: the company is notified, the visitor is not written to late", async () => {
    t = createTestApp();
    withUnreachableSmtp(t.db);
    const cookie = await t.login();
    await send(autofilled);
    const id = t.db.select().from(contactRequests).get()?.id ?? 0;

    const res = await t.request(`/api/contact/requests/${id}/not-spam`, { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, name: "Paolo Neri", status: "nuova", spam_reasons: null });

    const inbox = await (await t.request("/api/contact/requests", { cookie })).json();
    expect(names(inbox)).toEqual(["Paolo Neri"]);
    expect(inbox).toMatchObject({ status_counts: { nuova: 1 }, spam_count: 0 });
    const mails = t.db.select().from(emailOutbox).all();
    expect(mails.map((m) => [m.kind, m.to_address, m.reply_to])).toEqual([
      ["notification", "vendite@parksite.test", "paolo.neri@example.it"],
    ]);
    expect(mails[0]?.text_body).toContain("Era stata messa tra le possibili richieste spam");
    const line = t.db.select().from(auditLog).where(eq(auditLog.event, "inbox.spam_moved")).get();
    expect(line).toMatchObject({ target: `richiesta ${id}`, target_name: "Paolo Neri – Fiera di Verona" });

    const again = await t.request(`/api/contact/requests/${id}/not-spam`, { method: "POST", cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "Questa richiesta è già tra le richieste di contatto" });
    const missing = await t.request("/api/contact/requests/999/not-spam", { method: "POST", cookie });
    expect(missing.status).toBe(404);
  });

  test("only those who open the inbox move or delete possible spam", async () => {
    t = createTestApp();
    await send(autofilled);
    const editor = await t.loginAs("editor");
    expect((await t.request("/api/contact/requests/1/not-spam", { method: "POST" })).status).toBe(401);
    expect((await t.request("/api/contact/requests/1/not-spam", { method: "POST", cookie: editor })).status).toBe(403);
    expect((await t.request("/api/contact/requests/1", { method: "DELETE", cookie: editor })).status).toBe(403);
    expect(t.db.select().from(contactRequests).get()?.spam_reasons).not.toBeNull();
  });

  test("staff delete possible spam for good, on record; a request of the inbox still goes to the bin", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await send(autofilled);
    await send(person);
    expect((await t.request("/api/contact/requests/1", { method: "DELETE", cookie })).status).toBe(200);
    expect((await t.request("/api/contact/requests/2", { method: "DELETE", cookie })).status).toBe(200);
    expect(t.db.select().from(contactRequests).all()).toHaveLength(0);
    expect(t.db.select({ label: binItems.label }).from(binItems).all()).toEqual([{ label: "Laura Bassi (Fiera di Verona)" }]);
    const line = t.db.select().from(auditLog).where(eq(auditLog.event, "inbox.spam_deleted")).get();
    expect(line).toMatchObject({ target: "richiesta 1", target_name: "Paolo Neri – Fiera di Verona" });
  });

  test("possible spam is deleted 30 days after it arrived; younger spam and old requests stay", async () => {
    t = createTestApp();
    await send(autofilled);
    await send({ ...autofilled, name: "Recente" });
    await send(person);
    const now = new Date("2026-06-30T12:00:00.000Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000 - 1000).toISOString();
    t.db.$client.run("UPDATE contact_requests SET created_at = ? WHERE id IN (1, 3)", [daysAgo(30)]);
    t.db.$client.run("UPDATE contact_requests SET created_at = ? WHERE id = 2", [daysAgo(29)]);
    expect(purgeExpiredSpam(t.db, now)).toBe(1);
    expect(t.db.select({ name: contactRequests.name }).from(contactRequests).all()).toEqual([
      { name: "Recente" },
      { name: "Laura Bassi" },
    ]);
  });

  test("past the day's cap possible spam is dropped (the visitor still gets the answer), counted in the log; people still get through", async () => {
    t = createTestApp();
    const at = new Date().toISOString();
    const filler = Array.from({ length: SPAM_DAILY_CAP }, (_, i) => ({
      ...storedColumns,
      name: `Robot ${i}`,
      spam_reasons: [{ kind: "honeypot" as const }],
      created_at: at,
      updated_at: at,
    }));
    t.db.insert(contactRequests).values(filler).run();
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => warned.push(line);
    try {
      const res = await send(autofilled);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true, confirmationEmail: false });
    } finally {
      console.warn = warn;
    }
    expect(warned).toEqual([
      `[contatti] possibile spam non salvato: già ${SPAM_DAILY_CAP} nelle ultime 24 ore (1 scartati oggi)`,
    ]);
    expect(t.db.select().from(contactRequests).where(eq(contactRequests.name, "Paolo Neri")).all()).toHaveLength(0);
    expect((await send(person)).status).toBe(201);
    expect(t.db.select().from(contactRequests).where(eq(contactRequests.name, "Laura Bassi")).all()).toHaveLength(1);
  });

  test("possible spam is no lead: the statistics count only the inbox's requests", async () => {
    t = createTestApp();
    const at = new Date().toISOString();
    t.db
      .insert(contactRequests)
      .values({ ...storedColumns, spam_reasons: [{ kind: "too-fast", ms: 900 }], created_at: at, updated_at: at })
      .run();
    await send(person);
    const today = localDay(new Date());
    expect(statisticsReport(t.db, today, today).totals.requests).toBe(1);
  });

  test("the CSV export leaves possible spam out unless asked for it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await send(autofilled);
    await send(person);
    const inbox = await (await t.request("/api/contact/requests/export", { cookie })).text();
    expect(inbox).toContain("Laura Bassi");
    expect(inbox).not.toContain("Paolo Neri");
    const spam = await t.request("/api/contact/requests/export?spam=1", { cookie });
    expect(spam.headers.get("content-disposition")).toContain("possibile-spam-");
    const csv = await spam.text();
    expect(csv).toContain("Paolo Neri");
    expect(csv).not.toContain("Laura Bassi");
    expect(csv).toContain("Inviata 1,2 s dopo l'apertura del modulo");
    const wrong = await t.request("/api/contact/requests?spam=si", { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: "Filtro non valido" });
  });
});
