import { ChevronDown } from "../ui/lucide-icons";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useLocation } from "react-router-dom";
import { menuHref } from "../../../src/shared/menu-links";
import type { MenuLeaf } from "../../../src/shared/menus";
import { MenuLink } from "./menu-link";
import { DROPDOWN_CLOSE_DELAY_MS } from "../../lib/motion";
import type { SiteTexts } from "../../../src/shared/pages/site-texts";

/**
 * A desktop navigation dropdown (disclosure pattern): opens on mouse hover, on keyboard focus
 * and on Enter; closes 300 ms after the pointer leaves, on Escape, and when focus leaves it.
 */
export function NavDropdown({
  label,
  items,
  taglines,
}: {
  label: string;
  items: MenuLeaf[];
  taglines: Partial<SiteTexts["taglines"]>;
}) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const active = items.some((item) => {
    const path = menuHref(item.link);
    return pathname === path || pathname.startsWith(`${path}/`);
  });

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  // The dropdown closes whenever the page changes (not when it first comes to life: on a
  // visitor's page that happens at the very hover or focus that opens it).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") return;
    cancelClose();
    setOpen(true);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === "mouse") scheduleClose();
  };

  const menuLinks = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-dropdown-item]") ?? []);
  // An arrow key on a closed dropdown opens it first; the link gets focus once it is shown.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-dropdown-item]")[pendingFocus.current]?.focus();
      pendingFocus.current = null;
    }
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const links = menuLinks();
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      const step = e.key === "ArrowDown" ? 1 : -1;
      const count = Math.max(links.length, 1);
      const next = current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count;
      if (open) links[next]?.focus();
      else {
        pendingFocus.current = next;
        setOpen(true);
      }
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and key events bubble up from the trigger button and the menu links inside.
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onFocus={() => {
          if (triggerRef.current?.matches(":focus-visible")) setOpen(true);
        }}
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm 2xl:px-2.5 font-semibold whitespace-nowrap transition-colors hover:text-brand-700 ${
          active ? "text-brand-700" : "text-ink"
        }`}
      >
        {label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid={`dropdown-${label}`}
        className="absolute top-full left-1/2 z-50 w-[22rem] -translate-x-1/2 pt-2"
      >
        <ul className="card grid gap-1 p-2">
          {items.map((item) => {
            const path = menuHref(item.link);
            // A sub-item's own description, else the page's one among the site texts.
            const description = item.description || taglines[path as keyof typeof taglines];
            return (
              <li key={item.id}>
                <MenuLink
                  link={item.link}
                  data-dropdown-item
                  aria-current={pathname === path ? "page" : undefined}
                  className="block rounded-lg px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50 aria-[current=page]:bg-brand-50"
                >
                  <span className="block text-sm font-semibold text-ink">{item.label}</span>
                  {description ? <span className="mt-0.5 block text-xs text-muted">{description}</span> : null}
                </MenuLink>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
