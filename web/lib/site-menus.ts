import { useQueries, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { MENUS_DRAFT_KEY, MENUS_PREVIEW_VALUE } from "../../src/shared/menu-links";
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
export function useSiteMenus(): { menus: SiteMenus; builtIn: boolean } {
  const previewing = useSearchParams()[0].get(PREVIEW_PARAM) === MENUS_PREVIEW_VALUE;
  const hydrating = useIsHydrating();
  const { data } = useQuery(siteQueries.menus(useSiteReads()));
  // The draft is asked for only in a staff preview: a visitor's page has no trace of it.
  const drafts = useQueries({
    queries: (previewing ? [MENUS_DRAFT_KEY] : []).map((queryKey) => ({ queryKey, enabled: !hydrating, staleTime: 0 })),
  });
  const menus = (drafts[0]?.data as MenusAnswer | undefined)?.menus ?? data?.menus ?? null;
  return menus ? { menus, builtIn: false } : { menus: builtInMenus, builtIn: true };
}
