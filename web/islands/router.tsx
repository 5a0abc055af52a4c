/**
 * What the islands of a public page use of react-router-dom, for a page the browser loaded in
 * full: the location is the window's, a link is a plain link, navigating loads the next page.
 * scripts/build.ts puts this module in place of react-router-dom in the islands bundle only.
 */
import { type AnchorHTMLAttributes, forwardRef, type ReactNode, type CSSProperties } from "react";
import { isActiveLink } from "../lib/active-link";

interface LinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
}

interface NavLinkProps extends Omit<LinkProps, "className" | "style" | "children"> {
  end?: boolean;
  className?: string | ((state: LinkState) => string | undefined);
  style?: CSSProperties | ((state: LinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: LinkState) => ReactNode);
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useNavigate() {
  return (to: string | number) => {
    if (typeof to === "number") window.history.go(to);
    else window.location.assign(to);
  };
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const setSearchParams = (next: URLSearchParams) => window.location.assign(`${window.location.pathname}?${next}`);
  return [new URLSearchParams(window.location.search), setSearchParams];
}

export function useParams(): Record<string, string | undefined> {
  return {};
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace: _replace, reloadDocument: _reload, preventScrollReset: _scroll, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className, style, children, ...rest },
  ref,
) {
  const isActive = isActiveLink(window.location.pathname, to, end);
  const state: LinkState = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : className}
      style={typeof style === "function" ? style(state) : style}
      {...rest}
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
});
