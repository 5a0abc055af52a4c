import { useQuery } from "@tanstack/react-query";
import { SITE_TEXTS_QUERY_KEY, type SiteTextsAnswer } from "../../src/shared/pages/page-edits";
import type { SiteTexts } from "../../src/shared/pages/site-texts";
import { builtInSiteTexts } from "../content/site";

/** The header and footer texts: staff edits when published, else the built-in ones. In the first HTML of every public page. */
export function useSiteTexts(): SiteTexts {
  const { data } = useQuery<SiteTextsAnswer>({ queryKey: SITE_TEXTS_QUERY_KEY });
  return data?.texts ?? builtInSiteTexts;
}
