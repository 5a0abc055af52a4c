import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import type { LanguageCode } from "../../../src/shared/languages";
import { referenceSheetPath, referencesPath } from "../../../src/shared/references/reference-fields";
import type { ReferenceDetail } from "../../../src/shared/schemas/reference-answers";
import { ContactCta } from "../../components/sections/contact-cta";
import { island } from "../../components/ui/island";
import { oneThingLoader, oneThingMeta, ReadStates, useReadMeta } from "../../components/ui/page-states";
import { RichText } from "../../components/ui/rich-text";
import { Link } from "../../lib/links";
import type { RouteHandle } from "../../lib/route-handle";
import { referenceBySlugKey, siteQueries, useSiteReads } from "../../lib/site-queries";
import { PdfLink } from "./pdf-link";
import { type ReferenceCopy, referenceCopy } from "./reference-copy";
import { ReferencePhotos } from "./reference-photos";
import { ReferencesMap } from "./references-map";
import { referenceMetaIn, referenceNotFoundMetaIn } from "./references-seo";

const ReferencePhotosIsland = island("reference-photos", ReferencePhotos);

/** The case study in `language`, read before the page renders; one this reader may not see makes the page a 404 (drafts included). */
export const referenceLoader = (language: LanguageCode) =>
  oneThingLoader((reads, params) => siteQueries.referenceBySlug(reads, params.slug ?? "", language));

/** The head of a case study in `language`, and its versions in the other languages (hreflang, the language switcher). */
export const referenceHandle = (language: LanguageCode): RouteHandle => ({
  meta: oneThingMeta<ReferenceDetail>(
    (params) => referenceBySlugKey(params.slug ?? "", language),
    referenceMetaIn(language),
    referenceNotFoundMetaIn(language),
  ),
  languageVersions: ({ params, data }) => {
    const reference = data<ReferenceDetail | null>(referenceBySlugKey(params.slug ?? "", language));
    return reference ? reference.versions.map((version) => ({ language: version.language, address: version.path })) : null;
  },
});

export const loader = referenceLoader("it");
export const handle = referenceHandle("it");

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

function CaseStudy({ reference, language }: { reference: ReferenceDetail; language: LanguageCode }) {
  const copy: ReferenceCopy["page"] = referenceCopy[language].page;
  const italian = language === "it";
  const listPath = copy.notFound.back.to;
  const sectorPath = (sector: string) =>
    italian ? referencesPath({ settore: sector }) : `${listPath}?settore=${encodeURIComponent(sector)}`;
  return (
    <article className="container-page max-w-4xl py-12 sm:py-16">
      {reference.draft ? (
        <p role="note" className="mb-6 rounded-lg bg-amber-50 p-3 text-amber-900">
          {copy.draft}
        </p>
      ) : null}
      <nav aria-label={copy.trail} className="text-sm text-muted">
        <Link to={listPath} className="underline">
          {referenceCopy[language].list.eyebrow}
        </Link>{" "}
        ›{" "}
        <Link to={sectorPath(reference.sector)} className="underline">
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
            <dt className="text-sm text-muted">{copy.client}</dt>
            <dd className="font-semibold text-brand-900">{reference.client}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{copy.place}</dt>
            <dd className="font-semibold text-brand-900">
              {reference.comune}
              {reference.province ? ` (${reference.province})` : ""}, {reference.region}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{copy.year}</dt>
            <dd className="font-semibold text-brand-900">{reference.year}</dd>
          </div>
        </dl>
        <ReferencesMap
          map={reference.map}
          title={copy.mapTitle(reference.comune, reference.region)}
          caption={null}
          language={language}
        />
      </div>
      {reference.draft ? null : <SheetLink reference={reference} label={copy.sheet} italian={italian} />}
      {reference.figures.length > 0 ? (
        <section aria-labelledby="dati-referenza" className="mt-10 rounded-2xl bg-surface p-6">
          <h2 id="dati-referenza" className="text-xl font-bold text-brand-900">
            {copy.figures}
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
      <Chapter id="sfida" title={copy.challenge} html={reference.challenge_html} />
      <Chapter id="soluzione" title={copy.solution} html={reference.solution_html} />
      <Chapter id="risultato" title={copy.result} html={reference.result_html} />
      {reference.quote ? (
        <figure className="mt-12 border-l-4 border-signal-500 pl-6">
          <blockquote className="text-xl italic text-ink">
            {italian ? `«${reference.quote.text}»` : `“${reference.quote.text}”`}
          </blockquote>
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
            {copy.products}
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
        <Link to={sectorPath(reference.sector)} className="font-semibold text-brand-700 underline">
          {copy.moreIn(reference.sector_label)}
        </Link>
      </p>
    </article>
  );
}

/**
 * The one-page PDF of the reference. It is made in Italian: the English page links the Italian sheet of the
 * same reference, and says so.
 */
function SheetLink({ reference, label, italian }: { reference: ReferenceDetail; label: string; italian: boolean }) {
  const italianSlug = italian
    ? reference.slug
    : reference.versions
        .find((v) => v.language === "it")
        ?.path.split("/")
        .pop();
  if (!italianSlug) return null;
  return (
    <p className="mt-6">
      <PdfLink
        href={referenceSheetPath(italianSlug)}
        filename={`scheda-referenza-${italianSlug}.pdf`}
        label={label}
        className="btn-secondary"
      />
    </p>
  );
}

function Reference({ slug, language }: { slug: string; language: LanguageCode }) {
  const answer = useQuery({ ...siteQueries.referenceBySlug(useSiteReads(), slug, language), retryOnMount: false });
  useReadMeta(answer, referenceMetaIn(language), referenceNotFoundMetaIn(language));
  const copy = referenceCopy[language].page;
  return (
    <ReadStates read={answer} notFound={copy.notFound} loading={copy.loading}>
      {(reference) => (
        <>
          <CaseStudy reference={reference} language={language} />
          <ContactCta title={copy.cta.title} text={copy.cta.text} request={copy.cta.request} />
        </>
      )}
    </ReadStates>
  );
}

/** A case study in `language` at its own address. */
export function ReferenceIn({ language }: { language: LanguageCode }) {
  const { slug = "" } = useParams();
  return <Reference key={slug} slug={slug} language={language} />;
}

/** /referenze/{slug}: one case study, rendered on the server. */
export function ReferencePage() {
  return <ReferenceIn language="it" />;
}
