import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Role } from "../../shared/roles";
import type { StatisticsReport } from "../../shared/statistics";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { addDays, localDay } from "../../stats/calendar";
import { recordVisit } from "../../stats/record-visit";
import { rollUpAndPrune } from "../../stats/rollup";

// Signing in hashes a password (argon2id) and some tests fill a day's cap: seconds on a busy machine.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

const signInAs = (role: Role): Promise<string> => t.loginAs(role);

const beacon = (ip: string, body: object) =>
  t.request("/api/visit", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "text/plain", "user-agent": CHROME, "x-forwarded-for": ip },
  });

const request = (attribution: object, tipo = "ospedale", headers: Record<string, string> = { "user-agent": CHROME }) =>
  t.request("/api/contact", {
    method: "POST",
    json: {
      name: "Giulia Verdi",
      email: "giulia@example.it",
      phone: "+39 347 123 4567",
      company: "",
      message: "Messaggio: preventivo",
      tipo,
      fill_time_ms: 30_000,
      attribution,
    },
    headers: { "x-forwarded-for": "203.0.113.50", ...headers },
  });

/** Two visitors today (one from a newsletter campaign, one from Google), a request, a phone click, choices. */
async function seedToday() {
  await beacon("198.51.100.1", { k: "pageview", p: "/applicazioni/ospedali", e: 1, s: "newsletter", m: "email", c: "autunno" });
  await beacon("198.51.100.1", { k: "pageview", p: "/contatti" });
  await beacon("198.51.100.2", { k: "pageview", p: "/", e: 1, r: "www.google.it" });
  await beacon("198.51.100.2", { k: "tel", p: "/" });
  await beacon("198.51.100.3", { k: "pageview", p: "/", e: 1 });
  await request({
    landing_page: "/applicazioni/ospedali",
    page: "/contatti",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "autunno",
  });
  for (const [analytics, functional] of [
    [true, true],
    [false, false],
    [false, true],
  ]) {
    await t.request("/api/consent", {
      method: "POST",
      json: { consent_id: crypto.randomUUID(), version: "2026-11", analytics, marketing: analytics, functional },
    });
  }
}

