import { useQuery } from "@tanstack/react-query";
import { Eye } from "../../components/ui/lucide-icons";
import { Link, useSearchParams } from "react-router-dom";
import { PREVIEW_PARAM, pageEditorPath, SITE_TEXTS_KEY } from "../../../src/shared/pages/page-edits";
import { ContentPageView } from "../../components/sections/content-page-view";
import { MENUS_PREVIEW_VALUE } from "../../../src/shared/menu-links";
import { draftPageQuery, menusDraftQuery, siteTextsDraftQuery } from "./api/get-drafts";
import type { SitePage } from "../../../src/shared/pages/page-schema";
import { useIsHydrating } from "../../lib/use-hydrating";

/**
 * `?anteprima`: the page's draft; `?anteprima=testi-sito`: the draft of the header and footer texts;
 * `?anteprima=menu`: the draft of the menus.
 */
export function usePreviewTarget(): "page" | "site-texts" | "menus" | null {
  const value = useSearchParams()[0].get(PREVIEW_PARAM);
  if (value === null) return null;
  if (value === MENUS_PREVIEW_VALUE) return "menus";
  return value === SITE_TEXTS_KEY ? "site-texts" : "page";
}

export function PreviewBar({ message, editor, editorLabel }: { message: string; editor: string; editorLabel: string }) {
  return (
    <div role="status" className="border-b border-signal-500 bg-signal-400/25 text-ink">
      <p className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm font-medium">
        <Eye aria-hidden="true" className="size-4" />
        <span>{message}</span>
        <Link to={editor} className="underline">
          {editorLabel}
        </Link>
      </p>
    </div>
  );
}

/**
 * `?anteprima` at a page's URL: staff see the page's draft under a bar that says so. The server
 * renders the published page (it never sees a session); the draft arrives in the browser.
 */
export function DraftPreview({ published, path = published.path }: { published: SitePage; path?: string }) {
  const hydrating = useIsHydrating();
  const draft = useQuery({
    ...draftPageQuery(path),
    enabled: !hydrating,
    staleTime: 0,
  });
  const page = draft.data?.page ?? published;
  let message = "Caricamento dell'anteprima della bozza…";
  if (draft.data) message = "Anteprima: questa versione della pagina non è visibile ai visitatori finché non viene pubblicata.";
  else if (draft.isError) message = "Anteprima riservata allo staff: accedi all'area riservata per vedere la bozza.";
  return (
    <>
      <PreviewBar message={message} editor={pageEditorPath(path)} editorLabel="Torna all'editor della pagina" />
      <ContentPageView page={page} />
    </>
  );
}

/**
 * `?anteprima=testi-sito`: the published page with the draft of the header and footer texts
 * (which the site's menus and footer read), under a bar that says so.
 */
export function SiteTextsPreview({ page }: { page: SitePage }) {
  const hydrating = useIsHydrating();
  const draft = useQuery({ ...siteTextsDraftQuery(), enabled: !hydrating, staleTime: 0 });
  let message = "Caricamento dell'anteprima dei testi…";
  if (draft.data)
    message =
      "Anteprima: i testi di menu e piè di pagina mostrati qui non sono visibili ai visitatori finché non vengono pubblicati.";
  else if (draft.isError) message = "Anteprima riservata allo staff: accedi all'area riservata per vedere la bozza dei testi.";
  return (
    <>
      <PreviewBar message={message} editor={pageEditorPath(SITE_TEXTS_KEY)} editorLabel="Torna all'editor dei testi" />
      <ContentPageView page={page} />
    </>
  );
}

/** The menu editor in the admin area. */
const MENUS_EDITOR_PATH = "/admin/menu";

/**
 * `?anteprima=menu`: the published page with the draft of the header and footer menus (which the
 * header, the phone menu and the footer read), under a bar that says so.
 */
export function MenusPreview({ page }: { page?: SitePage }) {
  const hydrating = useIsHydrating();
  const draft = useQuery({ ...menusDraftQuery(), enabled: !hydrating, staleTime: 0 });
  let message = "Caricamento dell'anteprima dei menu…";
  if (draft.data) message = "Anteprima: i menu mostrati qui non sono visibili ai visitatori finché non vengono pubblicati.";
  else if (draft.isError) message = "Anteprima riservata allo staff: accedi all'area riservata per vedere la bozza dei menu.";
  return (
    <>
      <PreviewBar message={message} editor={MENUS_EDITOR_PATH} editorLabel="Torna all'editor dei menu" />
      {page ? <ContentPageView page={page} /> : null}
    </>
  );
}
