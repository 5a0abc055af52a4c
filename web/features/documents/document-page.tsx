import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { documentFormatLabels, formatDocumentSize } from "../../../src/shared/documents";
import type { LanguageCode } from "../../../src/shared/languages";
import type { PublicDocument } from "../../../src/shared/schemas/document-answers";
import { type DocumentWords, dictionaries } from "../../content/dictionary";
import { island } from "../../components/ui/island";
import { oneThingLoader, type NotFoundCopy, ReadStates } from "../../components/ui/page-states";
import { Link } from "../../lib/links";
import type { RouteHandle } from "../../lib/route-handle";
import { documentBySlugKey, siteQueries, useSiteReads } from "../../lib/site-queries";
import { GateOrigin } from "./gate-origin";

const GateOriginIsland = island("document-gate", GateOrigin);

/** The document in `language`, read before the page renders; a draft or an unknown one makes the page a 404. */
export const documentLoader = (language: LanguageCode) =>
  oneThingLoader((reads, params) => siteQueries.documentBySlug(reads, params.slug ?? "", language));

/** The head of a document's page in `language`, and its pages in the other languages (hreflang, the switcher). */
export const documentHandle = (language: LanguageCode): RouteHandle => {
  const words = dictionaries[language].documents;
  return {
    meta: ({ params, data, complete }) => {
      const document = data<PublicDocument | null>(documentBySlugKey(params.slug ?? "", language));
      if (document) {
        const said = words.page.meta(
          words.kinds[document.kind],
          documentFormatLabels[document.format],
          formatDocumentSize(document.size, words.locale),
        );
        return { title: `${document.title}: ${said.titleSuffix}`, description: said.description };
      }
      return complete ? { title: words.page.notFound.title, description: words.page.notFound.description } : null;
    },
    languageVersions: ({ params, data }) =>
      data<PublicDocument | null>(documentBySlugKey(params.slug ?? "", language))?.other_languages.map((version) => ({
        language: version.language,
        address: version.path,
      })) ?? null,
  };
};

export const loader = documentLoader("it");
export const handle = documentHandle("it");

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
function GateForm({ document: d, words, language }: { document: PublicDocument; words: DocumentWords; language: LanguageCode }) {
  const gate = words.gate;
  return (
    <form method="post" action={d.address} className="card mt-8 grid max-w-xl gap-5 p-6">
      <p className="text-sm text-muted">
        {gate.intro}{" "}
        <span aria-hidden="true" className="text-danger-700">
          *
        </span>
        <span className="sr-only">{gate.asterisk}</span> {gate.required}
      </p>
      {language === "it" ? null : <input type="hidden" name="lingua" value={language} />}
      {input("nome", gate.name, "text", "name")}
      {input("email", gate.email, "email", "email")}
      {input("azienda", gate.company, "text", "organization")}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {gate.website}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <GateOriginIsland page={d.page} />
      <label className="flex gap-3 text-sm text-ink">
        <input type="checkbox" name="privacy" value="si" required className="mt-0.5 size-5 shrink-0 accent-brand-600" />
        <span>
          {gate.privacyBefore}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline hover:text-brand-900">
            {gate.privacyLink}
          </Link>{" "}
          {gate.privacyAfter}
        </span>
      </label>
      <label className="flex gap-3 text-sm text-ink">
        <input type="checkbox" name="marketing" value="si" className="mt-0.5 size-5 shrink-0 accent-brand-600" />
        <span>{gate.marketing}</span>
      </label>
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {gate.submit}
        </button>
      </div>
    </form>
  );
}

function DocumentView({ document: d, language }: { document: PublicDocument; language: LanguageCode }) {
  const words = dictionaries[language].documents;
  return (
    <section className="container-page py-16">
      <p className="eyebrow">
        <Link to="/documentazione">{words.eyebrow}</Link> · {words.kinds[d.kind]}
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{d.title}</h1>
      <p className="mt-4 text-lg text-muted">
        {documentFormatLabels[d.format]}, {formatDocumentSize(d.size, words.locale)}
        {d.version_label ? ` · ${words.version(d.version_label)}` : ""}
      </p>
      {d.gated ? (
        <GateForm document={d} words={words} language={language} />
      ) : (
        <a href={d.address} className="btn-primary mt-8">
          {words.page.download}
        </a>
      )}
    </section>
  );
}

/** One document in `language` at its own address, with the form in front of it when it asks for contacts. */
export function DocumentIn({ language }: { language: LanguageCode }) {
  const { slug = "" } = useParams();
  const answer = useQuery({ ...siteQueries.documentBySlug(useSiteReads(), slug, language), retryOnMount: false });
  const words = dictionaries[language].documents;
  const notFound: NotFoundCopy = {
    title: words.page.notFound.title,
    back: { to: words.listPath, label: words.page.notFound.back },
  };
  return (
    <ReadStates read={answer} notFound={notFound} loading={words.page.loading}>
      {(d) => <DocumentView document={d} language={language} />}
    </ReadStates>
  );
}

/** /documentazione/{slug}: one document, with the form in front of it when it asks for contacts. */
export function DocumentPage() {
  return <DocumentIn language="it" />;
}
