import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { contactRequests } from "../../db/schema";
import { contactFormBody } from "../../test-support/contact-form";
import { createTestApp, type TestApp } from "../../test-support/test-app";

// Signing in hashes a password (argon2id) and some tests fill a day's cap: seconds on a busy machine.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const body = contactFormBody;
const send = (json: unknown) => t.request("/api/contact", { method: "POST", json });

describe("POST /api/contact: where the request came from", () => {
  test("landing page, sending page, referrer host and campaign are stored with the request", async () => {
    t = createTestApp();
    const attribution = {
      landing_page: "/applicazioni/ospedali",
      page: "/contatti",
      referrer_host: "WWW.Google.it",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "ospedali-2026",
    };
    expect((await send({ ...body, attribution })).status).toBe(201);
    expect(t.db.select().from(contactRequests).get()).toMatchObject({
      landing_page: "/applicazioni/ospedali",
      source_page: "/contatti",
      referrer_host: "www.google.it",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "ospedali-2026",
    });
  });

  test("the spec's payload alone still works: the origin stays empty", async () => {
    t = createTestApp();
    const { name, email, phone, company, message } = body;
    expect((await send({ name, email, phone, company, message })).status).toBe(201);
    expect(t.db.select().from(contactRequests).get()).toMatchObject({
      landing_page: null,
      source_page: null,
      referrer_host: null,
      utm_source: null,
    });
  });

  test("a forged origin is refused in Italian and nothing is stored", async () => {
    t = createTestApp();
    const cases: [unknown, string][] = [
      [{ landing_page: "https://altro.example/" }, "Indirizzo della pagina non valido"],
      [{ referrer_host: "<script>" }, "Sito di provenienza non valido"],
      [{ utm_campaign: "x".repeat(500) }, "Parametro della campagna troppo lungo"],
      [{ ip: "1.2.3.4" }, "Dati di provenienza della richiesta non validi"],
      ["google", "Dati di provenienza della richiesta non validi"],
    ];
    for (const [attribution, message] of cases) {
      const res = await send({ ...body, attribution });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    expect(t.db.select().from(contactRequests).all()).toHaveLength(0);
  });
});
