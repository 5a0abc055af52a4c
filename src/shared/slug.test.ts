import { describe, expect, test } from "bun:test";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from "./slug";

describe("slugify (spec §5)", () => {
  test.each([
    ["Parcheggi senza biglietto", "parcheggi-senza-biglietto"],
    ["Perché l'automazione è più efficiente?", "perche-l-automazione-e-piu-efficiente"],
    ["  --Città & Caffè--  ", "citta-caffe"],
    ["ÀÈÉÌÒÙ àèéìòù", "aeeiou-aeeiou"],
    ["Straße, Æsir, Øresund, Łódź", "strasse-aesir-oresund-lodz"],
    ["Web2Park: 24/7!", "web2park-24-7"],
    ["già-slug-valido", "gia-slug-valido"],
    ["???", ""],
    ["", ""],
  ])("%p -> %p", (input, expected) => {
    expect(slugify(input)).toBe(expected);
    if (expected) expect(SLUG_PATTERN.test(expected)).toBe(true);
  });

  test("a very long title is cut at a hyphen, never mid-word", () => {
    const slug = slugify("parola ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("parola")).toBe(true);
  });

  test("slugify is stable: a slug slugifies to itself", () => {
    const once = slugify("Pensiline fotovoltiche: ombra & energia — 2025");
    expect(slugify(once)).toBe(once);
  });
});
