/**
 * The site's languages, in one place: Italian is the site's own language at the addresses the spec
 * gives; every other language lives under its own first segment (`/en/…`), its site search's results
 * page too (`searchPath`). A further language is a row here plus its copy, not code.
 */
export const LANGUAGES = [
  { code: "it", prefix: "", name: "Italiano", locale: "it_IT", htmlLang: "it", searchPath: "/cerca" },
  { code: "en", prefix: "/en", name: "English", locale: "en_GB", htmlLang: "en", searchPath: "/en/search" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export type Language = (typeof LANGUAGES)[number];

/** The language of the spec's addresses and of `x-default`. */
export const DEFAULT_LANGUAGE: LanguageCode = "it";

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageByCode(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];
}

/** The language an address belongs to: its first segment names it, or it is Italian. */
export function languageOfPath(path: string): LanguageCode {
  for (const language of LANGUAGES) {
    if (language.prefix && (path === language.prefix || path.startsWith(`${language.prefix}/`))) return language.code;
  }
  return DEFAULT_LANGUAGE;
}
