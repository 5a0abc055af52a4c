import { useQuery } from "@tanstack/react-query";
import { galleryQueryKey } from "../../../src/shared/gallery";
import {
  EDITED_PAGES_KEY,
  type EditedPagesAnswer,
  type LivePageAnswer,
  livePageKey,
  SITE_TEXTS_QUERY_KEY,
} from "../../../src/shared/pages/page-edits";
import { ContentPageView } from "../../components/sections/content-page-view";
import { pageJsonLd } from "../../content/structured-data";
import type { ContentPage } from "../../content/types";
import { useDocumentMeta } from "../../lib/route-head";
import type { PageQuery, RouteHandle } from "../../lib/route-handle";
import { DraftPreview, SiteTextsPreview, usePreviewTarget } from "./draft-preview";

const isEdited = (answer: EditedPagesAnswer | undefined, path: string) => answer?.paths.includes(path) ?? false;

function PagePlaceholder() {
  return (
    <div role="status" aria-label="Caricamento della pagina" className="container-page py-16">
      <div className="h-10 w-3/4 animate-pulse rounded bg-slate-200" />
      <div className="mt-6 h-6 w-full animate-pulse rounded bg-slate-200" />
      <div className="mt-3 h-6 w-5/6 animate-pulse rounded bg-slate-200" />
    </div>
  );
}

/**
 * The page visitors see: the staff edit when one is live, else the built-in page. The server puts
 * the answer in the first HTML, so hydration renders the same content; on a client-side
 * navigation a page nobody edited renders at once, without asking the server.
 */
function LiveContentPage({ builtIn }: { builtIn: ContentPage }) {
  const { data: edited } = useQuery<EditedPagesAnswer>({ queryKey: EDITED_PAGES_KEY });
  const live = useQuery<LivePageAnswer>({ queryKey: livePageKey(builtIn.path), enabled: isEdited(edited, builtIn.path) });
  const preview = usePreviewTarget();
  const pending = live.data === undefined && isEdited(edited, builtIn.path) && !live.isError;
  const page = live.data?.page ?? builtIn;
  // After a client-side navigation the head waits for the edited page's own title and description.
  useDocumentMeta(live.data?.page ? live.data.page.meta : null);
  if (preview === "page") return <DraftPreview published={page} />;
  if (preview === "site-texts") return <SiteTextsPreview page={page} />;
  return pending ? <PagePlaceholder /> : <ContentPageView page={page} />;
}

/** The images of each gallery block, so the photos are in the first HTML, there without JavaScript. */
const galleryQueries = (page: ContentPage): PageQuery[] =>
  page.blocks.flatMap((block) => (block.kind === "gallery" ? [{ key: galleryQueryKey(block.section) }] : []));

/** The route of one marketing page, from its built-in content. */
export function contentRoute(builtIn: ContentPage) {
  const key = livePageKey(builtIn.path);
  const handle: RouteHandle = {
    meta: ({ settings, origin, data, complete }) => {
      const answer = data<LivePageAnswer>(key);
      if (!answer && !complete && isEdited(data<EditedPagesAnswer>(EDITED_PAGES_KEY), builtIn.path)) return null;
      const page = answer?.page ?? builtIn;
      return { ...page.meta, jsonLd: pageJsonLd(page, settings, origin) };
    },
    // The galleries of the page visitors get (staff may have added one) come with it in the first HTML.
    queries: () => [{ key, followUps: (answer) => galleryQueries((answer as LivePageAnswer).page ?? builtIn) }],
  };
  return { Component: () => <LiveContentPage builtIn={builtIn} />, handle };
}

/** On every public page: which pages staff have edited. */
export const editedPagesQueries: RouteHandle["queries"] = () => [{ key: EDITED_PAGES_KEY }, { key: SITE_TEXTS_QUERY_KEY }];
