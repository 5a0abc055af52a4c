import type { LanguageCode } from "../../shared/languages";

/** What the gated download says back to a visitor, in the language of the page the form was sent from. */
interface GateWords {
  back: string;
  check: string;
  /** The first mistake of the form, by field (the Italian ones are the schema's own messages). */
  fields: Partial<Record<string, string>>;
  html: string;
}

export const gateWords: Record<LanguageCode, GateWords> = {
  it: {
    back: "Torna al documento",
    check: "Controlla i dati inseriti",
    fields: {},
    html: "it",
  },
  en: {
    back: "Back to the document",
    check: "Please check the details you entered",
    fields: {
      nome: "Please enter your full name (up to 120 characters)",
      email: "Please enter a valid email address",
      azienda: "Please enter the name of your company or organisation (up to 120 characters)",
      privacy: "To download the document, please confirm that you have read the privacy notice",
      marketing: "Invalid marketing consent",
    },
    html: "en",
  },
};
