import { expect, test } from "bun:test";
import { romeDateTime, romeDateTimeNoComma } from "./rome-date-time";

test("a moment reads in Rome time, summer and winter alike; a missing or bad value reads as nothing", () => {
  expect(romeDateTime("2026-11-24T09:15:00Z")).toBe("24/11/2026, 10:15");
  expect(romeDateTime("2026-07-01T22:30:00Z")).toBe("02/07/2026, 00:30");
  expect(romeDateTimeNoComma("2026-11-24T09:15:00Z")).toBe("24/11/2026 10:15");
  expect(romeDateTime(null)).toBe("");
  expect(romeDateTime("non una data")).toBe("");
});
