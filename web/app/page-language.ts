import { createEdition, type Edition, type EditionLanguage, linkIn, type Translation } from "../../src/shared/editions";
import { LANGUAGE_CODES, type LanguageCode } from "../../src/shared/languages";
import type { MenuLink, SiteMenus } from "../../src/shared/menus";
import type { PageMeta } from "../../src/shared/page-meta";
import type { LanguageLink } from "../components/layout/language-switcher";
import { siteEdition } from "../content/translations";
import type { LanguageVersion } from "../lib/route-handle";

const localized = new WeakMap<SiteMenus, SiteMenus>();

/** Menus whose page links lead to the pages' versions in `language` (worked out once per menus). */
function menusIn(menus: SiteMenus, language: LanguageCode): SiteMenus {
  let shown = localized.get(menus);
  if (!shown) {
    const link = (target: MenuLink): MenuLink =>
      target.kind === "page" ? { kind: "page", path: linkIn(siteEdition, target.path, language) } : target;
    shown = {
      header: menus.header.map((item) => ({
        ...item,
        link: item.link ? link(item.link) : null,
        children: item.children.map((child) => ({ ...child, link: link(child.link) })),
      })),
      footer: menus.footer.map((column) => ({
        ...column,
        items: column.items.map((item) => ({ ...item, link: link(item.link) })),
      })),
    };
    localized.set(menus, shown);
  }
  return shown;
}

/**
 * The menus a page in `language` shows, from that language's menus (published or built-in): their
 * links, written with the Italian site paths, lead to the pages' versions in `language`.
 */
export function pageMenus(menus: SiteMenus, language: LanguageCode): SiteMenus {
  return language === "it" ? menus : menusIn(menus, language);
}

/** A page's versions as the editions know them: the built-in translations, or what the page's data says (`own`). */
function versionsAt(
  pathname: string,
  edition: Edition,
  own: readonly LanguageVersion[] | null,
): { language: EditionLanguage; address: string }[] {
  if (!own || own.length === 0) return edition.versionsOf(pathname);
  const self = { language: edition.languageOf(pathname), address: pathname };
  return edition.languages.flatMap((language) => {
    if (language.code === self.language.code) return [self];
    const version = own.find((one) => one.language === language.code);
    return version ? [{ language, address: version.address }] : [];
  });
}

/**
 * Where the switcher leads from a page without a version in `code`: the nearest page above it that
 * has one (an article without a translation: the other language's blog), else that language's home.
 */
function nearestVersion(pathname: string, code: string, edition: Edition): string {
  for (let path = pathname.replace(/\/[^/]*$/, ""); path !== ""; path = path.replace(/\/[^/]*$/, "")) {
    const found = edition.versionsOf(path).find((version) => version.language.code === code);
    if (found) return found.address;
  }
  return edition.homeOf(code);
}

/**
 * The language switcher's links from the page at `pathname`: its versions (the built-in translations,
 * or `own`, what its data says), else the nearest page above it in each other language, else that
 * language's home page.
 */
export function languageLinks(
  pathname: string,
  edition: Edition = siteEdition,
  own: readonly LanguageVersion[] | null = null,
): LanguageLink[] {
  const current = edition.languageOf(pathname);
  const versions = versionsAt(pathname, edition, own);
  return edition.languages
    .filter((language) => language.code !== current.code)
    .map((language) => ({
      lang: language.htmlLang,
      name: language.name,
      href:
        versions.find((version) => version.language.code === language.code)?.address ??
        nearestVersion(pathname, language.code, edition),
    }));
}

/** What the head of the page at `pathname` says of its language and of its versions in the others (`own`: from its data). */
export function languageMeta(
  pathname: string,
  edition: Edition = siteEdition,
  own: readonly LanguageVersion[] | null = null,
): Pick<PageMeta, "language" | "versions"> {
  const current = edition.languageOf(pathname);
  const versions = versionsAt(pathname, edition, own);
  const language = { htmlLang: current.htmlLang, locale: current.locale };
  if (versions.length < 2) return { language };
  return {
    language,
    versions: versions.map((version) => ({
      hreflang: version.language.htmlLang,
      locale: version.language.locale,
      path: version.address,
      isDefault: version.language.code === edition.defaultLanguage.code,
    })),
  };
}

/** What the site's edition adds at run time: the pages staff created and translated, both published. */
export type CreatedTranslations = readonly Translation[];

/** The site's editions as every address reads them: made once for each list of created pages' translations. */
interface EditionReading {
  edition: Edition;
  /** Every address of the translated pages, in every language: where a page stands to them tells the switcher's links apart. */
  translatedAddresses: readonly string[];
  /** For each language, a link of the page's copy (written with the Italian site paths) as it reads there. */
  addressIn: Record<LanguageCode, (path: string) => string>;
}

function readingOf(edition: Edition): EditionReading {
  return {
    edition,
    translatedAddresses: edition.translations.flatMap((translation) => [translation.of, translation.address]),
    addressIn: Object.fromEntries(
      LANGUAGE_CODES.map((language) => [language, (path: string): string => linkIn(edition, path, language)]),
    ) as Record<LanguageCode, (path: string) => string>,
  };
}

const builtInReading = readingOf(siteEdition);
const readings = new WeakMap<CreatedTranslations, EditionReading>();

/** The editions with the created pages' translations staff published (none: the built-in pages' alone). */
export function editionReading(created: CreatedTranslations | undefined): EditionReading {
  if (!created || created.length === 0) return builtInReading;
  let reading = readings.get(created);
  if (!reading) {
    const edition = createEdition(
      siteEdition.languages,
      [...siteEdition.translations, ...created],
      siteEdition.defaultLanguage.code,
    );
    reading = readingOf(edition);
    readings.set(created, reading);
  }
  return reading;
}
