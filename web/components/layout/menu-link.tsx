import { type AnchorHTMLAttributes, forwardRef } from "react";
import { isExternalMenuLink, menuHref } from "../../../src/shared/menu-links";
import type { MenuLink as MenuTarget } from "../../../src/shared/menus";
import { Link } from "../../lib/links";

interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  link: MenuTarget;
}

/** A menu item's link: the site's own pages through the site's links, another site as a plain link. */
export const MenuLink = forwardRef<HTMLAnchorElement, MenuLinkProps>(function MenuLink({ link, ...rest }, ref) {
  if (isExternalMenuLink(link)) return <a ref={ref} href={menuHref(link)} {...rest} />;
  return <Link ref={ref} to={menuHref(link)} {...rest} />;
});
