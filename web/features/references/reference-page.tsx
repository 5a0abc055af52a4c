import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { referenceSheetPath, referencesPath } from "../../../src/shared/references/reference-fields";
import type { ReferenceDetail } from "../../../src/shared/schemas/reference-answers";
import { ContactCta } from "../../components/sections/contact-cta";
import { island } from "../../components/ui/island";
import { oneThingLoader, type NotFoundCopy, oneThingMeta, ReadStates, useReadMeta } from "../../components/ui/page-states";
import { RichText } from "../../components/ui/rich-text";
import { Link } from "../../lib/links";
import type { RouteHandle } from "../../lib/route-handle";
import { referenceBySlugKey, siteQueries, useSiteReads } from "../../lib/site-queries";
import { PdfLink } from "./pdf-link";
import { ReferencePhotos } from "./reference-photos";
import { ReferencesMap } from "./references-map";
import { referenceMeta, referenceNotFoundMeta } from "./references-seo";

const ReferencePhotosIsland = island("reference-photos", ReferencePhotos);

/** The case study, read before the page renders; one this reader may not see makes the page a 404 (drafts included). */
export const loader = oneThingLoader((reads, params) => siteQueries.referenceBySlug(reads, params.slug ?? ""));

export const handle: RouteHandle = {
  meta: oneThingMeta<ReferenceDetail>((params) => referenceBySlugKey(params.slug ?? ""), referenceMeta, referenceNotFoundMeta),
};

const referenceNotFound: NotFoundCopy = {
  title: "Referenza non trovata",
  text: "La referenza che cerchi non esiste o non è più disponibile.",
  back: { to: "/referenze", label: "Tutte le referenze" },
};

function Chapter({ id, title, html }: { id: string; title: string; html: string }) {
  if (!html) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <RichText html={html} className="mt-4" />
    </section>
  );
}

function CaseStudy({ reference }: { reference: ReferenceDetail }) {
  return (
    <article className="container-page max-w-4xl py-12 sm:py-16">
      {reference.draft ? (
        <p role="note" className="mb-6 rounded-lg bg-amber-50 p-3 text-amber-900">
          Anteprima: questa referenza è una bozza e i visitatori non la vedono.
        </p>
      ) : null}
      <nav aria-label="Percorso" className="text-sm text-muted">
        <Link to="/referenze" className="underline">
          Referenze
        </Link>{" "}
        ›{" "}
        <Link to={referencesPath({ settore: reference.sector })} className="underline">
          {reference.sector_label}
        </Link>
      </nav>
      <p className="eyebrow mt-6">
        {reference.sector_label} · {reference.year}
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{reference.title}</h1>
      <div className="mt-6 grid grid-cols-[1fr_7rem] items-start gap-6 sm:grid-cols-[1fr_9rem]">
        <dl className="grid gap-4 text-base sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">Cliente</dt>
            <dd className="font-semibold text-brand-900">{reference.client}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Luogo</dt>
            <dd className="font-semibold text-brand-900">
              {reference.comune}
              {reference.province ? ` (${reference.province})` : ""}, {reference.region}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Anno</dt>
            <dd className="font-semibold text-brand-900">{reference.year}</dd>
          </div>
        </dl>
        <ReferencesMap map={reference.map} title={`Mappa dell'Italia: ${reference.comune}, ${reference.region}`} caption={null} />
      </div>
      {reference.draft ? null : (
        <p className="mt-6">
          <PdfLink
            href={referenceSheetPath(reference.slug)}
            filename={`scheda-referenza-${reference.slug}.pdf`}
            label="Scarica la scheda"
            className="btn-secondary"
          />
        </p>
      )}
      {reference.figures.length > 0 ? (
        <section aria-labelledby="dati-referenza" className="mt-10 rounded-2xl bg-surface p-6">
          <h2 id="dati-referenza" className="text-xl font-bold text-brand-900">
            I numeri dell'impianto
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {reference.figures.map((figure) => (
              <div key={figure.label}>
                <dt className="text-sm text-muted">{figure.label}</dt>
                <dd className="text-2xl font-bold text-brand-900">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <Chapter id="sfida" title="La sfida" html={reference.challenge_html} />
      <Chapter id="soluzione" title="La soluzione" html={reference.solution_html} />
      <Chapter id="risultato" title="Il risultato" html={reference.result_html} />
      {reference.quote ? (
        <figure className="mt-12 border-l-4 border-signal-500 pl-6">
          <blockquote className="text-xl italic text-ink">«{reference.quote.text}»</blockquote>
          <figcaption className="mt-3 text-muted">
            <span className="font-semibold text-brand-900">{reference.quote.name}</span>
            {reference.quote.role ? `, ${reference.quote.role}` : ""}
          </figcaption>
        </figure>
      ) : null}
      <ReferencePhotosIsland photos={reference.photos} />
      {reference.products.length > 0 ? (
        <section aria-labelledby="prodotti-referenza" className="mt-12">
          <h2 id="prodotti-referenza" className="text-2xl font-bold text-brand-900">
            Prodotti utilizzati
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {reference.products.map((product) => (
              <li key={product.key}>
                <Link to={product.path} className="btn-secondary">
                  {product.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-12">
        <Link to={referencesPath({ settore: reference.sector })} className="font-semibold text-brand-700 underline">
          Altre referenze nel settore {reference.sector_label}
        </Link>
      </p>
    </article>
  );
}

function Reference({ slug }: { slug: string }) {
  const answer = useQuery({ ...siteQueries.referenceBySlug(useSiteReads(), slug), retryOnMount: false });
  useReadMeta(answer, referenceMeta, referenceNotFoundMeta);
  return (
    <ReadStates read={answer} notFound={referenceNotFound} loading="Caricamento della referenza">
      {(reference) => (
        <>
          <CaseStudy reference={reference} />
          <ContactCta
            title="Un impianto simile per la tua struttura?"
            text="Raccontaci il tuo parcheggio: ti proponiamo la soluzione e i riferimenti più vicini al tuo caso."
            request="Richiedi un sopralluogo"
          />
        </>
      )}
    </ReadStates>
  );
}

/** /referenze/{slug}: one case study, rendered on the server. */
export function ReferencePage() {
  const { slug = "" } = useParams();
  return <Reference key={slug} slug={slug} />;
}
