import { afterEach, describe, expect, test } from "bun:test";
import { smtpTestAnswerSchema } from "../../shared/schemas/settings-answers";
import { eq } from "drizzle-orm";
import { settings } from "../../db/schema";
import { defaultPublicSettings } from "../../shared/business-facts";
import { MAP_EMBED_PREFIX } from "../../shared/schemas/settings";
import { startSmtpTestServer } from "../../test-support/smtp-test-server";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const smtpForm = {
  host: "smtp.example.it",
  port: 587,
  security: "starttls",
  user: "sito@example.it",
  password: "segreta-super",
  from: "sito@example.it",
  recipient: "commerciale@example.it",
};

describe("settings for staff (/admin/impostazioni)", () => {
  test("signed out: 401 for reading and writing the admin settings", async () => {
    t = createTestApp();
    expect((await t.request("/api/settings/admin")).status).toBe(401);
    expect((await t.request("/api/settings", { method: "PUT", json: defaultPublicSettings })).status).toBe(401);
    expect((await t.request("/api/settings/smtp", { method: "PUT", json: smtpForm })).status).toBe(401);
    expect((await t.request("/api/settings/smtp/test", { method: "POST", json: {} })).status).toBe(401);
  });

  test("every business fact is listed as an example until edited", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const body = await (await t.request("/api/settings/admin", { cookie })).json();
    expect(body.values).toEqual(defaultPublicSettings);
    expect(body.examples.sort()).toEqual(Object.keys(defaultPublicSettings).sort());
    expect(body.smtp).toEqual({
      source: "none",
      host: "",
      port: 587,
      security: "starttls",
      user: "",
      from: "",
      recipient: "",
      passwordSet: false,
      passwordLost: false,
    });
  });

  test("saving changes the public facts at once, and only edited keys stop being examples", async () => {
    t = createTestApp();
    const cookie = await t.login();
    expect((await t.request("/api/settings")).status).toBe(200);
    let announced = 0;
    t.ctx.changes.subscribe((kind) => {
      if (kind === "settings") announced += 1;
    });
    const edited = {
      ...defaultPublicSettings,
      legalName: "Parcheggi Veneti S.p.A.",
      address: { ...defaultPublicSettings.address, street: "Corso Milano 10" },
    };
    const res = await t.request("/api/settings", { method: "PUT", json: edited, cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.examples).not.toContain("legalName");
    expect(body.examples).not.toContain("address");
    expect(body.examples).toContain("phone");
    expect(announced).toBe(1);
    const publicFacts = await (await t.request("/api/settings")).json();
    expect(publicFacts.legalName).toBe("Parcheggi Veneti S.p.A.");
    expect(publicFacts.address.street).toBe("Corso Milano 10");
  });

  test("invalid facts are refused with the field's Italian message and nothing is written", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...defaultPublicSettings, legalName: " " }, "Ragione sociale: campo obbligatorio"],
      [{ ...defaultPublicSettings, email: "info-at-parksite" }, "Inserisci un indirizzo email valido"],
      [
        { ...defaultPublicSettings, social: { ...defaultPublicSettings.social, facebook: "facebook" } },
        "Inserisci un indirizzo web valido (https://…)",
      ],
      [
        { ...defaultPublicSettings, mapUrl: "https://maps.example.com/embed?q=Padova" },
        `La mappa deve essere un indirizzo di incorporamento di OpenStreetMap (${MAP_EMBED_PREFIX}…)`,
      ],
    ];
    for (const [input, message] of cases) {
      const res = await t.request("/api/settings", { method: "PUT", json: input, cookie });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(t.ctx.settings.examplePublicKeys()).toHaveLength(Object.keys(defaultPublicSettings).length);
  });

  test("the SMTP password is stored but never sent back; an empty one keeps it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const saved = await t.request("/api/settings/smtp", { method: "PUT", json: smtpForm, cookie });
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain("segreta-super");
    expect(JSON.parse(text).smtp).toMatchObject({ source: "settings", host: "smtp.example.it", passwordSet: true });

    await t.request("/api/settings/smtp", {
      method: "PUT",
      json: { ...smtpForm, password: "", recipient: "vendite@example.it" },
      cookie,
    });
    const row = t.db.select().from(settings).where(eq(settings.key, "smtp")).get();
    // Kept, sealed with the server's key: never in clear in the database.
    expect(row?.value).toMatchObject({ password: "", recipient: "vendite@example.it" });
    expect(JSON.stringify(row?.value)).not.toContain("segreta-super");
    expect(t.ctx.mail.smtp()?.password).toBe("segreta-super");
    const read = await (await t.request("/api/settings/admin", { cookie })).text();
    expect(read).not.toContain("segreta-super");
    expect(await (await t.request("/api/settings")).text()).not.toContain("smtp.example.it");

    await t.request("/api/settings/smtp", { method: "PUT", json: { ...smtpForm, user: "", password: "" }, cookie });
    expect(t.ctx.mail.view().passwordSet).toBe(false);
  });

  test("SMTP validation: sender and recipient needed with a host; an empty host turns e-mail off", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const put = (json: unknown) => t.request("/api/settings/smtp", { method: "PUT", json, cookie });
    const noFrom = await put({ ...smtpForm, from: "" });
    expect(noFrom.status).toBe(400);
    expect((await noFrom.json()).message).toBe("Indica l'indirizzo mittente delle email");
    const url = await put({ ...smtpForm, host: "https://smtp.example.it" });
    expect((await url.json()).message).toBe("Indica solo il nome del server, senza http:// né spazi (es. smtp.example.it)");
    const port = await put({ ...smtpForm, port: 70000 });
    expect((await port.json()).message).toBe("La porta deve essere un numero tra 1 e 65535");
    expect((await put({ ...smtpForm, host: "", from: "", recipient: "" })).status).toBe(200);
    expect(t.ctx.mail.status().configured).toBe(false);
  });

  test("'send test e-mail' reaches a real SMTP server, and reports a refusal in Italian", async () => {
    const smtp = await startSmtpTestServer();
    try {
      t = createTestApp();
      const cookie = await t.login();
      const notConfigured = await t.request("/api/settings/smtp/test", { method: "POST", json: {}, cookie });
      expect(notConfigured.status).toBe(409);
      expect((await notConfigured.json()).message).toBe("Invio email non configurato: salva prima i dati del server SMTP");

      const { password: _unused, ...config } = smtp.config();
      await t.request("/api/settings/smtp", { method: "PUT", json: config, cookie });
      const ok = await t.request("/api/settings/smtp/test", { method: "POST", json: {}, cookie });
      expect(ok.status).toBe(200);
      expect(smtpTestAnswerSchema.parse(await ok.json())).toEqual({
        message: "Email di prova inviata a commerciale@parksite.test",
      });
      expect(smtp.received[0]?.subject).toBe(`Email di prova - ${defaultPublicSettings.companyName}`);

      await t.request("/api/settings/smtp/test", { method: "POST", json: { to: "altro@parksite.test" }, cookie });
      expect(smtp.received[1]?.to).toEqual(["altro@parksite.test"]);

      smtp.refuseNext(1);
      const refused = await t.request("/api/settings/smtp/test", { method: "POST", json: {}, cookie });
      expect(refused.status).toBe(502);
      expect((await refused.json()).message).toStartWith("Invio non riuscito: ");
    } finally {
      await smtp.close();
    }
  });

  test("'send test e-mail' to a server name that does not exist says what to check, in Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    await t.request("/api/settings/smtp", { method: "PUT", json: { ...smtpForm, host: "smtp.invalid.example" }, cookie });
    const warn = console.warn;
    const logged: string[] = [];
    console.warn = (...args: unknown[]) => logged.push(args.join(" "));
    try {
      const failed = await t.request("/api/settings/smtp/test", { method: "POST", json: {}, cookie });
      expect(failed.status).toBe(502);
      const { message } = await failed.json();
      expect(message).toBe(
        'Invio non riuscito: Il server di posta "smtp.invalid.example" non esiste o non si trova: controlla il nome del server SMTP in Impostazioni (es. smtp.tuodominio.it) e che questo server raggiunga Internet.',
      );
    } finally {
      console.warn = warn;
    }
    expect(logged.join("\n")).toMatch(/getaddrinfo|ENOTFOUND|EAI_AGAIN/);
  });

  test("SMTP fields of the wrong type are refused in Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const wrong = await t.request("/api/settings/smtp", { method: "PUT", json: { ...smtpForm, user: 12 }, cookie });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Il nome utente deve essere un testo");
    const missing = await t.request("/api/settings/smtp", { method: "PUT", json: { host: "" }, cookie });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).not.toMatch(/Invalid|expected/);
  });

  test("e-mail status for the dashboard warning", async () => {
    t = createTestApp();
    const cookie = await t.login();
    expect(await (await t.request("/api/settings/email-status", { cookie })).json()).toEqual({
      configured: false,
      source: "none",
      pending: 0,
      failed: 0,
    });
  });
});
