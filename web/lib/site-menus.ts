import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { MENUS_DRAFT_KEY, MENUS_PREVIEW_VALUE, MENUS_QUERY_KEY } from "../../src/shared/menu-links";
import type { SiteMenus } from "../../src/shared/menus";
import type { MenusAnswer } from "../../src/shared/schemas/menu-answers";
import { builtInMenus } from "../../src/shared/menus-built-in";
import { PREVIEW_PARAM } from "../../src/shared/pages/page-edits";
import { siteQueries, useSiteReads } from "./site-queries";
import { useIsHydrating } from "./use-hydrating";

/**
 * The header and footer menus: staff's when published, else the built-in ones. In the first HTML
 * of every public page. With `?anteprima=menu` staff see the draft, fetched in the browser.
 */
function useSiteMenusInBrowser(): SiteMenusShown {
  const previewing = useSearchParams()[0].get(PREVIEW_PARAM) === MENUS_PREVIEW_VALUE;
  const hydrating = useIsHydrating();
  const { data } = useQuery(siteQueries.menus(useSiteReads()));
  // The draft is asked for only in a staff preview: a visitor's page has no trace of it.
  const drafts = useQueries({
    queries: (previewing ? [MENUS_DRAFT_KEY] : []).map((queryKey) => ({ queryKey, enabled: !hydrating, staleTime: 0 })),
  });
  return shown((drafts[0]?.data as MenusAnswer | undefined)?.menus ?? data?.menus ?? null);
}

/** The menus a page shows, and whether they are the built-in ones. */
interface SiteMenusShown {
  menus: SiteMenus;
  builtIn: boolean;
}

const shown = (menus: SiteMenus | null): SiteMenusShown =>
  menus ? { menus, builtIn: false } : { menus: builtInMenus, builtIn: true };

/**
 * On the server a page renders once, from the cache its loaders filled: read as it is, with no
 * observer to set up for each component. A draft is only ever fetched in the browser.
 */
function useSiteMenusOnServer(): SiteMenusShown {
  return shown(useQueryClient().getQueryData<MenusAnswer>(MENUS_QUERY_KEY)?.menus ?? null);
}

export const useSiteMenus = typeof window === "undefined" ? useSiteMenusOnServer : useSiteMenusInBrowser;
