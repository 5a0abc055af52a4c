import { CONSENT_STORAGE_KEY, markCoveredHeight, parseConsent } from "../lib/consent-record";

/**
 * Shows the cookie banner the server wrote hidden when this browser holds no valid choice. The
 * islands' loader does it as the page is parsed, so the banner is in the first paint instead of
 * appearing once the islands' code has come (and being the page's late largest paint).
 */
export function showConsentRequest(): void {
  const banner = document.querySelector<HTMLElement>("[data-island=cookie-banner] > section");
  if (!banner) return;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked: no choice can be kept, so it is asked for.
  }
  if (parseConsent(stored, new Date()) !== null) return;
  banner.hidden = false;
  // Measured once drawn, not while the page is parsed (no forced layout before the first paint).
  requestAnimationFrame(() => markCoveredHeight(banner));
}
