import { describe, expect, test } from "bun:test";
import { matchesEtag } from "./conditional";

describe("If-None-Match", () => {
  test("a listed tag, a weak one and * match; another tag or none does not", () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag("*", '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
