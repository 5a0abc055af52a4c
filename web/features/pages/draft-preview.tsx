import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { Link, useSearchParams } from "react-router-dom";
import { draftPageKey, type LivePageAnswer, PREVIEW_PARAM, pageEditorPath } from "../../../src/shared/pages/page-edits";
import { ContentPageView } from "../../components/sections/content-page-view";
import type { ContentPage } from "../../content/types";
import { useIsHydrating } from "../../lib/use-hydrating";

export const usePreviewRequested = () => useSearchParams()[0].has(PREVIEW_PARAM);

/**
 * `?anteprima` at a page's URL: staff see the page's draft under a bar that says so. The server
 * renders the published page (it never sees a session); the draft arrives in the browser.
 */
export function DraftPreview({ published }: { published: ContentPage }) {
  const hydrating = useIsHydrating();
  const draft = useQuery<LivePageAnswer>({
    queryKey: draftPageKey(published.path),
    enabled: !hydrating,
    staleTime: 0,
  });
  const page = draft.data?.page ?? published;
  let message = "Caricamento dell'anteprima della bozza…";
  if (draft.data) message = "Anteprima: questa versione della pagina non è visibile ai visitatori finché non viene pubblicata.";
  else if (draft.isError) message = "Anteprima riservata allo staff: accedi all'area riservata per vedere la bozza.";
  return (
    <>
      <div role="status" className="border-b border-signal-500 bg-signal-400/25 text-ink">
        <p className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm font-medium">
          <Eye aria-hidden="true" className="size-4" />
          <span>{message}</span>
          <Link to={pageEditorPath(published.path)} className="underline">
            Torna all'editor della pagina
          </Link>
        </p>
      </div>
      <ContentPageView page={page} />
    </>
  );
}
