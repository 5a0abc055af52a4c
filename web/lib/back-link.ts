import { LANGUAGES } from "../../src/shared/languages";

/** The home pages of the languages other than Italian (/en): like '/', they have no back link. */
const LANGUAGE_HOMES = new Set<string>(LANGUAGES.map((language) => language.prefix).filter(Boolean));

export interface BackLinkTarget {
  to: string;
  label: string;
}

/**
 * Decision 12: articles go back to the blog, admin pages below the dashboard to the dashboard,
 * everything else to home; no back link on home (in any language), the dashboard or the admin sign-in.
 */
export function backLinkFor(pathname: string): BackLinkTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/" || LANGUAGE_HOMES.has(path) || path === "/admin" || path === "/admin/login" || path === "/admin/setup")
    return null;
  // An article goes back to its own language's blog: '/blog' is the Italian path each page's links map to its language's.
  if (LANGUAGES.some((language) => path.startsWith(`${language.prefix}/blog/`))) return { to: "/blog", label: "Torna al blog" };
  if (path.startsWith("/admin/")) return { to: "/admin", label: "Torna all'admin" };
  return { to: "/", label: "Torna alla home" };
}
