import { type Edition, linkIn } from "../../src/shared/editions";
import { LANGUAGE_CODES, type LanguageCode } from "../../src/shared/languages";
import type { MenuLink, SiteMenus } from "../../src/shared/menus";
import type { PageMeta } from "../../src/shared/page-meta";
import { builtInEnglishMenus } from "../../src/shared/menus-built-in-en";
import type { LanguageLink } from "../components/layout/language-switcher";
import type { PageVersionLink } from "../lib/route-handle";
import { siteEdition } from "../content/translations";

/** The built-in menus of each language but Italian, whose menus staff edit. */
const builtInMenusOf: Record<Exclude<LanguageCode, "it">, SiteMenus> = { en: builtInEnglishMenus };

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

/** The menus a page in `language` shows: Italian pages the published (or built-in) ones, other languages their own. */
export function pageMenus(italian: SiteMenus, language: LanguageCode): SiteMenus {
  return language === "it" ? italian : menusIn(builtInMenusOf[language], language);
}

/**
 * Where a page with no version in `code` sends a reader of that language: the nearest page above it that has
 * one (a reference without its English version: the English list of references), else that language's home.
 */
function nearestIn(edition: Edition, pathname: string, code: string): string {
  let path = pathname;
  for (let cut = path.lastIndexOf("/"); cut > 0; cut = path.lastIndexOf("/")) {
    path = path.slice(0, cut);
    const italian = edition.italianPathOf(path);
    const address = italian === null ? null : edition.addressIn(italian, code);
    if (address !== null && edition.languageOf(address).code === code) return address;
  }
  return edition.homeOf(code);
}

/** A page's versions: the edition's for a built-in page, or itself and those its data names (`data`, a reference's). */
function versionsOf(pathname: string, edition: Edition, data?: readonly PageVersionLink[]) {
  if (!data) return edition.versionsOf(pathname);
  const own = { language: edition.languageOf(pathname), address: pathname };
  if (data.length === 0) return [own];
  return edition.languages.flatMap((language) => {
    if (language.code === own.language.code) return [own];
    const version = data.find((link) => link.language === language.code);
    return version ? [{ language, address: version.path }] : [];
  });
}

/**
 * The language switcher's links from the page at `pathname`: its versions (the edition's, or those its data
 * names), else the nearest page above it in the other language, else that language's home page.
 */
export function languageLinks(
  pathname: string,
  edition: Edition = siteEdition,
  data?: readonly PageVersionLink[],
): LanguageLink[] {
  const current = edition.languageOf(pathname);
  const versions = versionsOf(pathname, edition, data);
  return edition.languages
    .filter((language) => language.code !== current.code)
    .map((language) => ({
      lang: language.htmlLang,
      name: language.name,
      href:
        versions.find((version) => version.language.code === language.code)?.address ??
        nearestIn(edition, pathname, language.code),
    }));
}

/** What the head of the page at `pathname` says of its language and of its versions in the others. */
export function languageMeta(
  pathname: string,
  edition: Edition = siteEdition,
  data?: readonly PageVersionLink[],
): Pick<PageMeta, "language" | "versions"> {
  const own = edition.languageOf(pathname);
  const versions = versionsOf(pathname, edition, data);
  const language = { htmlLang: own.htmlLang, locale: own.locale };
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

/** Every address of the translated pages, in every language: where a page stands to them tells the switcher's links apart. */
export const translatedAddresses: readonly string[] = siteEdition.translations.flatMap((translation) => [
  translation.of,
  translation.address,
]);

/** For each language, a link of the page's copy (written with the Italian site paths) as it reads there: made once. */
export const addressIn = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, (path: string): string => linkIn(siteEdition, path, language)]),
) as Record<LanguageCode, (path: string) => string>;
