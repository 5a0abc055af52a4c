import { useQuery } from "@tanstack/react-query";
import { PageSkeleton } from "../../components/ui/page-states";
import type { LoaderFunctionArgs } from "react-router-dom";
import { EDITED_PAGES_KEY, livePageKey } from "../../../src/shared/pages/page-edits";
import type { EditedPagesAnswer, LivePageAnswer } from "../../../src/shared/schemas/page-answers";
import { ContentPageView } from "../../components/sections/content-page-view";
import { ProductDocumentsSection, productOfPath } from "../../components/sections/product-documents-section";
import { pageJsonLd } from "../../content/structured-data";
import type { ContentPage } from "../../content/types";
import type { PageMeta } from "../../../src/shared/page-meta";
import type { LanguageCode } from "../../../src/shared/languages";
import type { SitePage } from "../../../src/shared/pages/page-schema";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import { useDocumentMeta } from "../../lib/route-head";
import type { RouteHandle } from "../../lib/route-handle";
import { loadRead, pageDataOf, pageStatus } from "../../lib/page-loaders";
import { siteQueries, useSiteReads } from "../../lib/site-queries";
import { DraftPreview, MenusPreview, SiteTextsPreview, usePreviewTarget } from "./draft-preview";
import { PageReferences, referencesOfPage } from "./page-references";

/** A page's head: its title, description and social image, its structured data; 'noindex' keeps it out of search engines. */
export function pageHead(page: SitePage, settings: PublicSettings, origin: string, language?: LanguageCode): PageMeta {
  const { noindex, ...meta } = page.meta;
  return { ...meta, jsonLd: pageJsonLd(page, settings, origin, language), ...(noindex ? { robots: "noindex" } : {}) };
}

const isEdited = (answer: EditedPagesAnswer | undefined, path: string) => answer?.paths.includes(path) ?? false;

/** Where the title and the first lines will be. */
const PAGE_BARS = ["h-10 w-3/4 rounded", "mt-6 h-6 w-full rounded", "mt-3 h-6 w-5/6 rounded"];

/**
 * The page visitors see at `address` (the Italian page's path, or its translation's address): the staff
 * edit when one is live, else the built-in page. The server puts the answer in the first HTML, so
 * hydration renders the same content; on a client-side navigation a page nobody edited renders at
 * once, without asking the server.
 */
function LiveContentPage({ builtIn, address = builtIn.path }: { builtIn: ContentPage; address?: string }) {
  const reads = useSiteReads();
  const { data: edited } = useQuery(siteQueries.editedPages(reads));
  const live = useQuery({ ...siteQueries.livePage(reads, address), enabled: isEdited(edited, address) });
  const preview = usePreviewTarget();
  const pending = live.data === undefined && isEdited(edited, address) && !live.isError;
  const page = live.data?.page ?? builtIn;
  // After a client-side navigation the head waits for the edited page's own title and description.
  useDocumentMeta(live.data?.page ? live.data.page.meta : null);
  if (preview === "page") return <DraftPreview published={page} path={address} />;
  if (preview === "site-texts") return <SiteTextsPreview page={page} />;
  if (preview === "menus") return <MenusPreview page={page} />;
  if (pending) return <PageSkeleton label="Caricamento della pagina" className="py-16" bars={PAGE_BARS} />;
  // A translation shows its own copy: the Italian page's documents and references are listed in Italian.
  if (address !== builtIn.path) return <ContentPageView page={page} />;
  const product = productOfPath(builtIn.path);
  return (
    <>
      <ContentPageView page={page} extra={<PageReferences path={builtIn.path} />} />
      {product ? <ProductDocumentsSection product={product} /> : null}
    </>
  );
}

/**
 * Reads what the page shows before it renders: the staff edit when one is live, then the photos of
 * each of its gallery blocks (staff may have added one), so they are in the first HTML, there
 * without JavaScript. A page nobody edited asks the server for nothing but its galleries.
 */
async function loadContentPage(builtIn: ContentPage, { context }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const { reads } = data;
  const edited = await loadRead(data, siteQueries.editedPages(reads));
  const live = isEdited(edited, builtIn.path) ? await loadRead(data, siteQueries.livePage(reads, builtIn.path)) : null;
  const page = live?.page ?? builtIn;
  const galleries = await Promise.all(
    page.blocks.flatMap((block) => (block.kind === "gallery" ? [loadRead(data, siteQueries.gallery(reads, block.section))] : [])),
  );
  // A product page lists its own documents; the page shows without them when they cannot be read.
  const product = productOfPath(builtIn.path);
  if (product) await loadRead(data, siteQueries.documents(reads, { prodotto: product }));
  // The references of a sector or product page (the featured ones on the home page); a failure leaves them out.
  const of = referencesOfPage(builtIn.path);
  if (of) await loadRead(data, siteQueries.referenceHighlights(reads, of));
  return pageStatus(edited === undefined || live === undefined || galleries.includes(undefined) ? 503 : 200);
}

/**
 * Reads what a translated page shows before it renders: staff's published edit of the translation when
 * one is live (staff's edits of the Italian page are the Italian page's), then its galleries' photos.
 */
async function loadTranslatedPage(builtIn: ContentPage, address: string, { context }: LoaderFunctionArgs) {
  const data = pageDataOf(context);
  const { reads } = data;
  const edited = await loadRead(data, siteQueries.editedPages(reads));
  const live = isEdited(edited, address) ? await loadRead(data, siteQueries.livePage(reads, address)) : null;
  const page = live?.page ?? builtIn;
  const galleries = await Promise.all(
    page.blocks.flatMap((block) => (block.kind === "gallery" ? [loadRead(data, siteQueries.gallery(reads, block.section))] : [])),
  );
  return pageStatus(edited === undefined || live === undefined || galleries.includes(undefined) ? 503 : 200);
}

/** The route of a built-in page's translation at its `address` (its copy's `path` is the Italian page's). */
export function translatedContentRoute(builtIn: ContentPage, language: LanguageCode, address: string) {
  const key = livePageKey(address);
  const handle: RouteHandle = {
    meta: ({ settings, origin, data, complete }) => {
      const answer = data<LivePageAnswer>(key);
      if (!answer && !complete && isEdited(data<EditedPagesAnswer>(EDITED_PAGES_KEY), address)) return null;
      return pageHead(answer?.page ?? builtIn, settings, origin, language);
    },
  };
  return {
    Component: () => <LiveContentPage builtIn={builtIn} address={address} />,
    handle,
    loader: (args: LoaderFunctionArgs) => loadTranslatedPage(builtIn, address, args),
  };
}

/** The route of one marketing page, from its built-in content. */
export function contentRoute(builtIn: ContentPage) {
  const key = livePageKey(builtIn.path);
  const handle: RouteHandle = {
    meta: ({ settings, origin, data, complete }) => {
      const answer = data<LivePageAnswer>(key);
      if (!answer && !complete && isEdited(data<EditedPagesAnswer>(EDITED_PAGES_KEY), builtIn.path)) return null;
      return pageHead(answer?.page ?? builtIn, settings, origin);
    },
  };
  return {
    Component: () => <LiveContentPage builtIn={builtIn} />,
    handle,
    loader: (args: LoaderFunctionArgs) => loadContentPage(builtIn, args),
  };
}
