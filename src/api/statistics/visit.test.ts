import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readFileSync } from "node:fs";
import { contactRequests, statsEvents, statsSalts } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { localDay } from "../../stats/calendar";
import { VISIT_DAILY_CAP, VISIT_RATE_LIMIT } from "./visit.routes";

// Signing in hashes a password (argon2id) and some tests fill a day's cap: seconds on a busy machine.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const IP = "198.51.100.23";

/** What navigator.sendBeacon sends: a text/plain body from a page of the site. */
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/visit", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, "x-forwarded-for": IP, ...headers },
  });

const events = () => t.db.select().from(statsEvents).all();

/** The repeat tests need both sends in the same minute: wait out a minute about to turn. */
async function startOfAMinute() {
  const seconds = new Date().getUTCSeconds();
  if (seconds >= 55) await Bun.sleep((61 - seconds) * 1000);
}

describe("POST /api/visit: what is counted", () => {
  test("a page view from a browser is stored with page, referrer host, campaign and device class: 204", async () => {
    t = createTestApp({ trustProxy: true });
    const res = await beacon(
      { k: "pageview", p: "/prodotti/veropark", r: "www.google.com", s: "newsletter", m: "email", c: "autunno" },
      { "user-agent": IPHONE },
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const [row] = events();
    expect(row).toMatchObject({
      kind: "pageview",
      path: "/prodotti/veropark",
      referrer_host: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autunno",
      device: "mobile",
    });
    expect(events()).toHaveLength(1);
  });

  test("clicks on phone, e-mail and WhatsApp links are counted by page", async () => {
    t = createTestApp({ trustProxy: true });
    for (const k of ["tel", "mailto", "whatsapp"]) expect((await beacon({ k, p: "/contatti" })).status).toBe(204);
    expect(events().map((e) => [e.kind, e.path])).toEqual([
      ["tel", "/contatti"],
      ["mailto", "/contatti"],
      ["whatsapp", "/contatti"],
    ]);
  });

  test("the same visitor on the same page twice in a minute is one row; another page or another visitor is not", async () => {
    t = createTestApp({ trustProxy: true });
    await startOfAMinute();
    await beacon({ k: "pageview", p: "/" });
    await beacon({ k: "pageview", p: "/" });
    await beacon({ k: "pageview", p: "/servizi" });
    await beacon({ k: "pageview", p: "/" }, { "x-forwarded-for": "198.51.100.99" });
    const rows = events();
    expect(rows).toHaveLength(3);
    // Same address and browser on the same day: the same visitor on two pages.
    expect(rows[0]?.visitor).toBe(rows[1]?.visitor ?? "");
    expect(rows[2]?.visitor).not.toBe(rows[0]?.visitor ?? "");
  });

  test("bots, staff sessions, Global Privacy Control and Do Not Track are not counted (but answered 204)", async () => {
    t = createTestApp({ trustProxy: true });
    const cookie = await t.login();
    const notCounted: [string, Record<string, string>][] = [
      ["Googlebot", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
      ["curl", { "user-agent": "curl/8.5.0" }],
      ["Lighthouse", { "user-agent": `${CHROME} Chrome-Lighthouse` }],
      ["no user agent", { "user-agent": "" }],
      ["staff session", { cookie }],
      ["stale staff cookie", { cookie: "parksite_session=scaduto" }],
      ["Sec-GPC", { "sec-gpc": "1" }],
      ["DNT", { dnt: "1" }],
    ];
    for (const [why, headers] of notCounted) {
      const res = await beacon({ k: "pageview", p: "/" }, headers);
      expect({ why, status: res.status }).toEqual({ why, status: 204 });
    }
    expect((await beacon({ k: "pageview", p: "/admin/richieste" })).status).toBe(204);
    expect(events()).toHaveLength(0);
    expect((await beacon({ k: "pageview", p: "/" }, { dnt: "0" })).status).toBe(204);
    expect(events()).toHaveLength(1);
  });

  test("no address, user agent or cookie is stored anywhere in the database", async () => {
    t = createTestApp({ trustProxy: true });
    await beacon({ k: "pageview", p: "/", r: "www.bing.com" });
    await beacon({ k: "tel", p: "/" }, { cookie: "preferenze=1" });
    await t.request("/api/consent", {
      method: "POST",
      json: { consent_id: crypto.randomUUID(), version: "2026-11", analytics: false, marketing: false, functional: true },
      headers: { "user-agent": CHROME, "x-forwarded-for": IP },
    });
    expect(events().length).toBeGreaterThan(0);
    t.db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const file = readFileSync(t.config.dbPath).toString("latin1");
    for (const secret of [IP, "198.51.100", "Chrome/156", "Windows NT", "preferenze"]) expect(file).not.toContain(secret);
    // Every text cell of every table, for good measure.
    const tables = t.db.$client.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    for (const { name } of tables) {
      const dump = JSON.stringify(t.db.$client.query(`SELECT * FROM "${name}"`).all());
      expect(dump).not.toContain(IP);
      expect(dump).not.toContain("Mozilla");
    }
    // One salt only, today's; the visitor is a short hash, not the address.
    expect(t.db.select().from(statsSalts).all()).toHaveLength(1);
    expect(events()[0]?.visitor).toMatch(/^[\w-]{22}$/);
  });
});

describe("POST /api/visit: abuse", () => {
  test("a body over 2 KB is refused with 413 in Italian", async () => {
    t = createTestApp({ trustProxy: true });
    const res = await beacon({ k: "pageview", p: `/${"a".repeat(3000)}` });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Il contenuto inviato è troppo grande" });
    expect(events()).toHaveLength(0);
  });

  test("malformed bodies: 400/415 in Italian, nothing stored", async () => {
    t = createTestApp({ trustProxy: true });
    const cases: [unknown, number, string][] = [
      ["{", 400, "Il corpo della richiesta non è un JSON valido"],
      [[1, 2], 400, "Dati della visita non validi"],
      [{ k: "pageview" }, 400, "Dati della visita non validi"],
      [{ k: "acquisto", p: "/" }, 400, "Tipo di evento non valido"],
      [{ k: "pageview", p: "https://altro.example/" }, 400, "Indirizzo della pagina non valido"],
      [{ k: "pageview", p: "/?email=a@b.it" }, 400, "Indirizzo della pagina non valido"],
      [{ k: "pageview", p: `/${"a".repeat(250)}` }, 400, "Indirizzo della pagina troppo lungo"],
      [{ k: "pageview", p: "/", r: "not a host/<script>" }, 400, "Sito di provenienza non valido"],
      [{ k: "pageview", p: "/", s: "x".repeat(101) }, 400, "Parametro della campagna troppo lungo"],
      [{ k: "pageview", p: "/", email: "mario@example.it" }, 400, "Dati della visita non validi"],
    ];
    for (const [body, status, message] of cases) {
      const res = await beacon(body);
      expect({ body, status: res.status, json: await res.json() }).toEqual({ body, status, json: { message } });
    }
    const form = await beacon("k=pageview", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(events()).toHaveLength(0);
  });

  test("a page of another site cannot send events (same-origin check)", async () => {
    t = createTestApp({ trustProxy: true });
    const res = await beacon({ k: "pageview", p: "/" }, { origin: "https://altro.example" });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("Richiesta rifiutata: proviene da un altro sito");
  });

  test("a flood from one address is cut at the rate limit with 429 in Italian; other addresses still count", async () => {
    t = createTestApp({ trustProxy: true });
    for (let i = 0; i < VISIT_RATE_LIMIT; i++) {
      expect((await beacon({ k: "pageview", p: `/pagina-${i}` })).status).toBe(204);
    }
    const res = await beacon({ k: "pageview", p: "/oltre" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).not.toBeNull();
    expect((await res.json()).message).toBe("Troppi eventi inviati in poco tempo: riprova più tardi");
    expect(events()).toHaveLength(VISIT_RATE_LIMIT);
    expect((await beacon({ k: "pageview", p: "/oltre" }, { "x-forwarded-for": "203.0.113.5" })).status).toBe(204);
    expect(events()).toHaveLength(VISIT_RATE_LIMIT + 1);
    expect(t.db.select().from(contactRequests).all()).toHaveLength(0);
  });

  test("at most VISIT_DAILY_CAP events are stored in a day, whatever the number of addresses", async () => {
    t = createTestApp({ trustProxy: true });
    const day = localDay(new Date());
    t.db.$client.run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${VISIT_DAILY_CAP})
       INSERT INTO stats_events (day, minute, kind, path, visitor, device)
       SELECT '${day}', '2000-01-01T00:00', 'pageview', '/', 'v' || i, 'desktop' FROM n`,
    );
    const res = await beacon({ k: "pageview", p: "/servizi" }, { "x-forwarded-for": "203.0.113.9" });
    expect(res.status).toBe(204);
    expect(events()).toHaveLength(VISIT_DAILY_CAP);
  });
});
