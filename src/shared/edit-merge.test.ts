import { describe, expect, test } from "bun:test";
import { allOn, type ConflictField, mergeVersions, plainText } from "./edit-merge";

const field = (key: string, paths: ConflictField["paths"]): ConflictField => ({
  key,
  label: key,
  mine: { kind: "empty" },
  theirs: { kind: "empty" },
  paths,
});

describe("the version saved after an edit conflict is the one staff chose, part by part", () => {
  const mine = { title: "Il mio titolo", lead: "Il mio testo", blocks: [{ title: "Blocco mio", extra: "solo mio" }] };
  const theirs = { title: "Il loro titolo", lead: "Il loro testo", blocks: [{ title: "Blocco loro" }] };
  const fields = [
    field("title", [["title"]]),
    field("lead", [["lead"]]),
    field("block", [["blocks", 0, "title"]]),
    field("extra", [["blocks", 0, "extra"]]),
  ];

  test("without a choice every part is the form's: nothing typed is lost", () => {
    expect(mergeVersions(mine, theirs, fields, {})).toEqual(mine);
  });

  test("a part kept from the saved version is theirs, the others stay the form's, and a part they removed goes", () => {
    const merged = mergeVersions(mine, theirs, fields, { title: "theirs", extra: "theirs" });
    expect(merged).toEqual({ title: "Il loro titolo", lead: "Il mio testo", blocks: [{ title: "Blocco mio" }] });
    expect(mine.blocks[0]?.extra).toBe("solo mio");
  });

  test("'Tieni tutte quelle salvate' chooses the saved version for every part", () => {
    expect(allOn(fields, "theirs")).toEqual({ title: "theirs", lead: "theirs", block: "theirs", extra: "theirs" });
    expect(mergeVersions(mine, theirs, fields, allOn(fields, "theirs"))).toEqual(theirs);
  });

  test("a part the form lacks is added from the saved version at its place", () => {
    const merged = mergeVersions(
      { meta: {} },
      { meta: { image: { src: "/uploads/a.webp" } } },
      [field("image", [["meta", "image"]])],
      {
        image: "theirs",
      },
    );
    expect(merged).toEqual({ meta: { image: { src: "/uploads/a.webp" } } });
  });
});

describe("a value reads as staff read it", () => {
  test("yes and no, pictures by their alt text, links by their page, lists item by item", () => {
    expect(plainText({ kind: "yes-no", value: true })).toBe("Sì");
    expect(plainText({ kind: "yes-no", value: false })).toBe("No");
    expect(plainText({ kind: "image", src: "/uploads/a.webp", alt: "Una sbarra", decorative: false })).toBe(
      "Immagine: Una sbarra",
    );
    expect(plainText({ kind: "link", title: "Contatti", address: "/contatti" })).toBe("Contatti (/contatti)");
    expect(plainText({ kind: "empty" })).toBe("(vuoto)");
    expect(
      plainText({
        kind: "list",
        items: [
          { kind: "text", text: "uno" },
          { kind: "text", text: "due" },
        ],
      }),
    ).toBe("uno; due");
  });
});
