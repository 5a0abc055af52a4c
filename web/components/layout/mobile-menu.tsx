import { ChevronDown, Phone } from "../ui/lucide-icons";
import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router-dom";
import { useDictionary } from "../../content/dictionary";
import { telHref } from "../../../src/shared/business-facts";
import { isExternalMenuLink, menuHref } from "../../../src/shared/menu-links";
import type { HeaderItem, MenuLink as MenuTarget } from "../../../src/shared/menus";
import { HeaderSearch } from "./header-search";
import { MenuLink } from "./menu-link";
import { homeOfPath, useHomeSectionLink } from "./use-home-section";
import { LanguageSwitcher, type LanguageLink } from "./language-switcher";

const itemClass = "flex min-h-12 w-full items-center rounded-lg px-3 text-base font-semibold text-ink hover:bg-brand-50";

/** The home page's section a link leads to ('/', or '/en' on an English page, is its top), or null for any other page. */
function homeSectionOf(link: MenuTarget, home: string): string | null {
  if (link.kind !== "page") return null;
  if (link.path === home) return "hero";
  const sections = home === "/" ? "/#" : `${home}#`;
  return link.path.startsWith(sections) ? link.path.slice(sections.length) : null;
}

/**
 * The phone menu (decision 15), following the header's menu: a link for each top-level item, a
 * list that opens for each dropdown (beside its link when it has a page of its own, as
 * 'Applicazioni': every item staff put under it is reachable on a phone too), then the call button. Links to the
 * home page go to its section smoothly when it is open.
 */
export function MobileMenu({
  id,
  open,
  onClose,
  phone,
  items,
  languages,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  phone: string;
  items: HeaderItem[];
  languages: LanguageLink[];
}) {
  const { header, callNow } = useDictionary();
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const groupsId = useId();
  const homeSection = useHomeSectionLink(onClose);

  useEffect(() => {
    if (!open) setOpenGroup(null);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const linkOf = (item: HeaderItem, link: MenuTarget) => {
    const section = homeSectionOf(link, homeOfPath(pathname));
    if (section) {
      return (
        <a {...homeSection(section)} className={itemClass}>
          {item.label}
        </a>
      );
    }
    const path = menuHref(link);
    return (
      <MenuLink
        link={link}
        onClick={onClose}
        aria-current={!isExternalMenuLink(link) && pathname === path ? "page" : undefined}
        className={itemClass}
      >
        {item.label}
      </MenuLink>
    );
  };

  let groups = 0;
  return (
    <nav
      id={id}
      aria-label={header.mobileMenu}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto lg:max-h-[calc(100dvh-5rem)] overscroll-contain border-t border-line bg-white pb-[var(--cookie-banner-height,0px)] xl:hidden"
    >
      <HeaderSearch idPrefix="cerca-menu" className="container-page block pt-3" />
      <ul className="container-page grid gap-1 py-3">
        {items.map((item) => {
          if (item.link && item.children.length === 0) return <li key={item.id}>{linkOf(item, item.link)}</li>;
          // The first list keeps the plain id, the others a numbered one.
          const listId = groups === 0 ? groupsId : `${groupsId}-${groups}`;
          groups += 1;
          const expanded = openGroup === item.id;
          const toggle = () => setOpenGroup((current) => (current === item.id ? null : item.id));
          const chevron = (
            <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`} />
          );
          return (
            <li key={item.id}>
              {item.link ? (
                // A dropdown with a page of its own: its link, and beside it the button that shows its items.
                <div className="flex items-center gap-1">
                  {linkOf(item, item.link)}
                  <button
                    type="button"
                    className="flex size-12 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    aria-label={header.itemsOf(item.label)}
                    onClick={toggle}
                  >
                    {chevron}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className={`${itemClass} justify-between`}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={toggle}
                >
                  {item.label}
                  {chevron}
                </button>
              )}
              <ul id={listId} hidden={!expanded} className="ml-3 grid gap-1 border-l-2 border-brand-100 pl-3">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuLink
                      link={child.link}
                      onClick={onClose}
                      aria-current={pathname === menuHref(child.link) ? "page" : undefined}
                      className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink hover:bg-brand-50"
                    >
                      {child.label}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        <li className="pt-2">
          <a href={telHref(phone)} className="btn-primary w-full">
            <Phone aria-hidden="true" className="size-4" />
            {callNow}
          </a>
        </li>
        {languages.length > 0 ? (
          <li className="pt-2 sm:hidden">
            <LanguageSwitcher links={languages} label={header.languages} className="flex gap-1 px-3" />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
