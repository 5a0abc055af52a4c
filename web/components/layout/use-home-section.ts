import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SCROLL_TO_SECTION_DELAY_MS, scrollToSection } from "../../lib/motion";

/**
 * Links to a home section (#hero, #applications): from another page they navigate to /#id;
 * on the home page they scroll smoothly to the section after 100 ms.
 */
export function useHomeSectionLink(onDone?: () => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (id: string) => ({
    href: `/#${id}`,
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      onDone?.();
      if (pathname === "/") {
        window.setTimeout(() => scrollToSection(id), SCROLL_TO_SECTION_DELAY_MS);
      } else {
        void navigate(`/#${id}`);
      }
    },
  });
}
