import { CookiePreferencesButton } from "../components/layout/cookie-preferences-button";
import type { IslandHydration } from "../lib/islands";

/** The footer's «Preferenze cookie», which reopens the consent choice. */
export const hydrate: IslandHydration = "interaction";
export const component = CookiePreferencesButton;
