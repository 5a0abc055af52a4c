import { useLocation } from "react-router-dom";
import { type LanguageCode, languageOfPath } from "../../src/shared/languages";

/**
 * The language of the page on screen, from its address: the same on the server that draws it and in
 * the island that takes it over, so what a visitor reads does not change as the script arrives.
 */
export function usePageLanguage(): LanguageCode {
  return languageOfPath(useLocation().pathname);
}
