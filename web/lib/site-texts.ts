import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { PREVIEW_PARAM, SITE_TEXTS_DRAFT_KEY, SITE_TEXTS_KEY, SITE_TEXTS_QUERY_KEY } from "../../src/shared/pages/page-edits";
import type { SiteTextsAnswer } from "../../src/shared/schemas/page-answers";
import type { SiteTexts } from "../../src/shared/pages/site-texts";
import { builtInSiteTexts } from "../content/site";
import { siteQueries, useSiteReads } from "./site-queries";
import { useIsHydrating } from "./use-hydrating";

/**
 * The header and footer texts: staff edits when published, else the built-in ones. In the first
 * HTML of every public page. With `?anteprima=testi-sito` staff see the draft, fetched in the browser.
 */
function useSiteTextsInBrowser(): SiteTexts {
  const previewing = useSearchParams()[0].get(PREVIEW_PARAM) === SITE_TEXTS_KEY;
  const hydrating = useIsHydrating();
  const { data } = useQuery(siteQueries.siteTexts(useSiteReads()));
  // The draft is asked for only in a staff preview: a visitor's page has no trace of it, not even in its data.
  const drafts = useQueries({
    queries: (previewing ? [SITE_TEXTS_DRAFT_KEY] : []).map((queryKey) => ({
      queryKey,
      enabled: !hydrating,
      staleTime: 0,
    })),
  });
  const draft = drafts[0]?.data as SiteTextsAnswer | undefined;
  return draft?.texts ?? data?.texts ?? builtInSiteTexts;
}

/**
 * On the server a page renders once, from the cache its loaders filled: read as it is, with no
 * observer to set up for each component. A draft is only ever fetched in the browser.
 */
function useSiteTextsOnServer(): SiteTexts {
  return useQueryClient().getQueryData<SiteTextsAnswer>(SITE_TEXTS_QUERY_KEY)?.texts ?? builtInSiteTexts;
}

export const useSiteTexts = typeof window === "undefined" ? useSiteTextsOnServer : useSiteTextsInBrowser;
