import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { consentRecords } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { consentTotals, recordConsent } from "../../stats/consent-records";
import { CONSENT_DAILY_CAP, CONSENT_RATE_LIMIT } from "./consent.routes";
import { expectEachRefused } from "../../test-support/refusals";

// Signing in hashes a password (argon2id) and some tests fill a day's cap: seconds on a busy machine.
setDefaultTimeout(30_000);

let t: TestApp;
afterEach(() => t.cleanup());

const choice = (over: Record<string, unknown> = {}) => ({
  consent_id: "6f1c2a4e-8b3d-4f2a-9c1e-2b3d4e5f6a7b",
  version: "2026-11",
  analytics: false,
  marketing: false,
  functional: false,
  ...over,
});
const send = (json: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/consent", { method: "POST", json, headers: { "x-forwarded-for": "198.51.100.7", ...headers } });

describe("POST /api/consent", () => {
  test("each choice is stored with time, policy version, categories, kind and the browser's id; nothing else", async () => {
    t = createTestApp({ trustProxy: true });
    expect((await send(choice())).status).toBe(204);
    expect((await send(choice({ analytics: true, marketing: true, functional: true }))).status).toBe(204);
    expect((await send(choice({ functional: true }))).status).toBe(204);
    const rows = t.db.select().from(consentRecords).all();
    expect(
      rows.map((r) => [r.consent_id, r.policy_version, r.necessary, r.analytics, r.marketing, r.functional, r.choice]),
    ).toEqual([
      ["6f1c2a4e-8b3d-4f2a-9c1e-2b3d4e5f6a7b", "2026-11", true, false, false, false, "necessary"],
      ["6f1c2a4e-8b3d-4f2a-9c1e-2b3d4e5f6a7b", "2026-11", true, true, true, true, "all"],
      ["6f1c2a4e-8b3d-4f2a-9c1e-2b3d4e5f6a7b", "2026-11", true, false, false, true, "custom"],
    ]);
    expect(Date.now() - Date.parse(rows[0]?.created_at ?? "")).toBeLessThan(10_000);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        "analytics",
        "choice",
        "consent_id",
        "created_at",
        "functional",
        "id",
        "language",
        "marketing",
        "necessary",
        "policy_version",
      ].sort(),
    );
  });

  test("the record keeps the language the banner asked in; a browser that does not say was asked in Italian", async () => {
    t = createTestApp({ trustProxy: true });
    expect((await send(choice({ language: "en" }))).status).toBe(204);
    expect((await send(choice())).status).toBe(204);
    expect(
      t.db
        .select()
        .from(consentRecords)
        .all()
        .map((r) => r.language),
    ).toEqual(["en", "it"]);
    const res = await send(choice({ language: "fr" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Lingua non valida" });
  });

  test("invalid choices are refused in Italian and not stored", async () => {
    t = createTestApp({ trustProxy: true });
    await expectEachRefused<unknown>(send, [
      [choice({ consent_id: "123" }), "Identificativo del consenso non valido"],
      [choice({ analytics: "sì" }), "Scelta non valida"],
      [choice({ version: "<script>" }), "Versione della policy non valida"],
      [choice({ ip: "1.2.3.4" }), "Dati del consenso non validi"],
    ]);
    const big = await send(choice({ version: "x".repeat(3000) }));
    expect(big.status).toBe(413);
    expect(t.db.select().from(consentRecords).all()).toHaveLength(0);
  });

  test("rate-limited per address", async () => {
    t = createTestApp({ trustProxy: true });
    for (let i = 0; i < CONSENT_RATE_LIMIT; i++) expect((await send(choice())).status).toBe(204);
    const res = await send(choice());
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe("Troppe scelte inviate in poco tempo: riprova più tardi");
  });
});

test("at most CONSENT_DAILY_CAP choices are stored in a day, whatever the addresses", async () => {
  t = createTestApp({ trustProxy: true });
  const today = new Date().toISOString();
  t.db.$client.run(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${CONSENT_DAILY_CAP - 1})
     INSERT INTO consent_records (consent_id, policy_version, analytics, marketing, functional, choice, created_at)
     SELECT '6f1c2a4e-8b3d-4f2a-9c1e-2b3d4e5f6a7b', '2026-11', 0, 0, 0, 'necessary', '${today}' FROM n`,
  );
  expect((await send(choice(), { "x-forwarded-for": "203.0.113.1" })).status).toBe(204);
  const over = await send(choice(), { "x-forwarded-for": "203.0.113.2" });
  expect(over.status).toBe(429);
  expect((await over.json()).message).toBe("Troppe scelte registrate oggi: la tua scelta resta valida in questo browser");
  expect(t.db.select().from(consentRecords).all()).toHaveLength(CONSENT_DAILY_CAP);
});

test("the statistics count each choice on its Italian day, as the visits: after 23:00 UTC it is already tomorrow", () => {
  t = createTestApp();
  const record = (iso: string, analytics: boolean) =>
    recordConsent(t.db, { ...choice({ analytics, marketing: analytics, functional: analytics }), language: "it" }, new Date(iso));
  record("2026-11-24T22:30:00Z", true); // 23:30 on the 24th in Italy (winter time)
  record("2026-11-24T23:30:00Z", false); // 00:30 on the 25th
  record("2026-07-10T21:59:00Z", true); // 23:59 on 10 July (summer time)
  record("2026-07-10T22:01:00Z", true); // 00:01 on 11 July
  expect(consentTotals(t.db, "2026-11-25", "2026-11-25")).toEqual([
    { day: "2026-11-25", counts: { all: 0, necessary: 1, custom: 0 } },
  ]);
  expect(consentTotals(t.db, "2026-11-24", "2026-11-24")).toEqual([
    { day: "2026-11-24", counts: { all: 1, necessary: 0, custom: 0 } },
  ]);
  expect(consentTotals(t.db, "2026-07-10", "2026-07-11")).toEqual([
    { day: "2026-07-10", counts: { all: 1, necessary: 0, custom: 0 } },
    { day: "2026-07-11", counts: { all: 1, necessary: 0, custom: 0 } },
  ]);
});
