import { describe, expect, test } from "bun:test";
import { formatRate, periodFromParams } from "./period";

const now = new Date("2026-11-23T23:30:00Z"); // already 24 November in Italy

describe("statistics period", () => {
  test("the last 7, 30 or 90 days end today in Italy, today included; 30 by default", () => {
    expect(periodFromParams(new URLSearchParams("periodo=7"), now)).toEqual({ preset: 7, from: "2026-11-18", to: "2026-11-24" });
    expect(periodFromParams(new URLSearchParams(""), now)).toEqual({ preset: 30, from: "2026-10-26", to: "2026-11-24" });
    expect(periodFromParams(new URLSearchParams("periodo=90"), now).from).toBe("2026-08-27");
    expect(periodFromParams(new URLSearchParams("periodo=12"), now).preset).toBe(30);
  });

  test("chosen days come from the address; malformed ones fall back to 30 days", () => {
    expect(periodFromParams(new URLSearchParams("periodo=personalizzato&dal=2026-01-01&al=2026-01-31"), now)).toEqual({
      preset: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(periodFromParams(new URLSearchParams("periodo=personalizzato&dal=ieri&al=oggi"), now).preset).toBe(30);
  });

  test("the conversion rate reads the Italian way", () => {
    expect(formatRate(33.3)).toBe("33,3%");
    expect(formatRate(null)).toBe("—");
  });
});
