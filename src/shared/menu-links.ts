import { DEFAULT_LANGUAGE, type LanguageCode } from "./languages";
import type { MenuLink } from "./menus";

/*
 * What the public pages need of the menus, kept apart from the schemas (the header island carries
 * it without zod).
 */

const MENUS_QUERY_KEY = ["/api/menus"] as const;
/** What staff preview: the draft, else the published menus, else the built-in ones. */
export const MENUS_DRAFT_KEY = ["/api/menus/draft"] as const;
/** `?lingua=` of the menus' API: none for the Italian menus, which keep the spec's addresses. */
export const menusLanguageQuery = (language: LanguageCode) => (language === DEFAULT_LANGUAGE ? "" : `?lingua=${language}`);

/** The published menus of a language (GET /api/menus?lingua=en): the Italian ones keep the spec's address. */
export const menusQueryKey = (language: LanguageCode) => [`${MENUS_QUERY_KEY[0]}${menusLanguageQuery(language)}`] as const;
/** What staff preview in a language. */
export const menusDraftKey = (language: LanguageCode) => [`${MENUS_DRAFT_KEY[0]}${menusLanguageQuery(language)}`] as const;

/** `?anteprima=menu` at any public page: staff see the draft menus there. */
export const MENUS_PREVIEW_VALUE = "menu";

/** Where a menu link leads. */
export function menuHref(link: MenuLink): string {
  switch (link.kind) {
    case "page":
      return link.path;
    case "article":
      return `/blog/${link.slug}`;
    case "tag":
      return `/blog/tag/${link.slug}`;
    case "external":
      return link.url;
  }
}

/** A link that leaves the site (opened as a plain link, never by the site's router). */
export const isExternalMenuLink = (link: MenuLink): boolean => link.kind === "external";
