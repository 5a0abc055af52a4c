import { useQuery } from "@tanstack/react-query";
import type { SearchAnswer, SearchResult } from "../../../src/shared/search";
import { RetryLink } from "../../components/ui/retry-link";
import { Link } from "../../lib/links";
import { type LoaderFunctionArgs, useSearchParams } from "react-router-dom";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import type { RouteHandle } from "../../lib/route-handle";
import { siteQueries, useSiteReads } from "../../lib/site-queries";
import { Highlighted } from "./highlighted";
import { SearchForm } from "./search-form";
import { pageNumber, searchHref } from "./search-params";

const RESULTS_PER_PAGE = 10;

/** The query typed, as the address carries it. */
const queryOf = (search: URLSearchParams) => (search.get("q") ?? "").trim();

/** The results of the query the address carries, read before the page renders; none to read without a query. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const query = queryOf(search);
  if (!query) return null;
  const data = pageDataOf(context);
  const { reads } = data;
  const answer = await loadRead(data, siteQueries.search(reads, query, pageNumber(search.get("pagina"))));
  return pageStatus(answer === undefined ? 503 : 200);
}

export const handle: RouteHandle = {
  meta: {
    title: "Cerca nel sito",
    description: "Cerca tra prodotti, applicazioni, servizi, articoli del blog e gallerie delle installazioni.",
    noindex: true,
  },
};

const EXAMPLES = ["lettura targhe", "pensiline fotovoltaiche", "VeroPark", "ospedali"];
const SECTIONS = [
  { to: "/prodotti/automazione-parcheggi", label: "Prodotti e Soluzioni" },
  { to: "/servizi", label: "Servizi" },
  { to: "/blog", label: "Blog" },
  { to: "/contatti", label: "Contatti" },
];

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="card p-6">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{result.section}</p>
      <h2 className="mt-1 text-xl font-bold text-brand-900">
        <Link to={result.url} className="hover:underline">
          <Highlighted parts={result.title} />
        </Link>
      </h2>
      {result.passage.length > 0 && (
        <p className="mt-2 text-muted">
          <Highlighted parts={result.passage} />
        </p>
      )}
      <p className="mt-2 truncate text-sm text-slate-600">{result.url}</p>
    </li>
  );
}

function Pages({ query, page, total }: { query: string; page: number; total: number }) {
  const last = Math.ceil(total / RESULTS_PER_PAGE);
  if (last <= 1) return null;
  return (
    <nav aria-label="Pagine dei risultati" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={searchHref(query, page - 1)} className="btn-secondary">
          Risultati precedenti
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{`Pagina ${page} di ${last}`}</span>
      {page < last ? (
        <Link to={searchHref(query, page + 1)} className="btn-secondary">
          Risultati successivi
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function EmptyState() {
  return (
    <div className="mt-10 max-w-2xl">
      <p className="text-lg text-muted">Scrivi una o più parole: il nome di un prodotto, un settore o un tema. Per esempio:</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {EXAMPLES.map((example) => (
          <li key={example}>
            <Link to={searchHref(example)} className="btn-secondary">
              {example}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoResults({ message }: { message: string }) {
  return (
    <div className="mt-10 max-w-2xl rounded-2xl border border-line bg-surface p-8">
      <p className="text-lg font-semibold text-brand-900">{message}</p>
      <p className="mt-4 text-muted">Puoi anche sfogliare le sezioni del sito:</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="btn-secondary">
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

const resultCount = (total: number) => (total === 1 ? "1 risultato" : `${total} risultati`);

function Answer({ answer, page }: { answer: SearchAnswer; page: number }) {
  if (answer.total === 0) {
    return answer.message ? <NoResults message={answer.message} /> : <EmptyState />;
  }
  return (
    <>
      {answer.suggestion ? (
        // The typed words found nothing and the results are the correction's: said once, with its own address.
        <p role="status" className="mt-8 text-muted">
          {`Nessun risultato per «${answer.query}». Forse cercavi `}
          <Link to={searchHref(answer.suggestion)} className="font-semibold text-brand-700 underline">
            {answer.suggestion}
          </Link>
          {`? Ecco ${resultCount(answer.total)}.`}
        </p>
      ) : (
        <>
          <p role="status" className="mt-8 text-muted">
            {`${resultCount(answer.total)} per «${answer.query}»`}
          </p>
          {answer.message && <p className="mt-2 font-semibold text-brand-900">{answer.message}</p>}
        </>
      )}
      <ol className="mt-6 grid max-w-3xl gap-4">
        {answer.results.map((result) => (
          <ResultItem key={result.url + result.title.map((p) => p.text).join("")} result={result} />
        ))}
      </ol>
      <Pages query={answer.suggestion ?? answer.query} page={page} total={answer.total} />
    </>
  );
}

/** /cerca?q=…: the site search's results, rendered by the server (a plain form: it works without JavaScript). */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = queryOf(params);
  const page = pageNumber(params.get("pagina"));
  const answer = useQuery({ ...siteQueries.search(useSiteReads(), query, page), enabled: query !== "" });

  return (
    <section className="container-page py-16">
      <p className="eyebrow">Ricerca</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">Cerca nel sito</h1>
      <SearchForm query={query} />
      {query === "" ? (
        <EmptyState />
      ) : answer.isError ? (
        <div role="alert" className="mt-10">
          <p className="text-lg font-semibold text-brand-900">{answer.error.message}</p>
          <RetryLink className="btn-primary mt-6" onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
        </div>
      ) : answer.data ? (
        <Answer answer={answer.data} page={page} />
      ) : (
        <div role="status" aria-label="Ricerca in corso" className="mt-10 min-h-64" />
      )}
    </section>
  );
}
