import { useQuery, useQueryClient } from "@tanstack/react-query";
import { defaultPublicSettings } from "../../src/shared/business-facts";
import type { PublicSettings } from "../../src/shared/schemas/settings";
import { SETTINGS_QUERY_KEY, siteQueries, useSiteReads } from "./site-queries";

export { SETTINGS_QUERY_KEY };

/** In the browser: the cached business facts, and any later change to them (staff editing them). */
function useSettingsInBrowser(): PublicSettings {
  const { data } = useQuery({ ...siteQueries.settings(useSiteReads()), staleTime: Number.POSITIVE_INFINITY });
  return data ?? defaultPublicSettings;
}

/** On the server a page renders once: the cache is read as it is, with no observer to set up for each component. */
function useSettingsOnServer(): PublicSettings {
  return useQueryClient().getQueryData<PublicSettings>(SETTINGS_QUERY_KEY) ?? defaultPublicSettings;
}

/** The business facts; always in the cache from the first HTML, so never loading. */
export const useSettings = typeof window === "undefined" ? useSettingsOnServer : useSettingsInBrowser;
