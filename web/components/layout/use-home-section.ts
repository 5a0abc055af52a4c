import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SCROLL_TO_SECTION_DELAY_MS, scrollToSection } from "../../lib/motion";
import { languageByCode, languageOfPath } from "../../../src/shared/languages";

/** The home page of the language an address belongs to: '/', '/en'. */
export const homeOfPath = (pathname: string): string => languageByCode(languageOfPath(pathname)).prefix || "/";

/**
 * Links to a home section (#hero, #applications): from another page they navigate to /#id (/en#id on an
 * English page); on the home page they scroll smoothly to the section after 100 ms.
 */
export function useHomeSectionLink(onDone?: () => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = homeOfPath(pathname);
  return (id: string) => ({
    href: `${home}#${id}`,
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      onDone?.();
      if (pathname === home) {
        window.setTimeout(() => scrollToSection(id), SCROLL_TO_SECTION_DELAY_MS);
      } else {
        void navigate(`${home}#${id}`);
      }
    },
  });
}
