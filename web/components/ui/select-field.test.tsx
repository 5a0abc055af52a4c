import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { optionsOf, SelectField } from "./select-field";

const SORTS = ["recent", "hits"] as const;
const sortLabels = { recent: "Più recenti", hits: "Più visitate" };

describe("a select in the field frame", () => {
  test("its label names it, and the choice of none comes first when the filter has one", () => {
    const html = renderToStaticMarkup(
      <SelectField
        label="Stato"
        name="status"
        defaultValue=""
        emptyLabel="Tutti"
        options={optionsOf(["draft"], { draft: "Bozza" })}
      />,
    );
    const id = html.match(/<label for="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<select class="field-input" id="${id}"`);
    expect(html).toContain('name="status"');
    expect(html).toMatch(/<option value="" selected="">Tutti<\/option><option value="draft">Bozza<\/option>/);
  });

  test("a fixed list shows each value by its label, in order; extra classes keep the field's own", () => {
    const html = renderToStaticMarkup(
      <SelectField label="Ordina per" className="min-w-56" defaultValue="hits" options={optionsOf(SORTS, sortLabels)} />,
    );
    expect(html).toContain('class="field-input min-w-56"');
    expect(html).toMatch(/<option value="recent">Più recenti<\/option><option value="hits" selected="">Più visitate<\/option>/);
    expect(html).not.toContain('<option value="">');
  });

  test("a refused value is said under it and the select is described by it", () => {
    const html = renderToStaticMarkup(<SelectField label="Tipo" error="Scegli il tipo di documento." options={[]} />);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('role="alert"');
    expect(html).toContain("Scegli il tipo di documento.");
  });
});
