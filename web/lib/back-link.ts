export interface BackLinkTarget {
  to: string;
  label: string;
}

/**
 * Decision 12: articles go back to the blog, admin pages below the dashboard to the dashboard,
 * everything else to home; no back link on home, the dashboard or the admin sign-in.
 */
export function backLinkFor(pathname: string): BackLinkTarget | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/" || path === "/admin" || path === "/admin/login" || path === "/admin/setup") return null;
  if (path.startsWith("/blog/")) return { to: "/blog", label: "Torna al blog" };
  if (path.startsWith("/admin/")) return { to: "/admin", label: "Torna all'admin" };
  return { to: "/", label: "Torna alla home" };
}
