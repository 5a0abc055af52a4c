import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import type { LanguageCode } from "../../src/shared/languages";
import { MENUS_PREVIEW_VALUE, menusDraftKey, menusQueryKey } from "../../src/shared/menu-links";
import type { SiteMenus } from "../../src/shared/menus";
import type { MenusAnswer } from "../../src/shared/schemas/menu-answers";
import { builtInMenus } from "../../src/shared/menus-built-in";
import { builtInEnglishMenus } from "../../src/shared/menus-built-in-en";
import { PREVIEW_PARAM } from "../../src/shared/pages/page-edits";
import { siteQueries, useSiteReads } from "./site-queries";
import { useIsHydrating } from "./use-hydrating";

/** Each language's menus as built into the program: what its pages show until staff publish their own. */
const builtInMenusOf: Record<LanguageCode, SiteMenus> = { it: builtInMenus, en: builtInEnglishMenus };

/**
 * The header and footer menus of a language: staff's when published, else the built-in ones. In
 * the first HTML of every public page. With `?anteprima=menu` staff see the draft, fetched in the browser.
 */
function useSiteMenusInBrowser(language: LanguageCode): SiteMenusShown {
  const previewing = useSearchParams()[0].get(PREVIEW_PARAM) === MENUS_PREVIEW_VALUE;
  const hydrating = useIsHydrating();
  const { data } = useQuery(siteQueries.menus(useSiteReads(), language));
  // The draft is asked for only in a staff preview: a visitor's page has no trace of it.
  const drafts = useQueries({
    queries: (previewing ? [menusDraftKey(language)] : []).map((queryKey) => ({ queryKey, enabled: !hydrating, staleTime: 0 })),
  });
  return shown((drafts[0]?.data as MenusAnswer | undefined)?.menus ?? data?.menus ?? null, language);
}

/** The menus a page shows, and whether they are the built-in ones. */
interface SiteMenusShown {
  menus: SiteMenus;
  builtIn: boolean;
}

const shown = (menus: SiteMenus | null, language: LanguageCode): SiteMenusShown =>
  menus ? { menus, builtIn: false } : { menus: builtInMenusOf[language], builtIn: true };

/**
 * On the server a page renders once, from the cache its loaders filled: read as it is, with no
 * observer to set up for each component. A draft is only ever fetched in the browser.
 */
function useSiteMenusOnServer(language: LanguageCode): SiteMenusShown {
  return shown(useQueryClient().getQueryData<MenusAnswer>(menusQueryKey(language))?.menus ?? null, language);
}

export const useSiteMenus = typeof window === "undefined" ? useSiteMenusOnServer : useSiteMenusInBrowser;
