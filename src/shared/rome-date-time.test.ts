import { expect, test } from "bun:test";
import { romeDateTime, romeDateTimeNoComma, romeDayStart } from "./rome-date-time";

test("a moment reads in Rome time, summer and winter alike; a missing or bad value reads as nothing", () => {
  expect(romeDateTime("2026-11-24T09:15:00Z")).toBe("24/11/2026, 10:15");
  expect(romeDateTime("2026-07-01T22:30:00Z")).toBe("02/07/2026, 00:30");
  expect(romeDateTimeNoComma("2026-11-24T09:15:00Z")).toBe("24/11/2026 10:15");
  expect(romeDateTime(null)).toBe("");
  expect(romeDateTime("non una data")).toBe("");
});

test("a day begins at midnight in Rome: 23:00 UTC the day before in winter, 22:00 in summer, on the days the clocks change too", () => {
  expect(romeDayStart("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
  expect(romeDayStart("2026-07-01")).toBe("2026-06-30T22:00:00.000Z");
  expect(romeDayStart("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
  expect(romeDayStart("2026-03-30")).toBe("2026-03-29T22:00:00.000Z");
  expect(romeDayStart("2026-10-25")).toBe("2026-10-24T22:00:00.000Z");
  expect(romeDayStart("2026-10-26")).toBe("2026-10-25T23:00:00.000Z");
});
