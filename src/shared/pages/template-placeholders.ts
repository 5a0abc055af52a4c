/**
 * The copy a new page's template puts in for staff to overwrite ('Prima soluzione', 'Scrivi qui…'):
 * the editor flags a field still holding one, and publishing asks first while any is left.
 */
export const placeholders = {
  description: "scrivi qui la descrizione per i motori di ricerca.",
  lead: "Scrivi qui il testo introduttivo della pagina.",
  firstFeature: "Prima caratteristica",
  secondFeature: "Seconda caratteristica",
  thirdFeature: "Terza caratteristica",
  feature: "Descrivi la caratteristica.",
  figure: "descrizione del numero",
  firstStep: "Prima fase",
  step: "Descrizione della fase.",
  needs: "Descrivi le esigenze di questo settore.",
  firstSolution: "Prima soluzione",
  secondSolution: "Seconda soluzione",
  firstAdvantage: "Primo vantaggio",
  secondAdvantage: "Secondo vantaggio",
  thirdAdvantage: "Terzo vantaggio",
  advantage: "Descrivi il vantaggio.",
} as const;

const exact = new Set<string>(Object.values(placeholders));

/** Whether `text` is a template's placeholder (the search description ends with one after the page's title). */
export function isTemplatePlaceholder(text: string): boolean {
  const trimmed = text.trim();
  return exact.has(trimmed) || trimmed.endsWith(`: ${placeholders.description}`);
}

/** The placeholders still in a page's content, each once, in reading order. */
export function placeholdersIn(content: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      if (isTemplatePlaceholder(value)) found.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(content);
  return [...found];
}
