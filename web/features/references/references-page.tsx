import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type LoaderFunctionArgs, useSearchParams } from "react-router-dom";
import { referenceDossierPath, referencesPath } from "../../../src/shared/references/reference-fields";
import type { ReferenceListAnswer } from "../../../src/shared/schemas/reference-answers";
import { ReadStates } from "../../components/ui/page-states";
import { Link } from "../../lib/links";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import type { RouteHandle } from "../../lib/route-handle";
import { useDocumentMeta } from "../../lib/route-head";
import { useSettings } from "../../lib/settings";
import { siteQueries, useSiteReads } from "../../lib/site-queries";
import { ReferenceCard } from "../../components/sections/reference-card";
import { PdfLink } from "./pdf-link";
import { ReferenceFilters } from "./reference-filters";
import { referencesListMeta } from "./references-seo";
import { ReferencesMap } from "./references-map";
import { queryOf } from "./references-params";

/** The filtered list, read before the page renders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const answer = await loadRead(data, siteQueries.references(data.reads, queryOf(new URL(request.url).searchParams)));
  return pageStatus(answer === undefined ? 503 : 200);
}

export const handle: RouteHandle = {
  meta: ({ settings, origin }) => referencesListMeta(settings, origin),
};

function Pages({ answer }: { answer: ReferenceListAnswer }) {
  if (answer.pages <= 1) return null;
  const to = (page: number) => {
    const path = referencesPath(answer.filters);
    if (page === 1) return path;
    return `${path}${path.includes("?") ? "&" : "?"}pagina=${page}`;
  };
  return (
    <nav aria-label="Pagine delle referenze" className="mt-10 flex flex-wrap items-center justify-center gap-4">
      {answer.page > 1 ? (
        <Link to={to(answer.page - 1)} className="btn-secondary" rel="prev">
          Precedenti
        </Link>
      ) : null}
      <span>
        Pagina {answer.page} di {answer.pages}
      </span>
      {answer.page < answer.pages ? (
        <Link to={to(answer.page + 1)} className="btn-secondary" rel="next">
          Successive
        </Link>
      ) : null}
    </nav>
  );
}

function ReferenceList({ list }: { list: ReferenceListAnswer }) {
  const count = list.total === 1 ? "1 referenza" : `${list.total} referenze`;
  return (
    <div className="container-page py-12 sm:py-16">
      <p className="eyebrow">Referenze</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">Impianti realizzati</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        Parcheggi di ospedali, aeroporti, comuni e centri commerciali che gestiamo ogni giorno: filtra per settore, prodotto,
        regione e dimensione, o scegli un punto sulla mappa.
      </p>
      <div className="mt-8">
        <ReferenceFilters filters={list.filters} facets={list.facets} />
      </div>
      {list.total > 0 ? (
        <p className="mt-6">
          <PdfLink
            href={referenceDossierPath(list.filters)}
            filename="fascicolo-referenze.pdf"
            label="Scarica il fascicolo"
            className="btn-secondary"
          />
        </p>
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="elenco-titolo" id="elenco" className="order-2 lg:order-1">
          <h2 id="elenco-titolo" className="text-2xl font-bold text-brand-900">
            {count}
          </h2>
          {list.items.length === 0 ? (
            <p className="mt-6 text-lg text-muted">
              Nessuna referenza con questi filtri.{" "}
              <Link to="/referenze" className="text-brand-700 underline">
                Mostra tutte le referenze
              </Link>
            </p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {list.items.map((reference) => (
                <li key={reference.id}>
                  <ReferenceCard reference={reference} />
                </li>
              ))}
            </ul>
          )}
          <Pages answer={list} />
        </section>
        <section aria-labelledby="mappa-titolo" className="order-1 lg:order-2">
          <h2 id="mappa-titolo" className="text-2xl font-bold text-brand-900">
            Mappa
          </h2>
          <div className="mt-6 lg:sticky lg:top-24">
            <ReferencesMap map={list.map} title={`Mappa dell'Italia con ${count}`} />
          </div>
        </section>
      </div>
    </div>
  );
}

/** /referenze: the published references with filters by sector, product, region and size, and their map. */
export function ReferencesPage() {
  const [search] = useSearchParams();
  const query = useMemo(() => queryOf(search), [search]);
  const answer = useQuery({ ...siteQueries.references(useSiteReads(), query), retryOnMount: false });
  const settings = useSettings();
  const meta = useMemo(() => referencesListMeta(settings, ""), [settings]);
  useDocumentMeta(meta);

  return (
    <ReadStates read={answer} loading="Caricamento delle referenze">
      {(list) => <ReferenceList list={list} />}
    </ReadStates>
  );
}
