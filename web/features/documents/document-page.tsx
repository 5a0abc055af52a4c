import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { documentFormatLabels, documentKindLabels, formatDocumentSize } from "../../../src/shared/documents";
import type { PublicDocument } from "../../../src/shared/schemas/document-answers";
import { island } from "../../components/ui/island";
import { oneThingLoader, type NotFoundCopy, ReadStates } from "../../components/ui/page-states";
import { Link } from "../../lib/links";
import type { RouteHandle } from "../../lib/route-handle";
import { siteQueries, useSiteReads } from "../../lib/site-queries";
import { GateOrigin } from "./gate-origin";

const GateOriginIsland = island("document-gate", GateOrigin);

/** The document, read before the page renders; a draft or an unknown one makes the page a 404. */
export const loader = oneThingLoader((reads, params) => siteQueries.documentBySlug(reads, params.slug ?? ""));

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

function DocumentView({ document: d }: { document: PublicDocument }) {
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

const documentNotFound: NotFoundCopy = {
  title: "Documento non trovato",
  back: { to: "/documentazione", label: "Tutti i documenti" },
};

/** /documentazione/{slug}: one document, with the form in front of it when it asks for contacts. */
export function DocumentPage() {
  const { slug = "" } = useParams();
  const answer = useQuery({ ...siteQueries.documentBySlug(useSiteReads(), slug), retryOnMount: false });
  return (
    <ReadStates read={answer} notFound={documentNotFound} loading="Caricamento del documento">
      {(d) => <DocumentView document={d} />}
    </ReadStates>
  );
}
