import type { LanguageCode } from "../../../src/shared/languages";

type Category = { title: string; text: string };

/** The dialog's words in one language. */
interface DialogTexts {
  title: string;
  descriptionBefore: string;
  cookiePolicy: { label: string; path: string };
  necessary: Category;
  categories: Record<"functional" | "analytics" | "marketing", Category>;
  onlyNecessary: string;
  acceptAll: string;
  save: string;
  close: string;
}

export const dialogTexts: Record<LanguageCode, DialogTexts> = {
  it: {
    title: "Preferenze cookie",
    descriptionBefore: "Scegli quali cookie accettare. Puoi modificare la scelta in qualsiasi momento. Dettagli nella",
    cookiePolicy: { label: "Cookie Policy", path: "/cookie-policy" },
    necessary: {
      title: "Necessari",
      text: "Indispensabili al funzionamento del sito e alla memoria di questa scelta. Sempre attivi.",
    },
    categories: {
      functional: {
        title: "Funzionali",
        text: "Servizi di terze parti integrati nelle pagine, come la mappa interattiva della sede fornita da OpenStreetMap.",
      },
      analytics: {
        title: "Analitici",
        text: "Cookie di strumenti di analisi, che oggi il sito non usa. Il conteggio anonimo delle visite, senza cookie, non dipende da questa scelta.",
      },
      marketing: {
        title: "Marketing",
        text: "Misurazione delle campagne e contenuti promozionali in linea con i tuoi interessi.",
      },
    },
    onlyNecessary: "Solo necessari",
    acceptAll: "Accetta tutti",
    save: "Salva preferenze",
    close: "Chiudi senza modificare",
  },
  en: {
    title: "Cookie preferences",
    descriptionBefore: "Choose which cookies to accept. You can change your choice at any time. Details in our",
    cookiePolicy: { label: "Cookie Policy", path: "/en/cookie-policy" },
    necessary: {
      title: "Necessary",
      text: "Essential for the website to work and to remember this choice. Always on.",
    },
    categories: {
      functional: {
        title: "Functional",
        text: "Third-party services built into the pages, such as the interactive map of our offices provided by OpenStreetMap.",
      },
      analytics: {
        title: "Analytics",
        text: "Cookies of analytics tools, which the website does not use today. The anonymous, cookie-free count of visits does not depend on this choice.",
      },
      marketing: {
        title: "Marketing",
        text: "Campaign measurement and promotional content in line with your interests.",
      },
    },
    onlyNecessary: "Necessary only",
    acceptAll: "Accept all",
    save: "Save preferences",
    close: "Close without changes",
  },
};
