import { CookieBanner } from "../features/cookie-consent/cookie-banner";
import { onConsentChange } from "../lib/consent";
import type { IslandHydration } from "../lib/islands";

export const hydrate: IslandHydration = "interaction";
export const component = CookieBanner;

/**
 * The cookie banner is in the server's HTML, hidden; the islands' loader shows it to a visitor who
 * has not chosen (islands/consent-request.ts), with no render while the page loads. It is hydrated
 * when used, or when the choice changes elsewhere (reopened from «Preferenze cookie», made in another tab).
 */
export function prepare(_element: HTMLElement, hydrateNow: () => void): void {
  const stop = onConsentChange(() => {
    stop();
    hydrateNow();
  });
}
