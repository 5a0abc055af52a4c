import { describe, expect, test } from "bun:test";
import { mergeVersions, plainText } from "../../../src/shared/edit-merge";
import { articleConflictFields } from "./conflict-fields";
import { emptyPost, type PostFormValues } from "./editor-values";

const mine: PostFormValues = {
  ...emptyPost,
  title: "Parcheggi d'estate",
  content: "Il mare, le auto e le sbarre che si alzano da sole.",
  tags: "estate, mare",
  cover_image: "/uploads/spiaggia.webp",
  image_texts: { "/uploads/spiaggia.webp": { alt: "Una spiaggia affollata", decorative: false } },
  author_id: "1",
};
const theirs: PostFormValues = {
  ...mine,
  title: "Parcheggi d'estate al mare",
  content: "Il mare, le auto e le sbarre che si alzano da sole, anche di notte.",
  tags: "estate, mare, turismo",
  cover_image: "/uploads/sbarra.webp",
  image_texts: { "/uploads/sbarra.webp": { alt: "Una sbarra alzata", decorative: false } },
  noindex: true,
  schedule: "2026-12-24T09:30",
  author_id: "2",
};
const authors = { byId: { "1": "Maria Rossi", "2": "Luca Bianchi" } };

describe("an edit conflict on an article names each field as the editor does and reads its values", () => {
  test("the editor's labels, in its order, for the fields that differ only", () => {
    expect(articleConflictFields(mine, theirs, authors).map((field) => field.label)).toEqual([
      "Titolo",
      "Tag",
      "Contenuto",
      "Immagine di copertina",
      "Autore",
      "Nascondi ai motori di ricerca (noindex)",
      "Pubblica il (ora italiana)",
    ]);
  });

  test("tags as a list, the cover with its alt text, the author by name, Sì/No, the publication time in Italian time", () => {
    const read = Object.fromEntries(
      articleConflictFields(mine, theirs, authors).map((field) => [
        field.label,
        [plainText(field.mine), plainText(field.theirs)],
      ]),
    );
    expect(read.Tag).toEqual(["estate; mare", "estate; mare; turismo"]);
    expect(read["Immagine di copertina"]).toEqual(["Immagine: Una spiaggia affollata", "Immagine: Una sbarra alzata"]);
    expect(read.Autore).toEqual(["Maria Rossi", "Luca Bianchi"]);
    expect(read["Nascondi ai motori di ricerca (noindex)"]).toEqual(["No", "Sì"]);
    expect(read["Pubblica il (ora italiana)"]).toEqual(["Non programmato", "24/12/2026, 09:30"]);
  });

  test("keeping their cover takes its alt text too; the form's other fields stay", () => {
    const fields = articleConflictFields(mine, theirs, authors);
    const cover = fields.find((field) => field.label === "Immagine di copertina");
    const merged = mergeVersions(mine, theirs, fields, { [cover?.key ?? ""]: "theirs" });
    expect(merged.cover_image).toBe("/uploads/sbarra.webp");
    expect(merged.image_texts["/uploads/sbarra.webp"]).toEqual({ alt: "Una sbarra alzata", decorative: false });
    expect(merged.title).toBe(mine.title);
    expect(merged.content).toBe(mine.content);
    expect(merged.schedule).toBe("");
  });

  test("only the alt text of the same cover changed: the cover is the part that differs", () => {
    const relabelled = {
      ...mine,
      image_texts: { "/uploads/spiaggia.webp": { alt: "Ombrelloni in riva al mare", decorative: false } },
    };
    const [field, ...others] = articleConflictFields(mine, relabelled, authors);
    expect(others).toEqual([]);
    expect(field?.label).toBe("Immagine di copertina");
    expect(plainText(field?.theirs ?? { kind: "empty" })).toBe("Immagine: Ombrelloni in riva al mare");
  });
});
