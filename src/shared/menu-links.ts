import type { MenuLink } from "./menus";

/*
 * What the public pages need of the menus, kept apart from the schemas (the header island carries
 * it without zod).
 */

export const MENUS_QUERY_KEY = ["/api/menus"] as const;
/** What staff preview: the draft, else the published menus, else the built-in ones. */
export const MENUS_DRAFT_KEY = ["/api/menus/draft"] as const;
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
