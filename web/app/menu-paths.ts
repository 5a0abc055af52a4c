import { isExternalMenuLink, menuHref } from "../../src/shared/menu-links";
import { menuLinks, type SiteMenus } from "../../src/shared/menus";

const pathsOf = new WeakMap<SiteMenus, string[]>();

/** The site's paths the menus link to (another site's addresses left out), worked out once for each version of the menus. */
export function menuPaths(menus: SiteMenus): string[] {
  let paths = pathsOf.get(menus);
  if (!paths) {
    paths = [
      ...new Set(
        menuLinks(menus)
          .filter(({ link }) => !isExternalMenuLink(link))
          // A link to a section of a page (/#applicazioni) marks that page.
          .flatMap(({ link }) => [menuHref(link), menuHref(link).replace(/#.*$/, "") || "/"]),
      ),
    ];
    pathsOf.set(menus, paths);
  }
  return paths;
}
