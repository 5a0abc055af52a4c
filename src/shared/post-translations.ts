import type { LanguageCode } from "./languages";

/**
 * The fields of an article a translator writes again in another language. For each, a translation
 * keeps a hash of the Italian as it was when the translation was last saved: a field whose Italian
 * has changed since is 'Da aggiornare'.
 */
export const TRANSLATED_FIELDS = ["title", "excerpt", "content", "tags", "seo_title", "meta_description"] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** How the editor and the dashboard name each field. */
export const translatedFieldLabels: Record<TranslatedField, string> = {
  title: "Titolo",
  excerpt: "Riassunto",
  content: "Contenuto",
  tags: "Tag",
  seo_title: "Titolo SEO",
  meta_description: "Meta description",
};

/** What staff read about a post's language. */
export const postLanguageLabels: Record<LanguageCode, string> = { it: "Italiano", en: "Inglese" };

export const translationMessages = {
  exists: "Questo articolo ha già la sua versione inglese",
  notOriginal: "Si traduce solo un articolo italiano originale",
  language: "Lingua non valida: scegli l'inglese",
} as const;
