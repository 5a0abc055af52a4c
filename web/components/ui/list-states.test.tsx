import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { type ListCopy, ListStates, ReadStates } from "./list-states";

const COPY: ListCopy = { loading: "Caricamento delle regole...", error: "Impossibile caricare le regole" };

type Rules = { items: string[]; total: number };

const list = (state: Partial<{ data: Rules; isPending: boolean; error: Error }>) => ({
  isPending: state.isPending ?? false,
  isError: state.error !== undefined,
  error: state.error ?? null,
  data: state.data,
  refetch: () => undefined,
});

const draw = (state: Parameters<typeof list>[0], options: { inline?: boolean; empty?: React.ReactNode } = {}) =>
  renderToStaticMarkup(
    <ListStates
      list={list(state)}
      copy={COPY}
      empty={options.empty ?? "Nessun reindirizzamento, per ora."}
      inline={options.inline}
    >
      {(data) => (
        <ul>
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );

describe("an admin list as it arrives", () => {
  test("while it is read it says so to screen readers", () => {
    expect(draw({ isPending: true })).toBe('<p role="status" class="text-muted ">Caricamento delle regole...</p>');
  });

  test("a list that could not be read says why, with 'Riprova'; inside something else, in one sentence", () => {
    const html = draw({ error: new Error("Il server non risponde") });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Impossibile caricare le regole");
    expect(html).toContain("Il server non risponde");
    expect(html).toContain("Riprova");
    expect(draw({ error: new Error("Il server non risponde") }, { inline: true })).toBe(
      '<p role="alert" class="text-danger-700 ">Impossibile caricare le regole: Il server non risponde</p>',
    );
  });

  test("an empty list says what that means, in a card or as the list's own element", () => {
    const empty = { data: { items: [], total: 0 } };
    expect(draw(empty)).toBe('<p class="card p-6 text-muted">Nessun reindirizzamento, per ora.</p>');
    expect(draw(empty, { empty: <p>Nessun indirizzo non trovato, per ora.</p> })).toBe(
      "<p>Nessun indirizzo non trovato, per ora.</p>",
    );
  });

  test("a list with items is drawn by the page; a plain array of items counts the same", () => {
    expect(draw({ data: { items: ["/vecchio", "/nuovo"], total: 2 } })).toBe("<ul><li>/vecchio</li><li>/nuovo</li></ul>");
    const tags = renderToStaticMarkup(
      <ListStates list={{ ...list({}), data: [] as string[] }} copy={COPY} empty="Nessun articolo ha tag, per ora.">
        {() => <ul />}
      </ListStates>,
    );
    expect(tags).toBe('<p class="card p-6 text-muted">Nessun articolo ha tag, per ora.</p>');
  });
});

describe("a part of an admin page as its answer arrives", () => {
  const drawPart = (state: Parameters<typeof list>[0], isFetching = false) =>
    renderToStaticMarkup(
      <ReadStates read={{ ...list(state), isFetching }} copy={COPY} className="mt-4">
        {(data) => <p>{data.total} regole</p>}
      </ReadStates>,
    );

  test("it says it is being read, in its place", () => {
    expect(drawPart({ isPending: true })).toBe('<p role="status" class="mt-4 text-muted">Caricamento delle regole...</p>');
  });

  test("what went wrong is said under its title, and 'Riprova' waits while it is read again", () => {
    const html = drawPart({ error: new Error("Il server non risponde") }, true);
    expect(html).toContain("Impossibile caricare le regole");
    expect(html).toContain("Il server non risponde");
    expect(html).toMatch(/<button type="button" class="btn-secondary" disabled="">.*Riprova<\/button>/);
  });

  test("its answer is drawn by the page, even an empty one", () => {
    expect(drawPart({ data: { items: [], total: 0 } })).toBe("<p>0 regole</p>");
  });
});
