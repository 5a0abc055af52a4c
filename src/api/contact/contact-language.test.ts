import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { contactRequests } from "../../db/schema";
import { saveStoredSmtp } from "../../mail/smtp-config";
import { defaultPublicSettings } from "../../shared/business-facts";
import { contactFormBody } from "../../test-support/contact-form";
import { startSmtpTestServer, type SmtpTestServer } from "../../test-support/smtp-test-server";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { CONTACT_RATE_LIMIT } from "./contact.routes";
import { expectEachRefused } from "../../test-support/refusals";

let t: TestApp;
afterEach(() => t.cleanup());

/** What the form on /en/contact sends: an airport's buyer in Manchester, written in English. */
const english = {
  name: "Oliver Hughes",
  email: "oliver.hughes@example.co.uk",
  phone: "+44 161 496 0000",
  company: "Manchester Airport Group",
  message: "Application type: Airport\n\nMessage: We need ticketless entry for 4,000 spaces.",
  tipo: "aeroporto",
  marketing_consent: false,
  language: "en",
  website: "",
  fill_time_ms: 40_000,
};

const send = (json: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/contact", { method: "POST", json, headers });

describe("POST /api/contact from an English page", () => {
  test("a mistake is answered in English, with a 400, in the spec's order; nothing is stored", async () => {
    t = createTestApp();
    await expectEachRefused<Record<string, unknown>>(send, [
      [{ ...english, name: "" }, "Please fill in all the required fields to continue"],
      [{ ...english, email: "wrong", phone: "12" }, "Please enter a valid email address"],
      [{ ...english, phone: "0161 49" }, "Please enter a valid phone number"],
      [{ ...english, tipo: "station" }, "Invalid application type"],
      [{ ...english, message: "x".repeat(5300) }, "Your message can be at most 5000 characters long"],
    ]);
    expect(t.db.select().from(contactRequests).all()).toHaveLength(0);
  });

  test("the same mistake from an Italian page keeps the spec's Italian message", async () => {
    t = createTestApp();
    const res = await send({ ...contactFormBody, email: "sbagliata" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Inserisci un indirizzo email valido" });
  });

  test("a language the site does not have is refused", async () => {
    t = createTestApp();
    const res = await send({ ...english, language: "fr" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Lingua non valida" });
  });

  test("a correct request is stored with its language; without one it is Italian", async () => {
    t = createTestApp();
    expect((await send(english)).status).toBe(201);
    expect((await send({ ...english, company: "", message: "" })).status).toBe(201);
    expect((await send(contactFormBody)).status).toBe(201);
    const rows = t.db.select().from(contactRequests).all();
    expect(rows.map((r) => [r.name, r.language, r.company])).toEqual([
      ["Oliver Hughes", "en", "Manchester Airport Group"],
      ["Oliver Hughes", "en", "Not specified"],
      ["Giulia Verdi", "it", "Ospedale di Vicenza"],
    ]);
    expect(rows[1]?.message).toBe("General information request");
  });

  test("too many requests, a body too long and a failed write are told in English too", async () => {
    t = createTestApp({ trustProxy: true });
    const from = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++) expect((await send(english, from)).status).toBe(201);
    const refused = await send(english, from);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      "You have sent too many requests in a short time. Please try again in 15 minutes or give us a call.",
    );

    const long = await send({ ...english, message: "x".repeat(40 * 1024) }, { referer: "http://localhost/en/contact" });
    expect(long.status).toBe(413);
    expect((await long.json()).message).toBe("Your request is too long: please shorten the message and try again");

    t.db.$client.run("CREATE TRIGGER refuse BEFORE INSERT ON contact_requests BEGIN SELECT RAISE(ABORT, 'disco pieno'); END");
    const logged = console.error;
    console.error = () => {};
    try {
      const failed = await send(english, { "x-forwarded-for": "198.51.100.9" });
      expect(failed.status).toBe(503);
      expect((await failed.json()).message).toBe("We could not record your request. Please try again shortly or give us a call.");
    } finally {
      console.error = logged;
    }
  });
});

describe("the confirmation e-mail, against a real SMTP server", () => {
  let smtp: SmtpTestServer;
  beforeEach(async () => {
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    await smtp.close();
  });

  test("the visitor who wrote in English reads it in English; the company's notice stays Italian and names the language", async () => {
    t = createTestApp();
    saveStoredSmtp(t.db, { ...smtp.config(), password: "" });
    expect((await send(english)).status).toBe(201);
    expect(await t.ctx.mail.worker.processDue()).toEqual({ sent: 2, failed: 0 });

    const [notice, confirmation] = smtp.received;
    expect(notice?.subject).toBe("Nuova richiesta di contatto: Oliver Hughes (Manchester Airport Group)");
    expect(notice?.text).toContain("Lingua del modulo: English");
    expect(notice?.text).toContain("Tipo di applicazione: Aeroporto");

    expect(confirmation?.to).toEqual(["oliver.hughes@example.co.uk"]);
    expect(confirmation?.subject).toBe(`We have received your request - ${defaultPublicSettings.companyName}`);
    expect(confirmation?.text).toStartWith("Dear Oliver Hughes,");
    expect(confirmation?.text).toContain("will get back to you within 24 hours");
    expect(confirmation?.text).toContain("Company: Manchester Airport Group");
    expect(confirmation?.text).toContain("Application type: Airport");
    expect(confirmation?.text).toContain("We need ticketless entry for 4,000 spaces.");
    expect(confirmation?.text).toContain(`VAT no. ${defaultPublicSettings.vatNumber}`);
    expect(confirmation?.text).not.toContain("Gentile");
  });

  test("an Italian request still gets the Italian confirmation", async () => {
    t = createTestApp();
    saveStoredSmtp(t.db, { ...smtp.config(), password: "" });
    expect((await send(contactFormBody)).status).toBe(201);
    await t.ctx.mail.worker.processDue();
    const confirmation = smtp.received[1];
    expect(confirmation?.text).toStartWith("Gentile Giulia Verdi,");
    expect(confirmation?.text).toContain("Tipo di applicazione: Ospedale");
    expect(confirmation?.text).toContain(`P.IVA ${defaultPublicSettings.vatNumber}`);
  });
});

describe("the inbox shows each request's language", () => {
  test("list and detail carry it, the list filters by it, the export has it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    expect((await send(english)).status).toBe(201);
    expect((await send(contactFormBody)).status).toBe(201);

    const all = await (await t.request("/api/contact/requests", { cookie })).json();
    expect(all.items.map((r: { name: string; language: string }) => [r.name, r.language])).toEqual([
      ["Giulia Verdi", "it"],
      ["Oliver Hughes", "en"],
    ]);
    // The preview is the visitor's own words, without the line the English form adds.
    expect(all.items[1].preview).toBe("We need ticketless entry for 4,000 spaces.");

    const inEnglish = await (await t.request("/api/contact/requests?language=en", { cookie })).json();
    expect(inEnglish.items.map((r: { name: string }) => r.name)).toEqual(["Oliver Hughes"]);
    expect(inEnglish.total).toBe(1);

    const bad = await t.request("/api/contact/requests?language=fr", { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Lingua non valida" });

    const detail = await (await t.request(`/api/contact/requests/${inEnglish.items[0].id}`, { cookie })).json();
    expect(detail.language).toBe("en");

    const csv = await (await t.request("/api/contact/requests/export?language=en", { cookie })).text();
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toEndWith(";Pagina di invio;Lingua");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEndWith(";English");
  });
});
