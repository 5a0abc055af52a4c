/*
 * The public business texts that have a version in each language: the company description (the
 * footer's sentence) and the opening hours as read on the contact page. The Italian ones are the
 * site texts' mission and the business facts' opening hours; the others are stored per language.
 * Free of zod: the visitor's pages read these.
 */

export const BUSINESS_TEXT_FIELDS = ["companyDescription", "openingHours"] as const;
export type BusinessTextField = (typeof BUSINESS_TEXT_FIELDS)[number];
export type BusinessTexts = Record<BusinessTextField, string>;

/** How staff name each field, in Italian as the whole admin. */
export const businessTextLabels: Record<BusinessTextField, string> = {
  companyDescription: "Descrizione dell'azienda",
  openingHours: "Orari di apertura",
};

export const BUSINESS_TEXT_LIMITS: Record<BusinessTextField, number> = { companyDescription: 300, openingHours: 120 };

/** The Italian company description built into the program (the footer's mission sentence until staff edit it). */
export const BUILT_IN_COMPANY_DESCRIPTION =
  "Automazione parcheggi, infomobilità, controllo accessi e pensiline fotovoltaiche: progettiamo, installiamo e assistiamo impianti in tutta Italia.";

/**
 * The English texts built into the program, written from the built-in Italian ones: what English
 * pages show until staff save their own.
 */
export const builtInEnglishBusinessTexts: BusinessTexts = {
  companyDescription:
    "Parking automation, parking guidance, access control and solar carports: we design, install and support systems all over Italy.",
  openingHours: "Monday to Friday, 9:00 – 18:00",
};
