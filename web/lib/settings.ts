import { useQuery } from "@tanstack/react-query";
import { defaultPublicSettings } from "../../src/shared/business-facts";
import type { PublicSettings } from "../../src/shared/schemas/settings";

export const SETTINGS_QUERY_KEY = ["/api/settings"] as const;

/** The business facts; always in the cache from the first HTML, so never loading. */
export function useSettings(): PublicSettings {
  const { data } = useQuery<PublicSettings>({ queryKey: SETTINGS_QUERY_KEY, staleTime: Number.POSITIVE_INFINITY });
  return data ?? defaultPublicSettings;
}
