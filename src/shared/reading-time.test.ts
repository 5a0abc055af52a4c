import { describe, expect, test } from "bun:test";
import { readingTime } from "./reading-time";

describe("reading time (spec §9: ceil(characters / 1000) minutes)", () => {
  test.each([
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [2000, 2],
    [4500, 5],
  ])("%d characters -> %d min", (characters, minutes) => {
    expect(readingTime("x".repeat(characters))).toBe(minutes);
  });

  test("an accented letter or an emoji is one character", () => {
    expect(readingTime("è".repeat(1000))).toBe(1);
    expect(readingTime("🚗".repeat(1000))).toBe(1);
    expect(readingTime("🚗".repeat(1001))).toBe(2);
  });
});
