import { describe, expect, test } from "bun:test";
import { isoToRomeLocal, publicDateOf, romeLocalToIso } from "./blog-status";

describe("Italian time in the editor", () => {
  test("a wall-clock time in Rome becomes the right instant, in winter and in summer", () => {
    expect(romeLocalToIso("2026-01-12T09:00")).toBe("2026-01-12T08:00:00.000Z");
    expect(romeLocalToIso("2026-07-06T09:00")).toBe("2026-07-06T07:00:00.000Z");
    // The night clocks go forward (29 March 2026, 02:00 -> 03:00) and back (25 October 2026).
    expect(romeLocalToIso("2026-03-29T03:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(romeLocalToIso("2026-10-25T04:00")).toBe("2026-10-25T03:00:00.000Z");
  });

  test("and back again, for the datetime-local field", () => {
    expect(isoToRomeLocal("2026-01-12T08:00:00.000Z")).toBe("2026-01-12T09:00");
    expect(isoToRomeLocal("2026-07-06T07:00:00.000Z")).toBe("2026-07-06T09:00");
    expect(isoToRomeLocal("non è una data")).toBe("");
  });

  test("text that is no date-time is refused", () => {
    for (const text of ["", "domani", "2026-02-30T09:00", "2026-01-12T25:00", "2026-01-12 09:00"]) {
      expect(romeLocalToIso(text), text).toBeNull();
    }
  });

  test("visitors read the publication date, else the writing date", () => {
    expect(publicDateOf({ published_at: "2026-02-01T10:00:00.000Z", created_at: "2026-01-01T10:00:00.000Z" })).toBe(
      "2026-02-01T10:00:00.000Z",
    );
    expect(publicDateOf({ published_at: null, created_at: "2026-01-01T10:00:00.000Z" })).toBe("2026-01-01T10:00:00.000Z");
  });
});
