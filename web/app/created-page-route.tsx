import { useQuery } from "@tanstack/react-query";
import { type LoaderFunctionArgs, useLocation } from "react-router-dom";
import { livePageKey, pageEditorPath } from "../../src/shared/pages/page-edits";
import type { LivePageAnswer } from "../../src/shared/schemas/page-answers";
import type { LanguageCode } from "../../src/shared/languages";
import { type Dictionary, dictionaries } from "../content/dictionary";
import { NotFoundPage, notFoundHandleIn } from "./not-found-page";
import { ContentPageView } from "../components/sections/content-page-view";
import { loadRead, pageDataOf, pageStatus } from "../lib/page-loaders";
import type { RouteHandle } from "../lib/route-handle";
import { siteQueries, useSiteReads } from "../lib/site-queries";
import { useIsHydrating } from "../lib/use-hydrating";
import { pageHead } from "../features/pages/content-page-route";
import { PreviewBar, usePreviewTarget } from "../features/pages/draft-preview";
import { draftPageQuery } from "../features/pages/api/get-drafts";

/**
 * `?anteprima` at the address of a page staff created: its draft (or, before any publication, the
 * template it started from) under a bar that says so. The draft arrives in the browser.
 */
function CreatedPagePreview({ path }: { path: string }) {
  const hydrating = useIsHydrating();
  const draft = useQuery({ ...draftPageQuery(path), enabled: !hydrating, staleTime: 0 });
  let message = "Caricamento dell'anteprima della bozza…";
  if (draft.data?.page)
    message = "Anteprima: questa versione della pagina non è visibile ai visitatori finché non viene pubblicata.";
  else if (draft.isError) message = "Anteprima riservata allo staff: accedi all'area riservata per vedere la bozza.";
  return (
    <>
      <PreviewBar message={message} editor={pageEditorPath(path)} editorLabel="Torna all'editor della pagina" />
      {draft.data?.page ? <ContentPageView page={draft.data.page} /> : null}
    </>
  );
}

/** Any other address: a page staff created and published there, else 'pagina non trovata'. */
function CreatedOrMissingPage() {
  const { pathname } = useLocation();
  const reads = useSiteReads();
  const live = useQuery(siteQueries.livePage(reads, pathname));
  const preview = usePreviewTarget();
  if (preview === "page") return <CreatedPagePreview path={pathname} />;
  const page = live.data?.page;
  return page ? <ContentPageView page={page} /> : <NotFoundPage />;
}

/** Reads the page published at this address (and its galleries' photos); 404 when there is none. */
async function loadCreatedPage({ context, request }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const { reads } = data;
  const live = await loadRead(data, siteQueries.livePage(reads, new URL(request.url).pathname));
  const page = live?.page;
  if (!page) return pageStatus(live === undefined && data.waitForReads ? 503 : 404);
  const galleries = await Promise.all(
    page.blocks.flatMap((block) => (block.kind === "gallery" ? [loadRead(data, siteQueries.gallery(reads, block.section))] : [])),
  );
  return pageStatus(galleries.includes(undefined) ? 503 : 200);
}

/** The head of a created page in `language`, or of the not-found page in its words. */
function handleIn(words: Dictionary, language: LanguageCode): RouteHandle {
  const notFound = notFoundHandleIn(words).meta;
  return {
    meta: ({ settings, origin, data, complete, pathname }) => {
      const answer = data<LivePageAnswer>(livePageKey(pathname));
      if (answer?.page) return pageHead(answer.page, settings, origin, language);
      if (answer === undefined && !complete) return null;
      return typeof notFound === "object" ? notFound : null;
    },
  };
}

/**
 * A catch-all of a language's addresses: the pages staff created (and, under /en, their translations) live at
 * addresses the route table does not know; any other address is that language's not-found page.
 */
export const createdPageRouteIn = (words: Dictionary, language: LanguageCode) => ({
  Component: CreatedOrMissingPage,
  handle: handleIn(words, language),
  loader: loadCreatedPage,
});

/** The public catch-all of the Italian addresses. */
export const createdPageRoute = createdPageRouteIn(dictionaries.it, "it");
