import { openCookiePreferences } from "../../lib/consent";

/** The footer's «Preferenze cookie»: opens the consent choices again (spec §2). */
export function CookiePreferencesButton() {
  return (
    <button type="button" onClick={openCookiePreferences} className="hover:text-white hover:underline">
      Preferenze cookie
    </button>
  );
}
