import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createContactRequest } from "../api/contact/contact.service";
import { loadConfig } from "../config";
import { openDataFolder } from "../data-folder";
import { closeDatabase } from "../db/client";
import { contactRequests, emailOutbox } from "../db/schema";
import { defaultPublicSettings } from "../shared/business-facts";
import { contactRequestSchemaIn } from "../shared/schemas/contact";
import { startSmtpTestServer, type SmtpTestServer } from "../test-support/smtp-test-server";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { MailService } from "./mail-service";
import { saveStoredSmtp } from "./smtp-config";

const request = contactRequestSchemaIn("it").parse({
  name: "Paolo Neri",
  email: "paolo.neri@example.it",
  phone: "+39 340 765 4321",
  company: "Fiera di Verona",
  message: "Tipo di applicazione: fiere\n\nMessaggio: Parcheggio per 3.000 auto, «accessi» veloci.",
  tipo: "fiere",
});

let smtp: SmtpTestServer;
let t: TestApp | null = null;
/** Moves the worker's clock forward without waiting. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

beforeEach(async () => {
  smtp = await startSmtpTestServer();
  offsetMs = 0;
});
afterEach(async () => {
  await t?.cleanup();
  t = null;
  await smtp.close();
});

function appWithSmtp(logs: string[] = []) {
  t = createTestApp({ mail: { now: clock, log: (m) => logs.push(m) } });
  saveStoredSmtp(t.db, { ...smtp.config(), password: "" });
  return t;
}

const post = (app: TestApp) => app.request("/api/contact", { method: "POST", json: { ...request, fill_time_ms: 20_000 } });

describe("e-mail outbox against a real SMTP server", () => {
  test("the company gets the request (reply-to the visitor), the visitor the Italian confirmation", async () => {
    const app = appWithSmtp();
    expect((await post(app)).status).toBe(201);
    expect(await app.ctx.mail.worker.processDue()).toEqual({ sent: 2, failed: 0 });

    const [notice, confirmation] = smtp.received;
    expect(notice?.to).toEqual(["commerciale@parksite.test"]);
    expect(notice?.from).toBe("sito@parksite.test");
    expect(notice?.headers["reply-to"]).toBe("paolo.neri@example.it");
    expect(notice?.subject).toBe("Nuova richiesta di contatto: Paolo Neri (Fiera di Verona)");
    expect(notice?.text).toContain("Telefono: +39 340 765 4321");
    expect(notice?.text).toContain("Tipo di applicazione: Fiere & Eventi");
    expect(notice?.text).toContain("Parcheggio per 3.000 auto, «accessi» veloci.");

    expect(confirmation?.to).toEqual(["paolo.neri@example.it"]);
    expect(confirmation?.headers.from).toBe(`${defaultPublicSettings.companyName} <sito@parksite.test>`);
    expect(confirmation?.headers["reply-to"]).toBe(defaultPublicSettings.email);
    expect(confirmation?.subject).toBe(`Abbiamo ricevuto la tua richiesta - ${defaultPublicSettings.companyName}`);
    expect(confirmation?.text).toStartWith("Gentile Paolo Neri,");
    expect(confirmation?.text).toContain("ti ricontatteremo entro 24 ore");
    expect(confirmation?.text).toContain("Azienda: Fiera di Verona");

    const rows = app.db.select().from(emailOutbox).all();
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ["sent", 1, null],
      ["sent", 1, null],
    ]);
    expect(rows.every((r) => r.sent_at !== null)).toBe(true);
  });

  test("a server that fails first: the failure is recorded, the e-mail waits its back-off, then goes", async () => {
    const logs: string[] = [];
    const app = appWithSmtp(logs);
    smtp.refuseNext(2);
    await post(app);
    expect(await app.ctx.mail.worker.processDue()).toEqual({ sent: 0, failed: 2 });
    expect(smtp.received).toHaveLength(0);
    const failed = app.db.select().from(emailOutbox).all();
    expect(failed.every((r) => r.status === "pending" && r.attempts === 1)).toBe(true);
    expect(failed[0]?.last_error).toContain("451");
    expect(logs[0]).toContain("[email] invio a commerciale@parksite.test non riuscito (tentativo 1)");

    // Not yet due: nothing is tried again before the first delay (1 minute).
    offsetMs = 30_000;
    expect(await app.ctx.mail.worker.processDue()).toEqual({ sent: 0, failed: 0 });
    offsetMs = 61_000;
    expect(await app.ctx.mail.worker.processDue()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(["commerciale@parksite.test", "paolo.neri@example.it"]);
    const sent = app.db.select().from(emailOutbox).all();
    expect(sent.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  test("the stored request is never lost: with the mail server down it is answered 201 and kept", async () => {
    const app = appWithSmtp();
    await smtp.close();
    expect((await post(app)).status).toBe(201);
    await app.ctx.mail.worker.processDue();
    expect(app.db.select().from(contactRequests).all()).toHaveLength(1);
    const rows = app.db.select().from(emailOutbox).all();
    expect(rows.every((r) => r.status === "pending" && r.last_error !== null)).toBe(true);
    smtp = await startSmtpTestServer();
  });

  test("staff read why in Italian on the request page; the library's raw words go only to the log", async () => {
    const logs: string[] = [];
    const app = appWithSmtp(logs);
    saveStoredSmtp(app.db, { ...smtp.config({ host: "smtp.invalid.example", port: 587 }), password: "" });
    const cookie = await app.login();
    await post(app);
    await app.ctx.mail.worker.processDue();
    const id = app.db.select().from(contactRequests).get()?.id ?? 0;
    const detail = await (await app.request(`/api/contact/requests/${id}`, { cookie })).json();
    const errors: string[] = detail.deliveries.map((e: { last_error: string }) => e.last_error);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error).toStartWith('Il server di posta "smtp.invalid.example" non esiste o non si trova');
      expect(error).not.toMatch(/getaddrinfo|ENOTFOUND|EAI_AGAIN/);
    }
    expect(logs[0]).toMatch(/getaddrinfo|ENOTFOUND|EAI_AGAIN/);
  });

  test("after the last delay an e-mail is marked failed; staff retry sends it", async () => {
    const app = appWithSmtp();
    const cookie = await app.login();
    smtp.refuseNext(1000);
    await post(app);
    for (let attempt = 0; attempt < 7; attempt++) {
      await app.ctx.mail.worker.processDue();
      offsetMs += 13 * 3_600_000;
    }
    const rows = app.db.select().from(emailOutbox).all();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["failed", 7],
      ["failed", 7],
    ]);
    const id = app.db.select().from(contactRequests).get()?.id ?? 0;
    const detail = await (await app.request(`/api/contact/requests/${id}`, { cookie })).json();
    expect(detail.email_state).toBe("failed");

    smtp.refuseNext(0);
    offsetMs = 0;
    const retried = await app.request(`/api/contact/requests/${id}/retry-email`, { method: "POST", cookie });
    expect(retried.status).toBe(200);
    expect((await retried.json()).deliveries.map((d: { status: string }) => d.status)).toEqual(["pending", "pending"]);
    expect(await app.ctx.mail.worker.processDue()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  test("queued e-mails survive a restart: a new server on the same data folder sends them", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "parksite-outbox-"));
    const config = loadConfig({ data: dataDir }, {});
    try {
      const first = openDataFolder(config);
      saveStoredSmtp(first, { ...smtp.config(), password: "" });
      createContactRequest(first, request, {
        smtp: smtp.config(),
        site: defaultPublicSettings,
        publicUrl: "https://www.parksite.it",
      });
      closeDatabase(first);

      const second = openDataFolder(config);
      // The test SMTP server listens on this machine: as a server started with --allow-private-endpoints.
      const mail = new MailService(second, { fromName: () => "ParkSite", allowPrivateEndpoints: true });
      mail.start();
      for (let i = 0; i < 500 && smtp.received.length < 2; i++) await Bun.sleep(20);
      await mail.stop();
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received[0]?.text).toContain("https://www.parksite.it/admin/richieste/1");
      expect(
        second
          .select()
          .from(emailOutbox)
          .all()
          .every((r) => r.status === "sent"),
      ).toBe(true);
      closeDatabase(second);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("SMTP from the environment wins over the admin's settings", async () => {
    t = createTestApp({ mail: { smtpEnv: smtp.config({ recipient: "env@parksite.test" }) } });
    saveStoredSmtp(t.db, { ...smtp.config({ recipient: "admin@parksite.test" }), password: "" });
    await post(t);
    await t.ctx.mail.worker.processDue();
    expect(smtp.received[0]?.to).toEqual(["env@parksite.test"]);
    expect(t.ctx.mail.status()).toMatchObject({ configured: true, source: "env" });
  });

  test("authenticated SMTP: the user and password are used", async () => {
    t = createTestApp();
    saveStoredSmtp(t.db, { ...smtp.config({ user: "sito" }), password: "segreta-123" });
    await post(t);
    expect(await t.ctx.mail.worker.processDue()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.logins[0]).toEqual({ user: "sito", password: "segreta-123" });
  });
});
