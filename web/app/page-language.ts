import { type Edition, linkIn } from "../../src/shared/editions";
import { LANGUAGE_CODES, type LanguageCode } from "../../src/shared/languages";
import type { MenuLink, SiteMenus } from "../../src/shared/menus";
import type { PageMeta } from "../../src/shared/page-meta";
import type { LanguageLink } from "../components/layout/language-switcher";
import { siteEdition } from "../content/translations";

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

/** The language switcher's links from the page at `pathname`: its versions, else the other languages' home pages. */
export function languageLinks(pathname: string, edition: Edition = siteEdition): LanguageLink[] {
  const current = edition.languageOf(pathname);
  const versions = edition.versionsOf(pathname);
  return edition.languages
    .filter((language) => language.code !== current.code)
    .map((language) => ({
      lang: language.htmlLang,
      name: language.name,
      href: versions.find((version) => version.language.code === language.code)?.address ?? edition.homeOf(language.code),
    }));
}

/** What the head of the page at `pathname` says of its language and of its versions in the others. */
export function languageMeta(pathname: string, edition: Edition = siteEdition): Pick<PageMeta, "language" | "versions"> {
  const own = edition.languageOf(pathname);
  const versions = edition.versionsOf(pathname);
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
