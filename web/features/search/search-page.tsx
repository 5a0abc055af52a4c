import { useQuery } from "@tanstack/react-query";
import { languageOfPath } from "../../../src/shared/languages";
import type { SearchAnswer, SearchResult } from "../../../src/shared/search";
import { RetryLink } from "../../components/ui/retry-link";
import { type Dictionary, dictionaryOf, useDictionary } from "../../content/dictionary";
import { Link } from "../../lib/links";
import { type LoaderFunctionArgs, useLocation, useSearchParams } from "react-router-dom";
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
  const url = new URL(request.url);
  const query = queryOf(url.searchParams);
  if (!query) return null;
  const data = pageDataOf(context);
  const { reads } = data;
  const read = siteQueries.search(reads, query, pageNumber(url.searchParams.get("pagina")), languageOfPath(url.pathname));
  const answer = await loadRead(data, read);
  return pageStatus(answer === undefined ? 503 : 200);
}

/** The page's head in the language of its address (each edition has its results page). */
export const handle: RouteHandle = {
  meta: ({ pathname }) => {
    const { searchPage } = dictionaryOf(pathname);
    return { title: searchPage.title, description: searchPage.description, noindex: true };
  },
};

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

function Pages({ query, page, total, words }: { query: string; page: number; total: number; words: Dictionary }) {
  const last = Math.ceil(total / RESULTS_PER_PAGE);
  if (last <= 1) return null;
  const { searchPage } = words;
  return (
    <nav aria-label={searchPage.pages} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={searchHref(words.search.path, query, page - 1)} className="btn-secondary">
          {searchPage.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{searchPage.pageOf(page, last)}</span>
      {page < last ? (
        <Link to={searchHref(words.search.path, query, page + 1)} className="btn-secondary">
          {searchPage.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function EmptyState({ words }: { words: Dictionary }) {
  return (
    <div className="mt-10 max-w-2xl">
      <p className="text-lg text-muted">{words.searchPage.prompt}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {words.searchPage.examples.map((example) => (
          <li key={example}>
            <Link to={searchHref(words.search.path, example)} className="btn-secondary">
              {example}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoResults({ message, words }: { message: string; words: Dictionary }) {
  return (
    <div className="mt-10 max-w-2xl rounded-2xl border border-line bg-surface p-8">
      <p className="text-lg font-semibold text-brand-900">{message}</p>
      <p className="mt-4 text-muted">{words.searchPage.browse}</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {words.searchPage.sections.map((section) => (
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

function Answer({ answer, page, words }: { answer: SearchAnswer; page: number; words: Dictionary }) {
  const { searchPage } = words;
  if (answer.total === 0) {
    return answer.message ? <NoResults message={answer.message} words={words} /> : <EmptyState words={words} />;
  }
  const count = searchPage.resultCount(answer.total);
  return (
    <>
      {answer.suggestion ? (
        // The typed words found nothing and the results are the correction's: said once, with its own address.
        <p role="status" className="mt-8 text-muted">
          {searchPage.didYouMean.before(answer.query)}
          <Link to={searchHref(words.search.path, answer.suggestion)} className="font-semibold text-brand-700 underline">
            {answer.suggestion}
          </Link>
          {searchPage.didYouMean.after(count)}
        </p>
      ) : (
        <>
          <p role="status" className="mt-8 text-muted">
            {searchPage.resultsFor(count, answer.query)}
          </p>
          {answer.message && <p className="mt-2 font-semibold text-brand-900">{answer.message}</p>}
        </>
      )}
      <ol className="mt-6 grid max-w-3xl gap-4">
        {answer.results.map((result) => (
          <ResultItem key={result.url + result.title.map((p) => p.text).join("")} result={result} />
        ))}
      </ol>
      <Pages query={answer.suggestion ?? answer.query} page={page} total={answer.total} words={words} />
    </>
  );
}

/**
 * /cerca?q=… (and each edition's own results page, /en/search?q=…): the site search's results in the
 * language of the address, rendered by the server (a plain form: it works without JavaScript).
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const language = languageOfPath(useLocation().pathname);
  const words = useDictionary();
  const query = queryOf(params);
  const page = pageNumber(params.get("pagina"));
  const answer = useQuery({ ...siteQueries.search(useSiteReads(), query, page, language), enabled: query !== "" });

  return (
    <section className="container-page py-16">
      <p className="eyebrow">{words.searchPage.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{words.searchPage.title}</h1>
      <SearchForm query={query} words={words} />
      {query === "" ? (
        <EmptyState words={words} />
      ) : answer.isError ? (
        <div role="alert" className="mt-10">
          <p className="text-lg font-semibold text-brand-900">{answer.error.message}</p>
          <RetryLink className="btn-primary mt-6" onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
        </div>
      ) : answer.data ? (
        <Answer answer={answer.data} page={page} words={words} />
      ) : (
        <div role="status" aria-label={words.searchPage.searching} className="mt-10 min-h-64" />
      )}
    </section>
  );
}
