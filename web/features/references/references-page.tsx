import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type LoaderFunctionArgs, useSearchParams } from "react-router-dom";
import type { LanguageCode } from "../../../src/shared/languages";
import { referenceDossierPath, referencesPath } from "../../../src/shared/references/reference-fields";
import { englishReferencePath } from "../../../src/shared/references/reference-translations";
import type { ReferenceListAnswer } from "../../../src/shared/schemas/reference-answers";
import { ReadStates } from "../../components/ui/page-states";
import { Link } from "../../lib/links";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import type { RouteHandle } from "../../lib/route-handle";
import { useDocumentMeta } from "../../lib/route-head";
import { useSettings } from "../../lib/settings";
import { siteQueries, useSiteReads } from "../../lib/site-queries";
import { ReferenceCard } from "../../components/sections/reference-card";
import { PdfLink } from "./pdf-link";
import { referenceCopy } from "./reference-copy";
import { ReferenceFilters } from "./reference-filters";
import { referencesListMetaIn } from "./references-seo";
import { ReferencesMap } from "./references-map";
import { queryOf } from "./references-params";

/** The filtered list in `language`, read before the page renders. */
export const referencesLoader =
  (language: LanguageCode) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const data = pageDataOf(context);
    const query = queryOf(new URL(request.url).searchParams);
    const answer = await loadRead(data, siteQueries.references(data.reads, query, language));
    return pageStatus(answer === undefined ? 503 : 200);
  };

export const referencesHandle = (language: LanguageCode): RouteHandle => {
  const metaOf = referencesListMetaIn(language);
  return { meta: ({ settings, origin }) => metaOf(settings, origin) };
};

export const loader = referencesLoader("it");
export const handle = referencesHandle("it");

/** The list's address with these filters in `language` (the filters' names are the same in every language). */
const listPathIn = (language: LanguageCode, filters: ReferenceListAnswer["filters"]) => {
  const path = referencesPath(filters);
  return language === "it" ? path : path.replace(/^\/referenze/, referenceCopy[language].page.notFound.back.to);
};

function Pages({ answer, language }: { answer: ReferenceListAnswer; language: LanguageCode }) {
  const copy = referenceCopy[language].list;
  if (answer.pages <= 1) return null;
  const to = (page: number) => {
    const path = listPathIn(language, answer.filters);
    if (page === 1) return path;
    return `${path}${path.includes("?") ? "&" : "?"}pagina=${page}`;
  };
  return (
    <nav aria-label={copy.pages} className="mt-10 flex flex-wrap items-center justify-center gap-4">
      {answer.page > 1 ? (
        <Link to={to(answer.page - 1)} className="btn-secondary" rel="prev">
          {copy.previous}
        </Link>
      ) : null}
      <span>{copy.pageOf(answer.page, answer.pages)}</span>
      {answer.page < answer.pages ? (
        <Link to={to(answer.page + 1)} className="btn-secondary" rel="next">
          {copy.next}
        </Link>
      ) : null}
    </nav>
  );
}

function ReferenceList({ list, language }: { list: ReferenceListAnswer; language: LanguageCode }) {
  const copy = referenceCopy[language].list;
  const italian = language === "it";
  const count = copy.count(list.total);
  const listPath = listPathIn(language, { settore: null, prodotto: null, regione: null, dimensione: null });
  return (
    <div className="container-page py-12 sm:py-16">
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{copy.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{copy.intro}</p>
      <div className="mt-8">
        <ReferenceFilters filters={list.filters} facets={list.facets} language={language} action={listPath} />
      </div>
      {list.total > 0 && italian ? (
        <p className="mt-6">
          <PdfLink
            href={referenceDossierPath(list.filters)}
            filename="fascicolo-referenze.pdf"
            label={copy.dossier}
            className="btn-secondary"
          />
        </p>
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="elenco-titolo" id="elenco" className="order-2 lg:order-1">
          <h2 id="elenco-titolo" className="text-2xl font-bold text-brand-900">
            {count}
          </h2>
          {list.items.length === 0 ? (
            <p className="mt-6 text-lg text-muted">
              {copy.none}{" "}
              <Link to={listPath} className="text-brand-700 underline">
                {copy.showAll}
              </Link>
            </p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {list.items.map((reference) => (
                <li key={reference.id}>
                  <ReferenceCard reference={reference} {...(italian ? {} : { path: englishReferencePath(reference.slug) })} />
                </li>
              ))}
            </ul>
          )}
          <Pages answer={list} language={language} />
        </section>
        <section aria-labelledby="mappa-titolo" className="order-1 lg:order-2">
          <h2 id="mappa-titolo" className="text-2xl font-bold text-brand-900">
            {copy.map}
          </h2>
          <div className="mt-6 lg:sticky lg:top-24">
            <ReferencesMap map={list.map} title={copy.mapTitle(count)} language={language} />
          </div>
        </section>
      </div>
    </div>
  );
}

/** The published references in `language` with filters by sector, product, region and size, and their map. */
export function ReferencesIn({ language }: { language: LanguageCode }) {
  const [search] = useSearchParams();
  const query = useMemo(() => queryOf(search), [search]);
  const answer = useQuery({ ...siteQueries.references(useSiteReads(), query, language), retryOnMount: false });
  const settings = useSettings();
  const meta = useMemo(() => referencesListMetaIn(language)(settings, ""), [settings, language]);
  useDocumentMeta(meta);

  return (
    <ReadStates read={answer} loading={referenceCopy[language].list.loading}>
      {(list) => <ReferenceList list={list} language={language} />}
    </ReadStates>
  );
}

/** /referenze: the published references with filters by sector, product, region and size, and their map. */
export function ReferencesPage() {
  return <ReferencesIn language="it" />;
}
