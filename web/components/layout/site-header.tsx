import { Menu, Phone, Search, X } from "../ui/lucide-icons";
import { useCallback, useState } from "react";
import { useLocation } from "react-router-dom";
import { Link, NavLink } from "../../lib/links";
import { CALL_LABEL, productCategories, sectors } from "../../content/site";
import { telHref } from "../../../src/shared/business-facts";
import type { SiteTexts } from "../../../src/shared/pages/site-texts";
import { BrandMark } from "../ui/brand-icons";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-ink"
  }`;

export interface SiteHeaderProps {
  companyName: string;
  phone: string;
  /** The menu taglines of the product categories and sectors, as published. */
  taglines: SiteTexts["taglines"];
}

/** The sticky navigation bar of every public page. Its texts come as props: it is an island of its own. */
export function SiteHeader({ companyName, phone, taglines }: SiteHeaderProps) {
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
        <Link to="/" className="flex items-center gap-2.5 rounded-md" aria-label={`${companyName}, home`}>
          <BrandMark className="size-9 lg:size-10" />
          <span className="text-lg font-bold tracking-tight text-brand-900">{companyName}</span>
        </Link>

        <nav aria-label="Menu principale" className="hidden items-center gap-1 lg:flex">
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
          <NavDropdown label="Prodotti e Soluzioni" items={productCategories} taglines={taglines} />
          <NavDropdown label="Applicazioni" items={sectors} taglines={taglines} />
          <NavLink to="/servizi" className={navLinkClass}>
            Servizi
          </NavLink>
          <NavLink to="/blog" className={navLinkClass}>
            Blog
          </NavLink>
          <NavLink to="/contatti" className={navLinkClass}>
            Contatti
          </NavLink>
        </nav>

        <div className="flex items-center gap-2">
          <HeaderSearch idPrefix="cerca-intestazione" className="hidden w-52 xl:block" />
          <Link
            to="/cerca"
            aria-label="Cerca nel sito"
            className="hidden size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:inline-flex xl:hidden"
          >
            <Search aria-hidden="true" className="size-5" />
          </Link>
          <a href={telHref(phone)} className="btn-primary hidden lg:inline-flex">
            <Phone aria-hidden="true" className="size-4" />
            {CALL_LABEL}
          </a>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Chiudi il menu" : "Apri il menu"}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <MobileMenu id="mobile-menu" open={menuOpen} onClose={closeMenu} phone={phone} />
    </header>
  );
}
