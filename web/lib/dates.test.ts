import { describe, expect, test } from "bun:test";
import { formatAdminDate, formatPostDate } from "./dates";

describe("dates in Italian, in Rome's time zone", () => {
  test("cards: dd MMM yyyy with Italian month names", () => {
    expect(formatPostDate("2025-03-05T10:00:00.000Z")).toBe("05 mar 2025");
    expect(formatPostDate("2025-01-15T10:00:00.000Z")).toBe("15 gen 2025");
    expect(formatPostDate("2024-12-24T10:00:00.000Z")).toBe("24 dic 2024");
  });

  test("admin table: dd/MM/yyyy", () => {
    expect(formatAdminDate("2025-03-05T10:00:00.000Z")).toBe("05/03/2025");
  });

  test("the day is Rome's, whatever the machine's time zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Rome (UTC+1 in winter, UTC+2 in summer).
    expect(formatPostDate("2024-12-31T23:30:00.000Z")).toBe("01 gen 2025");
    expect(formatAdminDate("2025-06-30T22:30:00.000Z")).toBe("01/07/2025");
  });

  test("an unreadable date is left blank rather than shown as 'Invalid Date'", () => {
    expect(formatPostDate("non una data")).toBe("");
  });
});
