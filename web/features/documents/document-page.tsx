import { useQuery } from "@tanstack/react-query";
import { type LoaderFunctionArgs, useParams } from "react-router-dom";
import { documentFormatLabels, documentKindLabels, formatDocumentSize } from "../../../src/shared/documents";
import type { PublicDocument } from "../../../src/shared/schemas/document-answers";
import { island } from "../../components/ui/island";
import { RetryLink } from "../../components/ui/retry-link";
import { Link } from "../../lib/links";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import type { RouteHandle } from "../../lib/route-handle";
import { siteQueries, useSiteReads } from "../../lib/site-queries";
import { GateOrigin } from "./gate-origin";

const GateOriginIsland = island("document-gate", GateOrigin);

/** The document, read before the page renders; a draft or an unknown one makes the page a 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const answer = await loadRead(data, siteQueries.documentBySlug(data.reads, params.slug ?? ""));
  return pageStatus(answer === undefined ? 503 : answer === null ? 404 : 200);
}

export const handle: RouteHandle = {
  meta: ({ params, data, complete }) => {
    const document = data<PublicDocument | null>(["/api/documents/public", params.slug ?? ""]);
    if (document) {
      return {
        title: `${document.title}: scarica il documento`,
        description: `${documentKindLabels[document.kind]} in formato ${documentFormatLabels[document.format]} (${formatDocumentSize(document.size)}).`,
      };
    }
    return complete ? { title: "Documento non trovato", description: "Il documento che cerchi non è disponibile." } : null;
  },
};

const input = (name: string, label: string, type: "text" | "email", autoComplete: string) => (
  <div>
    <label htmlFor={`gate-${name}`} className="field-label">
      {label}
      <span aria-hidden="true" className="ml-0.5 text-danger-700">
        *
      </span>
    </label>
    <input id={`gate-${name}`} name={name} type={type} required autoComplete={autoComplete} className="field-input" />
  </div>
);

/** The contacts a gated document asks for: a plain form, so it works without any script. */
function GateForm({ document: d }: { document: PublicDocument }) {
  return (
    <form method="post" action={d.address} className="card mt-8 grid max-w-xl gap-5 p-6">
      <p className="text-sm text-muted">
        Lasciaci i tuoi contatti e scarica subito il documento. I campi con{" "}
        <span aria-hidden="true" className="text-danger-700">
          *
        </span>
        <span className="sr-only">asterisco</span> sono obbligatori.
      </p>
      {input("nome", "Nome e cognome", "text", "name")}
      {input("email", "Email", "email", "email")}
      {input("azienda", "Azienda o ente", "text", "organization")}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Sito web
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <GateOriginIsland page={`/documentazione/${d.slug}`} />
      <label className="flex gap-3 text-sm text-ink">
        <input type="checkbox" name="privacy" value="si" required className="mt-0.5 size-5 shrink-0 accent-brand-600" />
        <span>
          Ho letto l'
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline hover:text-brand-900">
            informativa sulla privacy
          </Link>{" "}
          e acconsento al trattamento dei miei dati per ricevere il documento.
        </span>
      </label>
      <label className="flex gap-3 text-sm text-ink">
        <input type="checkbox" name="marketing" value="si" className="mt-0.5 size-5 shrink-0 accent-brand-600" />
        <span>
          Desidero ricevere via email novità e offerte commerciali. Facoltativo: puoi revocare il consenso in qualsiasi momento.
        </span>
      </label>
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto">
          Scarica il documento
        </button>
      </div>
    </form>
  );
}

/** /documentazione/{slug}: one document, with the form in front of it when it asks for contacts. */
export function DocumentPage() {
  const { slug = "" } = useParams();
  const answer = useQuery({ ...siteQueries.documentBySlug(useSiteReads(), slug), retryOnMount: false });
  if (answer.data === null || (answer.isError && answer.error.status === 404)) {
    return (
      <section className="container-page py-20 text-center">
        <p className="eyebrow">Errore 404</p>
        <h1 className="mt-3 text-3xl font-bold text-brand-900">Documento non trovato</h1>
        <Link to="/documentazione" className="btn-primary mt-8">
          Tutti i documenti
        </Link>
      </section>
    );
  }
  if (answer.isError) {
    return (
      <section role="alert" className="container-page py-20 text-center">
        <h1 className="text-3xl font-bold text-brand-900">Errore nel caricamento</h1>
        <RetryLink className="btn-primary mt-8" onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
      </section>
    );
  }
  const d = answer.data;
  if (!d) return <div role="status" aria-label="Caricamento del documento" className="container-page min-h-96 py-16" />;
  return (
    <section className="container-page py-16">
      <p className="eyebrow">
        <Link to="/documentazione">Documentazione</Link> · {documentKindLabels[d.kind]}
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{d.title}</h1>
      <p className="mt-4 text-lg text-muted">
        {documentFormatLabels[d.format]}, {formatDocumentSize(d.size)}
        {d.version_label ? ` · versione ${d.version_label}` : ""}
      </p>
      {d.gated ? (
        <GateForm document={d} />
      ) : (
        <a href={d.address} className="btn-primary mt-8">
          Scarica il documento
        </a>
      )}
    </section>
  );
}
