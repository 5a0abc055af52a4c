import { Menu, Phone, Search, X } from "../ui/lucide-icons";
import { useCallback, useState } from "react";
import { useLocation } from "react-router-dom";
import { Link, NavLink } from "../../lib/links";
import { useDictionary } from "../../content/dictionary";
import { telHref } from "../../../src/shared/business-facts";
import { isExternalMenuLink, menuHref } from "../../../src/shared/menu-links";
import type { HeaderItem } from "../../../src/shared/menus";
import { builtInMenus } from "../../../src/shared/menus-built-in";
import { LANGUAGES } from "../../../src/shared/languages";
import type { SiteTexts } from "../../../src/shared/pages/site-texts";
import { BrandMark } from "../ui/brand-icons";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { LanguageSwitcher, type LanguageLink } from "./language-switcher";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-2 text-sm 2xl:px-2.5 font-semibold whitespace-nowrap transition-colors hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-ink"
  }`;

export interface SiteHeaderProps {
  companyName: string;
  phone: string;
  /** The menu taglines of the product categories and sectors, as published (the Italian menus'; another language's menus carry their own). */
  taglines: Partial<SiteTexts["taglines"]>;
  /** The menu staff published, or the built-in one of a language other than Italian; absent while the built-in Italian one is served. */
  menu?: HeaderItem[];
  /** The home page of the page's language (the logo's link). */
  homePath?: string;
  /** The same page in the site's other languages, or their home pages where it has no translation. */
  languages?: LanguageLink[];
}

/** Whether a path is a home page ('/', '/en'): its menu link marks that page only, not every page below it. */
const isHomePage = (path: string) => LANGUAGES.some((language) => (language.prefix || "/") === path);

/** A top-level link of the desktop menu (the home page's only when it is the page open). */
function TopLink({ item }: { item: HeaderItem }) {
  if (!item.link) return null;
  if (isExternalMenuLink(item.link)) {
    return (
      <a href={menuHref(item.link)} className={navLinkClass({ isActive: false })}>
        {item.label}
      </a>
    );
  }
  const to = menuHref(item.link);
  return (
    <NavLink to={to} end={isHomePage(to)} className={navLinkClass}>
      {item.label}
    </NavLink>
  );
}

/** The sticky navigation bar of every public page. Its texts come as props: it is an island of its own. */
export function SiteHeader({
  companyName,
  phone,
  taglines,
  menu = builtInMenus.header,
  homePath = "/",
  languages = [],
}: SiteHeaderProps) {
  const { header, callNow, search } = useDictionary();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, hash } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The mobile menu closes whenever the location changes (not when the header first comes to
  // life: on a visitor's page that happens at the very tap that opens it).
  const location = `${pathname}${hash}`;
  const [menuLocation, setMenuLocation] = useState(location);
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <Link to={homePath} className="flex items-center gap-2.5 rounded-md" aria-label={header.homeLabel(companyName)}>
          <BrandMark className="size-9 lg:size-10" />
          <span className="text-lg font-bold tracking-tight whitespace-nowrap text-brand-900">{companyName}</span>
        </Link>

        <nav aria-label={header.mainMenu} className="hidden items-center gap-1 xl:flex">
          {menu.map((item) =>
            item.children.length > 0 ? (
              <NavDropdown key={item.id} label={item.label} items={item.children} taglines={taglines} />
            ) : (
              <TopLink key={item.id} item={item} />
            ),
          )}
        </nav>

        <div className="flex items-center gap-2 xl:gap-1 2xl:gap-2">
          <HeaderSearch idPrefix="cerca-intestazione" className="hidden w-44 xl:block 2xl:w-52" />
          <Link
            to={search.path}
            aria-label={header.searchSite}
            className="hidden size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:inline-flex xl:hidden"
          >
            <Search aria-hidden="true" className="size-5" />
          </Link>
          <LanguageSwitcher links={languages} label={header.languages} compact className="hidden gap-0.5 sm:flex" />
          <a href={telHref(phone)} className="btn-primary hidden whitespace-nowrap lg:inline-flex">
            <Phone aria-hidden="true" className="size-4" />
            {callNow}
          </a>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? header.closeMenu : header.openMenu}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <MobileMenu id="mobile-menu" open={menuOpen} onClose={closeMenu} phone={phone} items={menu} languages={languages} />
    </header>
  );
}
