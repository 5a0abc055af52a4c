import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { scrollToSection } from "../lib/motion";

/** Decision 11: every route change scrolls to the top, or to the anchor when the URL has a hash. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new key) must scroll, even to the same path.
  useEffect(() => {
    if (firstRender.current) {
      // The browser already placed the first page; only an anchor needs help after hydration.
      firstRender.current = false;
      if (!hash) return;
    }
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      const frame = window.requestAnimationFrame(() => {
        if (!scrollToSection(id)) window.scrollTo(0, 0);
      });
      return () => window.cancelAnimationFrame(frame);
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, key]);

  return null;
}
