import type { LanguageCode } from "../../../src/shared/languages";

/** The cookie banner's words in one language (spec §2), the policies it links to among them. */
interface BannerTexts {
  label: string;
  title: string;
  /** The sentence before the links, the words between them and their addresses. */
  intro: string;
  readThe: string;
  and: string;
  cookiePolicy: { label: string; path: string };
  privacyPolicy: { label: string; path: string };
  customise: string;
  onlyNecessary: string;
  acceptAll: string;
  close: string;
}

export const bannerTexts: Record<LanguageCode, BannerTexts> = {
  it: {
    label: "Consenso ai cookie",
    title: "Questo sito usa i cookie",
    intro:
      "Usiamo i cookie tecnici necessari e, con il tuo consenso, cookie analitici, di marketing e funzionali (come la mappa della sede). Puoi cambiare idea da «Preferenze cookie» in fondo alla pagina.",
    readThe: "Leggi la",
    and: "e la",
    cookiePolicy: { label: "Cookie Policy", path: "/cookie-policy" },
    privacyPolicy: { label: "Privacy Policy", path: "/privacy-policy" },
    customise: "Personalizza",
    onlyNecessary: "Solo necessari",
    acceptAll: "Accetta tutti",
    close: "Chiudi: accetto solo i cookie necessari",
  },
  en: {
    label: "Cookie consent",
    title: "This website uses cookies",
    intro:
      "We use the technical cookies the site needs and, with your consent, analytics, marketing and functional cookies (such as the map of our offices). You can change your mind at any time from «Cookie preferences» at the bottom of the page.",
    readThe: "Read our",
    and: "and our",
    cookiePolicy: { label: "Cookie Policy", path: "/en/cookie-policy" },
    privacyPolicy: { label: "Privacy Policy", path: "/en/privacy-policy" },
    customise: "Customise",
    onlyNecessary: "Necessary only",
    acceptAll: "Accept all",
    close: "Close: I accept only the necessary cookies",
  },
};
