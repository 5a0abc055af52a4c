/**
 * What the sign-in, set-up and invitation pages use of react-router-dom when the browser loaded
 * them on their own (web/entry.signin.tsx): the location is the window's, a link is a plain link,
 * and going on (into the admin) loads the next page. scripts/build.ts puts this module in place of
 * react-router-dom in that bundle only; inside the whole app the pages use the real router.
 */
import { type AnchorHTMLAttributes, forwardRef, useEffect } from "react";

interface NavigateOptions {
  replace?: boolean;
}

function go(to: string, { replace = false }: NavigateOptions = {}) {
  // The same page at another address (a one-time token moved into the fragment): no new page load.
  if (replace && new URL(to, window.location.href).pathname === window.location.pathname)
    window.history.replaceState(null, "", to);
  else if (replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The window's address, as react-router's location describes it. */
export function useLocation(): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function useNavigate() {
  return go;
}

/** Leaves for `to` once rendered, as react-router's <Navigate> does. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  useEffect(() => go(to, { replace }), [to, replace]);
  return null;
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(window.location.search)];
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});
