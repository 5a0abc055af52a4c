import { createContext, useContext } from "react";
import type { PageContent } from "../../../src/shared/pages/page-schema";

/**
 * The Italian page a translation is written beside: each text field of the translation's form shows
 * the same field of the Italian (as visitors read it now), marked 'Da aggiornare' where the Italian
 * changed after the translation was last saved.
 */
export interface TranslationSource {
  original: PageContent;
  /** The keys (places in the page) of the texts whose Italian changed since the translation was saved. */
  outdated: ReadonlySet<string>;
}

export const TranslationSourceContext = createContext<TranslationSource | null>(null);

export const useTranslationSource = () => useContext(TranslationSourceContext);

export function translationSource(original: PageContent, outdated: readonly string[]): TranslationSource {
  return { original, outdated: new Set(outdated) };
}
