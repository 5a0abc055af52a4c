import { Cookie, X } from "../../components/ui/lucide-icons";
import { lazy, type RefObject, Suspense, useEffect, useRef } from "react";
import { Link } from "../../lib/links";
import {
  ALL_ACCEPTED,
  ONLY_NECESSARY,
  openCookiePreferences,
  saveConsent,
  useConsent,
  useCookiePreferencesOpen,
} from "../../lib/consent";
import { COOKIE_BANNER_HEIGHT, markCoveredHeight } from "../../lib/consent-record";
import { usePageLanguage } from "../../lib/page-language";
import { bannerTexts } from "./consent-texts";

const CookiePreferencesDialog = lazy(() => import("./cookie-preferences-dialog"));

/**
 * While the banner is shown, COOKIE_BANNER_HEIGHT on the page's root says how much of the screen's bottom it covers, so
 * what must stay reachable (the phone menu's last links, the language switcher) scrolls clear of it.
 */
function useCoveredHeight(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement.style;
    if (!shown || !element) {
      root.removeProperty(COOKIE_BANNER_HEIGHT);
      return;
    }
    const observer = new ResizeObserver(() => markCoveredHeight(element));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(COOKIE_BANNER_HEIGHT);
    };
  }, [banner, shown]);
}

/**
 * The consent banner (spec §2, Garante 2021 guidelines): accept and reject side by side with the same weight, an X that
 * keeps only the necessary cookies, customisation with nothing pre-ticked. The server renders it hidden: only the
 * browser can read the stored choice, and it shows the banner while there is none.
 */
export function CookieBanner() {
  const language = usePageLanguage();
  const text = bannerTexts[language];
  const { known, consent } = useConsent();
  const preferencesOpen = useCookiePreferencesOpen();
  const shown = known && consent === null;
  const banner = useRef<HTMLElement>(null);
  useCoveredHeight(banner, shown);
  return (
    <>
      <section
        ref={banner}
        hidden={!shown}
        aria-label={text.label}
        data-testid="cookie-banner"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white shadow-[0_-8px_30px_rgb(15_23_42/0.15)]"
      >
        {/* On a phone it takes about a fifth of the screen: the choices side by side, customising a link in the text. */}
        <div className="container-page relative grid gap-3 py-3 sm:gap-4 sm:py-5 sm:pr-14 lg:grid-cols-[1fr_auto] lg:items-center">
          <div className="flex gap-3">
            <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-brand-700 sm:block" />
            <div className="text-sm text-ink">
              <h2 className="pr-10 text-base font-semibold sm:pr-0">{text.title}</h2>
              <p className="mt-1 text-[0.8125rem]/snug text-muted sm:text-sm">
                {text.intro} {text.readThe}{" "}
                <Link to={text.cookiePolicy.path} className="font-medium text-brand-700 underline">
                  {text.cookiePolicy.label}
                </Link>{" "}
                {text.and}{" "}
                <Link to={text.privacyPolicy.path} className="font-medium text-brand-700 underline">
                  {text.privacyPolicy.label}
                </Link>
                .{" "}
                <button type="button" className="font-medium text-brand-700 underline sm:hidden" onClick={openCookiePreferences}>
                  {text.customise}
                </button>
              </p>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <button type="button" className="btn-primary px-3 sm:px-5" onClick={() => saveConsent(ONLY_NECESSARY)}>
              {text.onlyNecessary}
            </button>
            <button type="button" className="btn-primary px-3 sm:px-5" onClick={() => saveConsent(ALL_ACCEPTED)}>
              {text.acceptAll}
            </button>
            <button type="button" className="btn-secondary hidden sm:inline-flex" onClick={openCookiePreferences}>
              {text.customise}
            </button>
          </div>
          <button
            type="button"
            aria-label={text.close}
            className="absolute top-1 right-1 inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink sm:top-3 sm:right-3"
            onClick={() => saveConsent(ONLY_NECESSARY)}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </section>
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog current={consent} language={language} />
        </Suspense>
      ) : null}
    </>
  );
}
