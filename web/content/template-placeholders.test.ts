import { describe, expect, test } from "bun:test";
import { templateContent } from "../../src/shared/pages/new-pages";
import { PAGE_TEMPLATES } from "../../src/shared/pages/page-templates";
import { placeholdersIn } from "../../src/shared/pages/template-placeholders";
import { contentPages } from "./page-index";

describe("a template's copy to overwrite", () => {
  test("is found in every template's new page, the search description included", () => {
    for (const template of PAGE_TEMPLATES) {
      const left = placeholdersIn(templateContent(template, "Parcheggi per l'estate"));
      expect(left).toContain("Scrivi qui il testo introduttivo della pagina.");
      expect(left).toContain("Parcheggi per l'estate: scrivi qui la descrizione per i motori di ricerca.");
    }
    expect(placeholdersIn(templateContent("settore", "Porti"))).toEqual([
      "Porti: scrivi qui la descrizione per i motori di ricerca.",
      "Scrivi qui il testo introduttivo della pagina.",
      "Descrivi le esigenze di questo settore.",
      "Prima soluzione",
      "Seconda soluzione",
    ]);
  });

  test("is never in a page of the site as it ships", async () => {
    const pages = await Promise.all(contentPages.map(async (entry) => ({ path: entry.path, page: (await entry.load()).page })));
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter(({ page }) => placeholdersIn(page).length > 0).map(({ path }) => path)).toEqual([]);
  });
});