describe("GET /api/statistics", () => {
  test("Amministratore and Commerciale read it; an Editor gets 403; without a session 401", async () => {
    t = createTestApp();
    expect((await t.request("/api/statistics")).status).toBe(401);
    expect((await t.request("/api/statistics", { cookie: await t.login() })).status).toBe(200);
    expect((await t.request("/api/statistics", { cookie: await signInAs("commerciale") })).status).toBe(200);
    const editor = await t.request("/api/statistics/export", { cookie: await signInAs("editor") });
    expect(editor.status).toBe(403);
    expect(await editor.json()).toEqual({ message: "Non hai i permessi per questa operazione" });
  });

  test("visitors, page views, requests, conversion rate, pages, sources, campaigns, requests by tipo and landing page, consent", async () => {
    t = createTestApp({ trustProxy: true });
    await seedToday();
    const cookie = await t.login();
    const today = localDay(new Date());
    const res = await t.request(`/api/statistics?from=${addDays(today, -6)}&to=${today}`, { cookie });
    expect(res.status).toBe(200);
    const report = (await res.json()) as StatisticsReport;
    expect(report.totals).toEqual({
      visitors: 3,
      pageviews: 4,
      visits: 3,
      requests: 1,
      countedRequests: 1,
      conversionRate: 33.3,
      clicks: { tel: 1, mailto: 0, whatsapp: 0 },
    });
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)).toEqual({ day: today, visitors: 3, pageviews: 4, requests: 1 });
    expect(report.pages[0]).toEqual({ path: "/", pageviews: 2, visitors: 2, tel: 1, mailto: 0, whatsapp: 0 });
    expect(report.sources).toEqual(
      expect.arrayContaining([
        { host: "www.google.it", visits: 1, visitors: 1 },
        { host: "", visits: 2, visitors: 2 },
      ]),
    );
    expect(report.campaigns).toEqual([{ source: "newsletter", medium: "email", campaign: "autunno", visits: 1, requests: 1 }]);
    expect(report.requestsByTipo).toEqual([{ tipo: "ospedale", requests: 1 }]);
    expect(report.requestsByLanding).toEqual([{ landing_page: "/applicazioni/ospedali", requests: 1 }]);
    expect(report.consent.totals).toEqual({ all: 1, necessary: 1, custom: 1 });
  });

  test("visits and page views are split by the language of the pages seen, as the addresses say", async () => {
    t = createTestApp({ trustProxy: true });
    await seedToday();
    await beacon("198.51.100.4", { k: "pageview", p: "/en/products/parking-automation", e: 1, r: "www.google.co.uk" });
    await beacon("198.51.100.4", { k: "pageview", p: "/en/contact" });
    await beacon("198.51.100.4", { k: "pageview", p: "/en" });
    await beacon("198.51.100.5", { k: "pageview", p: "/en", e: 1 });
    // An Italian address that merely starts with the letters is Italian.
    await beacon("198.51.100.5", { k: "pageview", p: "/entrate-e-uscite" });
    const cookie = await t.login();
    const today = localDay(new Date());
    const report = (await (await t.request(`/api/statistics?from=${today}&to=${today}`, { cookie })).json()) as StatisticsReport;
    expect(report.languages).toEqual([
      { language: "it", visits: 3, pageviews: 5 },
      { language: "en", visits: 2, pageviews: 4 },
    ]);
    const csv = await (await t.request(`/api/statistics/export?from=${today}&to=${today}`, { cookie })).text();
    expect(csv).toContain("Visite per lingua\r\nLingua;Visite;Visualizzazioni\r\nItaliano;3;5\r\nEnglish;2;4\r\n");
  });

  test("the conversion rate compares counted visitors with their own requests, and never passes 100%", async () => {
    t = createTestApp({ trustProxy: true });
    await seedToday();
    // Browsers that refuse counting and programs send requests too: they are leads, not conversions of counted visits.
    await request({}, "ospedale", { "user-agent": CHROME, dnt: "1" });
    await request({}, "ospedale", { "user-agent": CHROME, "sec-gpc": "1" });
    await request({}, "ospedale", { "user-agent": "curl/8.5.0" });
    const cookie = await t.login();
    const today = localDay(new Date());
    const report = (await (await t.request(`/api/statistics?from=${today}&to=${today}`, { cookie })).json()) as StatisticsReport;
    expect(report.totals).toMatchObject({ visitors: 3, requests: 4, countedRequests: 1, conversionRate: 33.3 });

    for (let i = 0; i < 4; i++) await request({});
    const busy = (await (await t.request(`/api/statistics?from=${today}&to=${today}`, { cookie })).json()) as StatisticsReport;
    expect(busy.totals).toMatchObject({ visitors: 3, requests: 8, countedRequests: 5, conversionRate: 100 });
  });

  test("older days come from the daily totals after the roll-up, with the same figures", async () => {
    t = createTestApp();
    const day = addDays(localDay(new Date()), -40);
    const at = new Date(`${day}T10:00:00Z`);
    recordVisit(t.db, { event: { k: "pageview", p: "/servizi", e: 1, r: "www.bing.com" }, visitor: "a", device: "mobile", at });
    recordVisit(t.db, { event: { k: "pageview", p: "/" }, visitor: "a", device: "mobile", at });
    recordVisit(t.db, { event: { k: "pageview", p: "/", e: 1 }, visitor: "b", device: "desktop", at });
    const cookie = await t.login();
    const read = async () =>
      (await (await t.request(`/api/statistics?from=${day}&to=${day}`, { cookie })).json()) as StatisticsReport;
    const before = await read();
    expect(rollUpAndPrune(t.db, new Date()).rolledUpEvents).toBe(3);
    const after = await read();
    expect(after).toEqual(before);
    expect(after.totals).toMatchObject({ visitors: 2, pageviews: 3, visits: 2 });
    expect(after.sources).toEqual(expect.arrayContaining([{ host: "www.bing.com", visits: 1, visitors: 1 }]));
  });

  test("a bad period is a 400 in Italian", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const cases: [string, string][] = [
      ["from=2026-13-01&to=2026-12-01", "Data non valida"],
      ["from=ieri&to=2026-12-01", "Data non valida: usa il formato AAAA-MM-GG"],
      ["from=2026-12-02&to=2026-12-01", "La data di inizio deve precedere quella di fine"],
      ["from=2020-01-01&to=2026-12-01", "Il periodo può coprire al massimo 800 giorni"],
    ];
    for (const [query, message] of cases) {
      const res = await t.request(`/api/statistics?${query}`, { cookie });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
  });

  test("CSV export: the same figures, one titled table after another", async () => {
    t = createTestApp({ trustProxy: true });
    await seedToday();
    const cookie = await t.login();
    const today = localDay(new Date());
    const res = await t.request(`/api/statistics/export?from=${today}&to=${today}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="statistiche-${today}-${today}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines.slice(0, 3)).toEqual([
      `Statistiche dal ${today} al ${today}`,
      "Visitatori;Visualizzazioni;Visite;Richieste;Richieste da visitatori conteggiati;Tasso di conversione;Clic telefono;Clic email;Clic WhatsApp",
      '3;4;3;1;1;"33,3%";1;0;0',
    ]);
    expect(lines).toContain("newsletter;email;autunno;1;1");
    expect(lines).toContain("Ospedale;1");
    expect(lines).toContain(`${today};1;1;1`);
  });
});
