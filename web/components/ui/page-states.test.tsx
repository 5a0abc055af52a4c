import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { type NotFoundCopy, PageSkeleton, ReadStates } from "./page-states";

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={["/referenze/x"]}>{node}</MemoryRouter>);

const notFound: NotFoundCopy = {
  title: "Referenza non trovata",
  text: "La referenza che cerchi non esiste o non è più disponibile.",
  back: { to: "/referenze", label: "Tutte le referenze" },
};

const read = (state: Partial<{ data: string | null; isError: boolean; status: number }>) => ({
  data: state.data,
  isError: state.isError ?? false,
  error: state.isError ? { status: state.status ?? 503 } : null,
  isFetching: false,
  refetch: () => undefined,
});

const page = (state: Parameters<typeof read>[0], own?: { loading?: React.ReactElement; error?: React.ReactElement }) =>
  render(
    <ReadStates read={read(state)} notFound={notFound} loading={own?.loading ?? "Caricamento della referenza"} error={own?.error}>
      {(title) => <h1>{title}</h1>}
    </ReadStates>,
  );

describe("a public page of one thing", () => {
  test("a thing the server does not have (null, or a 404) is the page's own 404, with the way back to its list", () => {
    for (const html of [page({ data: null }), page({ isError: true, status: 404 })]) {
      expect(html).toContain('<p class="eyebrow">Errore 404</p>');
      expect(html).toContain("Referenza non trovata</h1>");
      expect(html).toContain("La referenza che cerchi non esiste o non è più disponibile.");
      expect(html).toContain('href="/referenze"');
      expect(html).toContain("Tutte le referenze");
    }
  });

  test("a read that failed says 'Errore nel caricamento' with 'Riprova', a link to the page itself", () => {
    const html = page({ isError: true, status: 503 });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Errore nel caricamento</h1>");
    expect(html).toContain('href="/referenze/x"');
    expect(html).toContain("Riprova");
    expect(page({ isError: true }, { error: <p>Non è stato possibile caricare l'articolo.</p> })).toBe(
      "<p>Non è stato possibile caricare l&#x27;articolo.</p>",
    );
  });

  test("while the data is on its way the page keeps its room, named for screen readers, or shows its own placeholder", () => {
    expect(page({})).toBe(
      '<div role="status" aria-label="Caricamento della referenza" class="container-page min-h-96 py-16"></div>',
    );
    const skeleton = <PageSkeleton label="Caricamento dell'articolo" className="py-12" bars={["h-4 w-48 rounded"]} />;
    expect(page({}, { loading: skeleton })).toBe(
      '<div role="status" aria-label="Caricamento dell&#x27;articolo" class="container-page py-12"><div class="h-4 w-48 rounded animate-pulse bg-slate-200"></div></div>',
    );
  });

  test("the thing read is drawn by the page", () => {
    expect(page({ data: "Parcheggio dell'ospedale" })).toBe("<h1>Parcheggio dell&#x27;ospedale</h1>");
  });
});
