import { describe, expect, test } from "bun:test";
import { areasOf, describeAreas, describeRole } from "./roles";

describe("roles described from the table that enforces them", () => {
  test("each role reads what its guards let it open", () => {
    expect(describeRole("amministratore")).toBe("Amministratore: tutte le aree");
    expect(describeRole("editor")).toBe(
      "Editor: blog, referenze, gallerie, pagine e menu del sito, reindirizzamenti, libreria immagini, documentazione e ricerca del sito",
    );
    expect(describeRole("commerciale")).toBe("Commerciale: richieste di contatto e statistiche");
  });

  test("an area added to a role changes its description, and one taken away leaves it", () => {
    const sales = areasOf("commerciale");
    expect(describeAreas([...sales, "backups"])).toBe("richieste di contatto, statistiche e backup");
    expect(describeAreas(areasOf("editor").filter((area) => area !== "pages"))).not.toContain("pagine");
    expect(describeAreas(["dashboard", "bin"])).toBe("solo il pannello");
  });
});
