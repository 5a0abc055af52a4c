import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { AdminCell, type AdminColumn, AdminTable } from "./admin-table";

const COLUMNS: AdminColumn[] = [
  { key: "select", label: <input type="checkbox" aria-label="Seleziona tutto" /> },
  { key: "title", label: "Titolo" },
  { key: "status", label: "Stato" },
  { key: "actions", label: "Azioni", hiddenLabel: true },
];

function list(extra?: React.ReactNode) {
  return renderToStaticMarkup(
    <AdminTable label="Articoli del blog" columns={COLUMNS} minWidth="44rem" after={extra}>
      <tr>
        <AdminCell column="select">
          <input type="checkbox" aria-label="Seleziona «Primo»" />
        </AdminCell>
        <AdminCell column="title" rowHeader>
          Primo
        </AdminCell>
        <AdminCell column="status">Pubblicato</AdminCell>
        <AdminCell column="actions">
          <button type="button">Elimina</button>
        </AdminCell>
      </tr>
    </AdminTable>,
  );
}

describe("admin lists", () => {
  test("each cell carries its column's label for the card a phone shows; controls and hidden labels carry none", () => {
    const html = list();
    expect(html).toContain('<th scope="row" data-label="Titolo" class="px-4 py-3">Primo</th>');
    expect(html).toContain('<td data-label="Stato" class="px-4 py-3">Pubblicato</td>');
    expect(html).toMatch(/<td class="px-4 py-3"><input type="checkbox" aria-label="Seleziona «Primo»"\/><\/td>/);
    expect(html).toMatch(/<td class="px-4 py-3"><button type="button">Elimina<\/button><\/td>/);
  });

  test("stays a table with a caption and column headers; a control in the header stays on screen on a phone", () => {
    const html = list();
    expect(html).toContain('<caption class="sr-only">Articoli del blog</caption>');
    expect(html).toMatch(/<th scope="col" class="px-4 py-3 " data-card-visible="">\s*<input/);
    expect(html).toContain('<th scope="col" class="px-4 py-3 ">Titolo</th>');
    expect(html).toContain('<span class="sr-only">Azioni</span>');
    expect(html).toContain("admin-table ");
  });

  test("keeps its minimum width for wider screens only, so a phone's cards are never wider than the screen", () => {
    const html = list();
    expect(html).toContain('style="--admin-table-min-width:44rem"');
    expect(html).toContain("sm:min-w-(--admin-table-min-width)");
    expect(html).not.toMatch(/[";]min-width:/);
  });

  test("rows of a further section of the list get the same labels", () => {
    const html = list(
      <tbody>
        <tr>
          <AdminCell column="status">Bozza</AdminCell>
        </tr>
      </tbody>,
    );
    expect(html).toContain('<td data-label="Stato" class="px-4 py-3">Bozza</td>');
  });

  test("a cell is padded as its column's header, unless it says its own classes", () => {
    const cell = (props: { className?: string }) =>
      renderToStaticMarkup(
        <AdminTable label="Articoli del blog" columns={COLUMNS}>
          <tr>
            <AdminCell column="title" {...props}>
              Primo
            </AdminCell>
          </tr>
        </AdminTable>,
      );
    expect(cell({})).toContain('<td data-label="Titolo" class="px-4 py-3">Primo</td>');
    expect(cell({ className: "px-4 py-3 whitespace-nowrap" })).toContain(
      '<td data-label="Titolo" class="px-4 py-3 whitespace-nowrap">Primo</td>',
    );
  });

  test("a cell outside a table or naming no column shows no label rather than a wrong one", () => {
    expect(renderToStaticMarkup(<AdminCell column="title">x</AdminCell>)).toBe('<td class="px-4 py-3">x</td>');
    expect(list()).not.toContain('data-label="undefined"');
  });
});
