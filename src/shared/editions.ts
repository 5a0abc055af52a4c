import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

/** A language of the site as the editions read it (a test may bring one the site does not have yet). */
export interface EditionLanguage {
  code: string;
  /** The first segment of its addresses ("/en"); empty for the site's own language. */
  prefix: string;
  name: string;
  /** Open Graph's name for it (`en_GB`). */
  locale: string;
  /** What `<html lang>` and `hreflang` say. */
  htmlLang: string;
}

/** A built-in page written in another language: the Italian page it translates, and where it lives. */
export interface Translation {
  language: string;
  /** The Italian page's path. */
  of: string;
  /** Its own address, under its language's prefix. */
  address: string;
  /** Addresses it had before: each answers 301 to `address`, so no link or search result breaks. */
  formerAddresses?: readonly string[];
}

/** One version of a page: its language and its address. */
interface PageVersion {
  language: EditionLanguage;
  address: string;
}

/** The site's languages and which built-in pages each has: everything the addresses of the editions follow from. */
export interface Edition {
  languages: readonly EditionLanguage[];
  defaultLanguage: EditionLanguage;
  /** The language an address belongs to: its first segment names it, or it is the default language. */
  languageOf(address: string): EditionLanguage;
  /** Where the page at `italianPath` lives in `language`; null when it has no version there. */
  addressIn(italianPath: string, language: string): string | null;
  /** The Italian path of the page at any of its addresses; null when the address is no built-in page's translation. */
  italianPathOf(address: string): string | null;
  /** Every version of the page at `address` (itself included), in the order of the languages; one when it has no translation. */
  versionsOf(address: string): PageVersion[];
  /** The home page of `language`. */
  homeOf(language: string): string;
  /** A former address of a translation, and where it lives now; null for any other address. */
  movedTo(address: string): string | null;
  translations: readonly Translation[];
}

/** The path part of a site link, and what follows it (?query, #hash). */
function splitLink(target: string): [string, string] {
  const at = target.search(/[?#]/);
  return at < 0 ? [target, ""] : [target.slice(0, at) || "/", target.slice(at)];
}

/**
 * The editions of the site from its language list and its translations. A language is data: a
 * row of the list and its translations give it its addresses, its alternates and its sitemap.
 */
export function createEdition(
  languages: readonly EditionLanguage[],
  translations: readonly Translation[],
  defaultCode: string = DEFAULT_LANGUAGE,
): Edition {
  const defaultLanguage = languages.find((language) => language.code === defaultCode) ?? languages[0];
  if (!defaultLanguage) throw new Error("The site needs at least one language");
  const byCode = new Map(languages.map((language) => [language.code, language]));
  const byItalian = new Map<string, Map<string, string>>();
  const italianOf = new Map<string, string>();
  const moved = new Map<string, string>();
  for (const translation of translations) {
    const versions = byItalian.get(translation.of) ?? new Map<string, string>();
    versions.set(translation.language, translation.address);
    byItalian.set(translation.of, versions);
    italianOf.set(translation.address, translation.of);
    for (const former of translation.formerAddresses ?? []) moved.set(former, translation.address);
  }

  const languageOf = (address: string): EditionLanguage => {
    const [path] = splitLink(address);
    for (const language of languages) {
      if (language.prefix && (path === language.prefix || path.startsWith(`${language.prefix}/`))) return language;
    }
    return defaultLanguage;
  };
  const addressIn = (italianPath: string, code: string): string | null =>
    code === defaultLanguage.code ? italianPath : (byItalian.get(italianPath)?.get(code) ?? null);
  const italianPathOf = (address: string): string | null =>
    languageOf(address) === defaultLanguage ? address : (italianOf.get(address) ?? null);

  return {
    languages,
    defaultLanguage,
    translations,
    languageOf,
    addressIn,
    italianPathOf,
    homeOf: (code) => addressIn("/", code) ?? byCode.get(code)?.prefix ?? "/",
    movedTo: (address) => moved.get(address) ?? null,
    versionsOf(address) {
      const italian = italianPathOf(address);
      const own = { language: languageOf(address), address };
      if (italian === null || !byItalian.has(italian)) return [own];
      return languages.flatMap((language) => {
        const versionAddress = addressIn(italian, language.code);
        return versionAddress === null ? [] : [{ language, address: versionAddress }];
      });
    },
  };
}

/**
 * A site link of page copy or of a menu, written with the Italian site paths, as it reads in
 * `language`: to the page's version in that language when it has one, else left as it is.
 */
export function linkIn(edition: Edition, target: string, language: string): string {
  if (!target.startsWith("/") || target.startsWith("//") || language === edition.defaultLanguage.code) return target;
  const [path, rest] = splitLink(target);
  const address = edition.addressIn(path, language);
  if (address === null) return target;
  // The home page's sections (/#prodotti-soluzioni) sit on the language's home (/en#…).
  return `${address}${rest}`;
}

/** The site's languages as the editions read them. */
export const SITE_LANGUAGES: readonly EditionLanguage[] = LANGUAGES;
