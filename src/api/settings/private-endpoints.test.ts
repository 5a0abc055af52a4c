import { afterEach, describe, expect, test } from "bun:test";
import { MailService } from "../../mail/mail-service";
import { startSmtpTestServer } from "../../test-support/smtp-test-server";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const smtpForm = {
  host: "127.0.0.1",
  port: 2525,
  security: "none",
  user: "",
  password: "",
  from: "sito@parksite.test",
  recipient: "commerciale@parksite.test",
};

const storageForm = {
  endpoint: "http://127.0.0.1:9000",
  region: "us-east-1",
  bucket: "copie-parksite",
  access_key_id: "AKIAPROVA",
  secret_access_key: "segreto-dello-storage",
  prefix: "parksite/",
  keep: 1,
};

const INTERNAL = "punta alla rete interna del server: non è consentito. Avvia il server con --allow-private-endpoints";
const RESERVED = "è un indirizzo riservato (collegamento locale, multicast o non instradabile): il server non vi si collega mai.";

/** The server as started without --allow-private-endpoints, and an Amministratore signed in. */
async function defaultServer() {
  t = createTestApp({ allowPrivateEndpoints: false });
  return t.login();
}

describe("the admin pages cannot point the server at its own network", () => {
  test("an SMTP server on this machine or the company network: 400 on the server field, nothing saved", async () => {
    const cookie = await defaultServer();
    for (const [host, shown] of [
      ["127.0.0.1", "127.0.0.1"],
      ["localhost", "localhost (127.0.0.1)"],
      ["[::1]", "::1"],
      ["2130706433", "127.0.0.1"],
      ["192.168.1.20", "192.168.1.20"],
    ] as const) {
      const res = await t.request("/api/settings/smtp", { method: "PUT", cookie, json: { ...smtpForm, host } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: `L'indirizzo ${shown} ${INTERNAL} per usare un server di posta nella rete aziendale.`,
        field: "host",
      });
    }
    const metadata = await t.request("/api/settings/smtp", {
      method: "PUT",
      cookie,
      json: { ...smtpForm, host: "169.254.169.254" },
    });
    expect(await metadata.json()).toEqual({ message: `L'indirizzo 169.254.169.254 ${RESERVED}`, field: "host" });
    const admin = await (await t.request("/api/settings/admin", { cookie })).json();
    expect(admin.smtp).toMatchObject({ source: "none", host: "" });
  });

  test("an off-site storage on this machine, a private network or the cloud's metadata address: 400 on the address field, nothing saved", async () => {
    const cookie = await defaultServer();
    const put = (endpoint: string) =>
      t.request("/api/backups/offsite", { method: "PUT", cookie, json: { ...storageForm, endpoint } });
    for (const [endpoint, shown] of [
      ["http://127.0.0.1:9000", "127.0.0.1"],
      ["http://localhost:9000", "localhost (127.0.0.1)"],
      ["http://[::1]:9000", "::1"],
      ["http://[::ffff:127.0.0.1]:9000", "::ffff:7f00:1"],
      ["http://2130706433/", "127.0.0.1"],
      ["http://10.0.0.8:9000", "10.0.0.8"],
    ] as const) {
      const res = await put(endpoint);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: `L'indirizzo ${shown} ${INTERNAL} per usare un archivio nella rete aziendale (ad esempio MinIO).`,
        field: "endpoint",
      });
    }
    const metadata = await put("http://169.254.169.254/latest/meta-data/");
    expect(metadata.status).toBe(400);
    expect(await metadata.json()).toEqual({ message: `L'indirizzo 169.254.169.254 ${RESERVED}`, field: "endpoint" });
    const page = await (await t.request("/api/backups", { cookie })).json();
    expect(page.offsite.configured).toBe(false);
  });

  test("a server started with --allow-private-endpoints accepts them (an on-premise MinIO, a mail relay), never the metadata address", async () => {
    t = createTestApp({ allowPrivateEndpoints: true });
    const cookie = await t.login();
    expect((await t.request("/api/settings/smtp", { method: "PUT", cookie, json: smtpForm })).status).toBe(200);
    expect((await t.request("/api/backups/offsite", { method: "PUT", cookie, json: storageForm })).status).toBe(200);
    const metadata = await t.request("/api/backups/offsite", {
      method: "PUT",
      cookie,
      json: { ...storageForm, endpoint: "http://169.254.169.254/" },
    });
    expect(metadata.status).toBe(400);
  });

  test("an SMTP server saved before the server lost --allow-private-endpoints is refused before connecting, with the reason", async () => {
    const smtp = await startSmtpTestServer();
    try {
      t = createTestApp({ allowPrivateEndpoints: true });
      const cookie = await t.login();
      await t.request("/api/settings/smtp", { method: "PUT", cookie, json: { ...smtpForm, port: smtp.port } });
      // The same data folder, the server started again without the flag.
      t.ctx.mail = new MailService(t.db, { allowPrivateEndpoints: false });
      const res = await t.request("/api/settings/smtp/test", { method: "POST", cookie, json: {} });
      expect(res.status).toBe(502);
      expect((await res.json()).message).toBe(
        `Invio non riuscito: L'indirizzo 127.0.0.1 ${INTERNAL} per usare un server di posta nella rete aziendale.`,
      );
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
