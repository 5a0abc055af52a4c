import { afterEach, describe, expect, test } from "bun:test";
import { contactRequests, emailOutbox } from "../../db/schema";
import { contactFormBody } from "../../test-support/contact-form";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CONTACT_RATE_LIMIT } from "./contact.routes";
import { expectEachRefused } from "../../test-support/refusals";

let t: TestApp;
afterEach(() => t.cleanup());

const body = contactFormBody;

const send = (json: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/contact", { method: "POST", json, headers });

describe("POST /api/contact", () => {
  test("stores the request, then answers 201: no SMTP, so no confirmation is promised", async () => {
    t = createTestApp();
    const res = await send(body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, confirmationEmail: false });
    const rows = t.db.select().from(contactRequests).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Giulia Verdi",
      email: "giulia.verdi@example.it",
      phone: "+39 347 123 4567",
      company: "Ospedale di Vicenza",
      tipo: "ospedale",
      message: body.message,
      marketing_consent: true,
      status: "nuova",
    });
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);
  });

  test("the answer waits for the database: a request that cannot be stored is never acknowledged", async () => {
    t = createTestApp();
    t.db.$client.run(
      "CREATE TRIGGER refuse_requests BEFORE INSERT ON contact_requests BEGIN SELECT RAISE(ABORT, 'disco pieno'); END",
    );
    const logged = console.error;
    console.error = () => {};
    try {
      const res = await send(body);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        message: "Non è stato possibile registrare la richiesta. Riprova tra poco o contattaci telefonicamente.",
      });
    } finally {
      console.error = logged;
    }
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);
  });

  test("spec §7's five fields alone are accepted; tipo and consent are optional", async () => {
    t = createTestApp();
    const { name, email, phone, company, message } = body;
    const res = await send({ name, email, phone, company, message });
    expect(res.status).toBe(201);
    const row = t.db.select().from(contactRequests).get();
    expect(row).toMatchObject({ tipo: null, marketing_consent: false });
  });

  test("with SMTP configured the answer promises the confirmation and both e-mails are queued with the request", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const smtp = {
      host: "127.0.0.1",
      port: 2525,
      security: "none",
      user: "",
      from: "sito@parksite.test",
      recipient: "vendite@parksite.test",
    };
    expect((await t.request("/api/settings/smtp", { method: "PUT", json: smtp, cookie })).status).toBe(200);
    const res = await send(body);
    expect(await res.json()).toEqual({ ok: true, confirmationEmail: true });
    const request = t.db.select().from(contactRequests).get();
    const queued = t.db.select().from(emailOutbox).all();
    expect(queued.map((e) => [e.kind, e.to_address, e.reply_to, e.status, e.contact_request_id])).toEqual([
      ["notification", "vendite@parksite.test", "giulia.verdi@example.it", "pending", request?.id ?? -1],
      ["confirmation", "giulia.verdi@example.it", "info@parksite.it", "pending", request?.id ?? -1],
    ]);
  });

  test("the three checks run on the server too, in the spec's order, with its messages", async () => {
    t = createTestApp();
    await expectEachRefused<Record<string, unknown>>(send, [
      [{ ...body, name: "" }, "Compila tutti i campi obbligatori per procedere"],
      [{ ...body, phone: undefined, email: "sbagliata" }, "Compila tutti i campi obbligatori per procedere"],
      [{ ...body, email: "sbagliata", phone: "12" }, "Inserisci un indirizzo email valido"],
      [{ ...body, phone: "049 12" }, "Inserisci un numero di telefono valido"],
      [{ ...body, tipo: "stazione" }, "Tipo di applicazione non valido"],
    ]);
    expect(t.db.select().from(contactRequests).all()).toHaveLength(0);
  });

  test("not JSON: 415; broken JSON: 400; both in Italian", async () => {
    t = createTestApp();
    const form = await t.request("/api/contact", {
      method: "POST",
      body: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await form.json()).message).toBe("Il corpo della richiesta deve essere in formato JSON");
    const broken = await t.request("/api/contact", {
      method: "POST",
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe("Il corpo della richiesta non è un JSON valido");
  });

  test("per-address rate limit: 429 in Italian with Retry-After; other addresses still pass", async () => {
    t = createTestApp({ trustProxy: true });
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++) expect((await send(body, from("203.0.113.7"))).status).toBe(201);
    const refused = await send(body, from("203.0.113.7"));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await refused.json()).message).toBe(
      "Hai inviato troppe richieste in poco tempo. Riprova tra 15 minuti o contattaci telefonicamente.",
    );
    expect((await send(body, from("198.51.100.4"))).status).toBe(201);
    expect(t.db.select().from(contactRequests).all()).toHaveLength(CONTACT_RATE_LIMIT + 1);
  });

  test("a body over the limit is 413 in Italian and stores nothing", async () => {
    t = createTestApp();
    const res = await send({ ...body, message: "x".repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("La richiesta è troppo lunga: accorcia il messaggio e riprova");
    expect(t.db.select().from(contactRequests).all()).toHaveLength(0);
  });

  test("a write from another site is refused", async () => {
    t = createTestApp();
    const res = await send(body, { origin: "https://attacker.example" });
    expect(res.status).toBe(403);
  });
});
