import { describe, expect, test } from "bun:test";
import { addMonths, CONSENT_POLICY_VERSION, parseConsent } from "./consent";

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
