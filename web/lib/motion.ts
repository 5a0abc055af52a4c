/** Spec §9 timings of the shell. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
export const SCROLL_TO_SECTION_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Smoothly (unless the visitor asked for less motion) brings a section into view. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  return true;
}
