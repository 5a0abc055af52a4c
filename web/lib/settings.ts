import { useQuery, useQueryClient } from "@tanstack/react-query";
import { defaultPublicSettings } from "../../src/shared/business-facts";
import type { PublicSettings } from "../../src/shared/schemas/settings";

export const SETTINGS_QUERY_KEY = ["/api/settings"] as const;

/** In the browser: the cached business facts, and any later change to them (staff editing them). */
function useSettingsInBrowser(): PublicSettings {
  const { data } = useQuery<PublicSettings>({ queryKey: SETTINGS_QUERY_KEY, staleTime: Number.POSITIVE_INFINITY });
  return data ?? defaultPublicSettings;
}

/** On the server a page renders once: the cache is read as it is, with no observer to set up for each component. */
function useSettingsOnServer(): PublicSettings {
  return useQueryClient().getQueryData<PublicSettings>(SETTINGS_QUERY_KEY) ?? defaultPublicSettings;
}

/** The business facts; always in the cache from the first HTML, so never loading. */
export const useSettings = typeof window === "undefined" ? useSettingsOnServer : useSettingsInBrowser;
