import { ChevronDown, Phone } from "../ui/lucide-icons";
import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "../../lib/links";
import { CALL_LABEL, productCategories } from "../../content/site";
import { telHref } from "../../../src/shared/business-facts";
import { HeaderSearch } from "./header-search";
import { useHomeSectionLink } from "./use-home-section";

const itemClass = "flex min-h-12 w-full items-center rounded-lg px-3 text-base font-semibold text-ink hover:bg-brand-50";

/** The phone menu (decision 15): Home, Prodotti e Soluzioni, Applicazioni, Servizi, Blog, Contatti, call. */
export function MobileMenu({ id, open, onClose, phone }: { id: string; open: boolean; onClose: () => void; phone: string }) {
  const { pathname } = useLocation();
  const [productsOpen, setProductsOpen] = useState(false);
  const productsId = useId();
  const homeSection = useHomeSectionLink(onClose);

  useEffect(() => {
    if (!open) setProductsOpen(false);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <nav id={id} aria-label="Menu principale mobile" hidden={!open} className="border-t border-line bg-white lg:hidden">
      <HeaderSearch idPrefix="cerca-menu" className="container-page block pt-3" />
      <ul className="container-page grid gap-1 py-3">
        <li>
          <a {...homeSection("hero")} className={itemClass}>
            Home
          </a>
        </li>
        <li>
          <button
            type="button"
            className={`${itemClass} justify-between`}
            aria-expanded={productsOpen}
            aria-controls={productsId}
            onClick={() => setProductsOpen((o) => !o)}
          >
            Prodotti e Soluzioni
            <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${productsOpen ? "rotate-180" : ""}`} />
          </button>
          <ul id={productsId} hidden={!productsOpen} className="ml-3 grid gap-1 border-l-2 border-brand-100 pl-3">
            {productCategories.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  onClick={onClose}
                  aria-current={pathname === item.path ? "page" : undefined}
                  className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink hover:bg-brand-50"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <a {...homeSection("applications")} className={itemClass}>
            Applicazioni
          </a>
        </li>
        {[
          { path: "/servizi", label: "Servizi" },
          { path: "/blog", label: "Blog" },
          { path: "/contatti", label: "Contatti" },
        ].map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              onClick={onClose}
              aria-current={pathname === item.path ? "page" : undefined}
              className={itemClass}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li className="pt-2">
          <a href={telHref(phone)} className="btn-primary w-full">
            <Phone aria-hidden="true" className="size-4" />
            {CALL_LABEL}
          </a>
        </li>
      </ul>
    </nav>
  );
}
