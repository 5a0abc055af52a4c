import { useQuery } from "@tanstack/react-query";
import {
  type DocumentProduct,
  documentFormatLabels,
  documentKindLabels,
  documentProducts,
  formatDocumentSize,
} from "../../../src/shared/documents";
import { siteQueries, useSiteReads } from "../../lib/site-queries";

/** The product key of a product page's address (/prodotti/web2park: web2park), or null for any other page. */
export function productOfPath(path: string): DocumentProduct | null {
  const key = /^\/prodotti\/([a-z0-9-]+)$/.exec(path)?.[1] ?? "";
  return (documentProducts as readonly string[]).includes(key) ? (key as DocumentProduct) : null;
}

/**
 * 'Documentazione' on a product page: the product's published documents with their format and
 * size, and a link to the whole library filtered by the product. Nothing when it has none.
 */
export function ProductDocumentsSection({ product }: { product: DocumentProduct }) {
  const { data } = useQuery({ ...siteQueries.documents(useSiteReads(), { prodotto: product }), retryOnMount: false });
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="documentazione-prodotto" className="container-page py-12">
      <h2 id="documentazione-prodotto" className="text-2xl font-bold text-brand-900">
        Documentazione
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {data.map((d) => (
          <li key={d.slug} className="card p-4">
            <a href={d.gated ? `/documentazione/${d.slug}` : d.address} className="font-semibold text-brand-800 hover:underline">
              {d.title}
            </a>
            <p className="text-sm text-muted">
              {documentKindLabels[d.kind]} · {documentFormatLabels[d.format]}, {formatDocumentSize(d.size)}
              {d.gated ? " · richiede i tuoi contatti" : ""}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={`/documentazione?prodotto=${product}`} className="font-medium text-brand-700 underline">
          Tutta la documentazione del prodotto
        </a>
      </p>
    </section>
  );
}
