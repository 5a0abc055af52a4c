import { useQuery } from "@tanstack/react-query";
import { type LoaderFunctionArgs, useSearchParams } from "react-router-dom";
import { documentKinds, documentProducts } from "../../../src/shared/documents";
import type { LanguageCode } from "../../../src/shared/languages";
import { dictionaries, useDictionary } from "../../content/dictionary";
import type { PublicDocument } from "../../../src/shared/schemas/document-answers";
import { RetryLink } from "../../components/ui/retry-link";
import { Link } from "../../lib/links";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import type { RouteHandle } from "../../lib/route-handle";
import { siteQueries, useSiteReads } from "../../lib/site-queries";
import { type DocumentFilters, filtersHref, filtersOf } from "./document-filters";
import { DocumentsByKind } from "./document-list";

/** The documents of the filtered view the address asks for in `language`, read before the page renders. */
export const documentsLoader =
  (language: LanguageCode) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const data = pageDataOf(context);
    const query = filtersOf(new URL(request.url).searchParams);
    const answer = await loadRead(data, siteQueries.documents(data.reads, query, language));
    return pageStatus(answer === undefined ? 503 : 200);
  };

export const documentsHandle = (language: LanguageCode): RouteHandle => ({ meta: dictionaries[language].documents.meta });

export const loader = documentsLoader("it");
export const handle = documentsHandle("it");

function FilterLinks<K extends keyof DocumentFilters>({
  label,
  name,
  values,
  labels,
  filters,
}: {
  label: string;
  name: K;
  values: readonly NonNullable<DocumentFilters[K]>[];
  labels: Record<NonNullable<DocumentFilters[K]>, string>;
  filters: DocumentFilters;
}) {
  const words = useDictionary().documents;
  const link = (value: DocumentFilters[K] | undefined, text: string) => {
    const current = filters[name] === value;
    return (
      <li key={text}>
        <Link
          to={filtersHref({ ...filters, [name]: value })}
          aria-current={current ? "page" : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${
            current ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white text-brand-800 hover:border-brand-300"
          }`}
        >
          {text}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={label} className="mt-4">
      <p className="text-sm font-semibold text-ink">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {link(undefined, words.all)}
        {values.map((value) => link(value, labels[value]))}
      </ul>
    </nav>
  );
}

function ByProduct({ documents, filters }: { documents: PublicDocument[]; filters: DocumentFilters }) {
  const words = useDictionary().documents;
  if (documents.length === 0) {
    return (
      <p className="mt-10 text-lg text-muted">
        {words.none} <Link to="/documentazione">{words.showAll}</Link> {words.or} <Link to="/contatti">{words.askUs}</Link>.
      </p>
    );
  }
  const products = filters.prodotto ? [filters.prodotto] : documentProducts;
  const general = filters.prodotto ? [] : documents.filter((d) => d.products.length === 0);
  return (
    <div className="mt-10 grid gap-12">
      {products.map((product) => {
        const own = documents.filter((d) => d.products.includes(product));
        if (own.length === 0) return null;
        return (
          <section key={product} aria-labelledby={`prodotto-${product}`}>
            <h2 id={`prodotto-${product}`} className="text-2xl font-bold text-brand-900">
              {words.products[product]}
            </h2>
            <DocumentsByKind documents={own} level={3} />
          </section>
        );
      })}
      {general.length > 0 ? (
        <section aria-labelledby="prodotto-generali">
          <h2 id="prodotto-generali" className="text-2xl font-bold text-brand-900">
            {words.general}
          </h2>
          <DocumentsByKind documents={general} level={3} />
        </section>
      ) : null}
    </div>
  );
}

/** The published documents in `language` by product and kind, filtered by plain links. */
export function DocumentsIn({ language }: { language: LanguageCode }) {
  const [search] = useSearchParams();
  const filters = filtersOf(search);
  const answer = useQuery({ ...siteQueries.documents(useSiteReads(), filters, language), retryOnMount: false });
  const words = dictionaries[language].documents;
  return (
    <section className="container-page py-16">
      <p className="eyebrow">{words.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{words.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{words.intro}</p>
      <FilterLinks
        label={words.productFilter}
        name="prodotto"
        values={documentProducts}
        labels={words.products}
        filters={filters}
      />
      <FilterLinks label={words.kindFilter} name="tipo" values={documentKinds} labels={words.kinds} filters={filters} />
      {answer.isError ? (
        <div role="alert" className="mt-10">
          <p className="text-lg font-semibold text-brand-900">{words.loadError}</p>
          <RetryLink className="btn-primary mt-4" onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
        </div>
      ) : answer.data ? (
        <ByProduct documents={answer.data} filters={filters} />
      ) : (
        <div role="status" aria-label={words.loading} className="min-h-96" />
      )}
    </section>
  );
}

/** /documentazione: the published documents by product and kind, filtered by plain links. */
export function DocumentsPage() {
  return <DocumentsIn language="it" />;
}
