import { type AnchorHTMLAttributes, createContext, forwardRef, useContext } from "react";
import { NavLink as RouterNavLink, Link as RouterLink, useLocation } from "react-router-dom";
import { isActiveLink } from "./active-link";

/**
 * True while the server renders a page that a visitor's browser brings to life island by island:
 * no router takes over its links, so they are plain links, as the islands' own
 * (web/islands/router.tsx), and cost the render none of the router's work for each of them.
 */
export const PlainLinks = createContext(false);

/**
 * Where a link written with the Italian site paths leads on the page open: a page in another
 * language sets it so that its links reach the versions in its language (web/app/public-layout.tsx).
 */
export const SiteAddress = createContext<(path: string) => string>((path) => path);

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of the site, with its query and hash if any. */
  to: string;
}

/** A link to one of the site's pages: the router's in the whole app, a plain one on a visitor's page. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to: written, ...rest }, ref) {
  const plain = useContext(PlainLinks);
  const to = useContext(SiteAddress)(written);
  return plain ? <a ref={ref} href={to} {...rest} /> : <RouterLink ref={ref} to={to} {...rest} />;
});

interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Active only on this very path, not on the pages below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
}

/** A menu link that shows (and tells assistive technology) that its page is the one open. */
export function NavLink({ to: written, end = false, className, ...rest }: NavLinkProps) {
  const plain = useContext(PlainLinks);
  const to = useContext(SiteAddress)(written);
  const { pathname } = useLocation();
  if (!plain) return <RouterNavLink to={to} end={end} className={className} {...rest} />;
  const isActive = isActiveLink(pathname, to, end);
  return <a href={to} aria-current={isActive ? "page" : undefined} className={className({ isActive })} {...rest} />;
}
