import { describe, expect, test } from "bun:test";
import { consentRecordSchema } from "../../src/shared/schemas/consent";
import { randomConsentId, saveConsent } from "./consent";
import { addMonths, CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY, parseConsent } from "./consent-record";

const stored = (date: string, extra: object = {}) =>
  JSON.stringify({
    necessary: true,
    analytics: true,
    marketing: false,
    functional: true,
    date,
    version: CONSENT_POLICY_VERSION,
    ...extra,
  });

describe("stored cookie consent", () => {
  const now = new Date("2026-11-22T10:00:00Z");

  test("a recent choice of the current policy version holds", () => {
    expect(parseConsent(stored("2026-10-01T10:00:00Z"), now)).toMatchObject({
      necessary: true,
      analytics: true,
      functional: true,
      marketing: false,
    });
  });

  test("after six months it is asked again", () => {
    expect(parseConsent(stored("2026-05-23T10:00:00Z"), now)).not.toBeNull();
    expect(parseConsent(stored("2026-05-22T09:59:00Z"), now)).toBeNull();
  });

  test("a new policy version, a missing date or garbage are no consent", () => {
    expect(parseConsent(stored("2026-11-01T10:00:00Z", { version: "2020-01" }), now)).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: true, version: CONSENT_POLICY_VERSION }), now)).toBeNull();
    expect(parseConsent("{non json", now)).toBeNull();
    expect(parseConsent(null, now)).toBeNull();
  });

  test("only true counts as consent; necessary is always on", () => {
    const consent = parseConsent(stored("2026-11-01T10:00:00Z", { analytics: "sì", necessary: false }), now);
    expect(consent).toMatchObject({ analytics: false, necessary: true });
  });
});

describe("six months later", () => {
  test("the same day, or the month's last day when it has fewer", () => {
    expect(addMonths(new Date(2026, 0, 10, 10, 0), 6)).toEqual(new Date(2026, 6, 10, 10, 0));
    expect(addMonths(new Date(2026, 7, 31, 9, 30), 6)).toEqual(new Date(2027, 1, 28, 9, 30));
    expect(addMonths(new Date(2027, 8, 15), 6)).toEqual(new Date(2028, 2, 15));
  });
});

describe("the consent record", () => {
  test("a choice gets a random version-4 id that the server's schema accepts", () => {
    const ids = new Set(Array.from({ length: 50 }, randomConsentId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(consentRecordSchema.shape.consent_id.safeParse(id).success).toBe(true);
  });

  test("saving a choice keeps the id with it in the browser and posts the choice, policy version, id and the page's language to the server", async () => {
    const store = new Map<string, string>();
    const location = { pathname: "/contatti" };
    const sent: { url: string; body: unknown }[] = [];
    const saved = { window: globalThis.window, fetch: globalThis.fetch };
    Object.assign(globalThis, {
      window: {
        location,
        localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
      },
      fetch: async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(null, { status: 204 });
      },
    });
    try {
      const first = saveConsent({ analytics: false, marketing: false, functional: true });
      location.pathname = "/en/contact";
      const second = saveConsent({ analytics: true, marketing: true, functional: true });
      expect(second.id).toBe(first.id);
      expect(JSON.parse(store.get(CONSENT_STORAGE_KEY) ?? "{}")).toMatchObject({ id: first.id, analytics: true });
      expect(sent).toEqual([
        {
          url: "/api/consent",
          body: {
            consent_id: first.id,
            version: CONSENT_POLICY_VERSION,
            analytics: false,
            marketing: false,
            functional: true,
            language: "it",
          },
        },
        {
          url: "/api/consent",
          body: {
            consent_id: first.id,
            version: CONSENT_POLICY_VERSION,
            analytics: true,
            marketing: true,
            functional: true,
            language: "en",
          },
        },
      ]);
      for (const { body } of sent) expect(consentRecordSchema.safeParse(body).success).toBe(true);
    } finally {
      Object.assign(globalThis, saved);
    }
  });
});
