import { Cookie, X } from "../../components/ui/lucide-icons";
import { lazy, Suspense } from "react";
import { Link } from "../../lib/links";
import {
  ALL_ACCEPTED,
  ONLY_NECESSARY,
  openCookiePreferences,
  saveConsent,
  useConsent,
  useCookiePreferencesOpen,
} from "../../lib/consent";

const CookiePreferencesDialog = lazy(() => import("./cookie-preferences-dialog"));

/**
 * The consent banner (spec §2, Garante 2021 guidelines): accept and reject side by side with the same weight, an X that
 * keeps only the necessary cookies, customisation with nothing pre-ticked. The server renders it hidden: only the
 * browser can read the stored choice, and it shows the banner while there is none.
 */
export function CookieBanner() {
  const { known, consent } = useConsent();
  const preferencesOpen = useCookiePreferencesOpen();
  return (
    <>
      <section
        hidden={!known || consent !== null}
        aria-label="Consenso ai cookie"
        data-testid="cookie-banner"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white shadow-[0_-8px_30px_rgb(15_23_42/0.15)]"
      >
        <div className="container-page relative grid gap-4 py-5 pr-14 lg:grid-cols-[1fr_auto] lg:items-center">
          <div className="flex gap-3">
            <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-brand-700 sm:block" />
            <div className="text-sm text-ink">
              <h2 className="text-base font-semibold">Questo sito usa i cookie</h2>
              <p className="mt-1 text-muted">
                Usiamo cookie tecnici necessari al funzionamento del sito. Con il tuo consenso useremmo anche cookie analitici, di
                marketing e funzionali (come la mappa della sede). Puoi cambiare idea in ogni momento da «Preferenze cookie» in
                fondo alla pagina. Leggi la{" "}
                <Link to="/cookie-policy" className="font-medium text-brand-700 underline">
                  Cookie Policy
                </Link>{" "}
                e la{" "}
                <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
                  Privacy Policy
                </Link>
                .
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary flex-1 sm:flex-none" onClick={() => saveConsent(ONLY_NECESSARY)}>
              Solo necessari
            </button>
            <button type="button" className="btn-primary flex-1 sm:flex-none" onClick={() => saveConsent(ALL_ACCEPTED)}>
              Accetta tutti
            </button>
            <button type="button" className="btn-secondary w-full sm:w-auto" onClick={openCookiePreferences}>
              Personalizza
            </button>
          </div>
          <button
            type="button"
            aria-label="Chiudi: accetto solo i cookie necessari"
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
            onClick={() => saveConsent(ONLY_NECESSARY)}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </section>
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog current={consent} />
        </Suspense>
      ) : null}
    </>
  );
}
