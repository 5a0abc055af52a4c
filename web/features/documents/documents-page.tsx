import { useQuery } from "@tanstack/react-query";
import { type LoaderFunctionArgs, useSearchParams } from "react-router-dom";
import { documentKindLabels, documentKinds, documentProductLabels, documentProducts } from "../../../src/shared/documents";
import type { PublicDocument } from "../../../src/shared/schemas/document-answers";
import { RetryLink } from "../../components/ui/retry-link";
import { Link } from "../../lib/links";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import type { RouteHandle } from "../../lib/route-handle";
import { siteQueries, useSiteReads } from "../../lib/site-queries";
import { type DocumentFilters, filtersHref, filtersOf } from "./document-filters";
import { DocumentsByKind } from "./document-list";

/** The documents of the filtered view the address asks for, read before the page renders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const answer = await loadRead(data, siteQueries.documents(data.reads, filtersOf(new URL(request.url).searchParams)));
  return pageStatus(answer === undefined ? 503 : 200);
}

export const handle: RouteHandle = {
  meta: {
    title: "Documentazione: schede tecniche, capitolati e certificazioni",
    description:
      "Schede tecniche, brochure, voci di capitolato, certificazioni, manuali e disegni CAD dei nostri sistemi per parcheggi, da scaricare per gare e progetti.",
  },
};

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
        {link(undefined, "Tutti")}
        {values.map((value) => link(value, labels[value]))}
      </ul>
    </nav>
  );
}

function ByProduct({ documents, filters }: { documents: PublicDocument[]; filters: DocumentFilters }) {
  if (documents.length === 0) {
    return (
      <p className="mt-10 text-lg text-muted">
        Nessun documento per questa ricerca. <Link to="/documentazione">Mostra tutti i documenti</Link> o{" "}
        <Link to="/contatti">chiedili a noi</Link>.
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
              {documentProductLabels[product]}
            </h2>
            <DocumentsByKind documents={own} level={3} />
          </section>
        );
      })}
      {general.length > 0 ? (
        <section aria-labelledby="prodotto-generali">
          <h2 id="prodotto-generali" className="text-2xl font-bold text-brand-900">
            Documenti generali
          </h2>
          <DocumentsByKind documents={general} level={3} />
        </section>
      ) : null}
    </div>
  );
}

/** /documentazione: the published documents by product and kind, filtered by plain links. */
export function DocumentsPage() {
  const [search] = useSearchParams();
  const filters = filtersOf(search);
  const answer = useQuery({ ...siteQueries.documents(useSiteReads(), filters), retryOnMount: false });
  return (
    <section className="container-page py-16">
      <p className="eyebrow">Documentazione</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">Schede tecniche, capitolati e certificazioni</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        Tutto quello che serve per un progetto o una gara: schede tecniche, brochure, voci di capitolato, certificazioni, manuali
        e disegni CAD/BIM dei nostri sistemi.
      </p>
      <FilterLinks label="Prodotto" name="prodotto" values={documentProducts} labels={documentProductLabels} filters={filters} />
      <FilterLinks label="Tipo di documento" name="tipo" values={documentKinds} labels={documentKindLabels} filters={filters} />
      {answer.isError ? (
        <div role="alert" className="mt-10">
          <p className="text-lg font-semibold text-brand-900">Errore nel caricamento</p>
          <RetryLink className="btn-primary mt-4" onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
        </div>
      ) : answer.data ? (
        <ByProduct documents={answer.data} filters={filters} />
      ) : (
        <div role="status" aria-label="Caricamento dei documenti" className="min-h-96" />
      )}
    </section>
  );
}
