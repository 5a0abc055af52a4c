import { openCookiePreferences } from "../../lib/consent";
import { useDictionary } from "../../content/dictionary";

/** The footer's «Preferenze cookie»: opens the consent choices again (spec §2). */
export function CookiePreferencesButton() {
  const { footer } = useDictionary();
  return (
    <button type="button" onClick={openCookiePreferences} className="hover:text-white hover:underline">
      {footer.cookiePreferences}
    </button>
  );
}
