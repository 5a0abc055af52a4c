import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { type BusinessTexts, builtInEnglishBusinessTexts } from "../../src/shared/business-texts";
import { DEFAULT_LANGUAGE, type LanguageCode, languageOfPath } from "../../src/shared/languages";
import type { BusinessTextsAnswer } from "../../src/shared/schemas/business-texts";
import { businessTextsPath } from "./browser-site-reads";
import { useSettings } from "./settings";
import { siteQueries, useSiteReads } from "./site-queries";
import { useSiteTexts } from "./site-texts";

/** Each language's built-in texts, shown until its own are read. */
const builtInTexts: Record<Exclude<LanguageCode, typeof DEFAULT_LANGUAGE>, BusinessTexts> = { en: builtInEnglishBusinessTexts };

function useTranslatedInBrowser(language: LanguageCode): BusinessTextsAnswer | undefined {
  const italian = language === DEFAULT_LANGUAGE;
  const query = siteQueries.businessTexts(useSiteReads(), language);
  return useQuery({ ...query, enabled: !italian, staleTime: Number.POSITIVE_INFINITY }).data;
}

function useTranslatedOnServer(language: LanguageCode): BusinessTextsAnswer | undefined {
  return useQueryClient().getQueryData<BusinessTextsAnswer>([businessTextsPath(language)]);
}

const useTranslated = typeof window === "undefined" ? useTranslatedOnServer : useTranslatedInBrowser;

/**
 * The company description and the opening hours in the language of the page open: on Italian pages
 * the site texts' mission and the business facts' hours; on the others their own version.
 */
export function useBusinessTexts(): BusinessTexts {
  const language = languageOfPath(useLocation().pathname);
  const settings = useSettings();
  const { mission } = useSiteTexts();
  const translated = useTranslated(language);
  if (language === DEFAULT_LANGUAGE) return { companyDescription: mission, openingHours: settings.openingHours };
  return translated ?? builtInTexts[language as keyof typeof builtInTexts];
}
