import { CookieBanner } from "../features/cookie-consent/cookie-banner";
import { onConsentChange, storedConsent } from "../lib/consent";
import type { IslandHydration } from "../lib/islands";

export const hydrate: IslandHydration = "interaction";
export const component = CookieBanner;

/**
 * The cookie banner is in the server's HTML, hidden. Showing it to a visitor who has not chosen
 * takes one attribute, not a render of the banner while the page loads. It is hydrated when used,
 * or when the choice changes elsewhere (reopened from «Preferenze cookie», made in another tab).
 */
export function prepare(element: HTMLElement, hydrateNow: () => void): void {
  const banner = element.firstElementChild;
  if (banner instanceof HTMLElement && storedConsent() === null) banner.hidden = false;
  const stop = onConsentChange(() => {
    stop();
    hydrateNow();
  });
}
