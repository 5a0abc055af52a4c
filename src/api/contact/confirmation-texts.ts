import { contactMessages } from "../../shared/contact/contact-messages";
import { isContactTipo } from "../../shared/contact/contact-options";
import type { LanguageCode } from "../../shared/languages";
import type { PublicSettings } from "../../shared/schemas/settings";

/** What the visitor's confirmation e-mail says, in the language of the page the form was sent from. */
export interface ConfirmationTexts {
  subject: (company: string) => string;
  greeting: (name: string) => string;
  thanks: (company: string) => string;
  hours: (openingHours: string) => string;
  summaryIntro: string;
  labels: { name: string; email: string; phone: string; company: string; tipo: string };
  contact: (site: PublicSettings) => string;
  closing: string;
  vat: string;
  why: string;
}

export const confirmationTexts: Record<LanguageCode, ConfirmationTexts> = {
  it: {
    subject: (company) => `Abbiamo ricevuto la tua richiesta - ${company}`,
    greeting: (name) => `Gentile ${name},`,
    thanks: (company) =>
      `grazie per aver contattato ${company}. Abbiamo ricevuto la tua richiesta e ti ricontatteremo entro 24 ore.`,
    hours: (openingHours) => `Orari dei nostri uffici: ${openingHours}.`,
    summaryIntro: "Ecco il riepilogo di quanto ci hai inviato:",
    labels: { name: "Nome", email: "Email", phone: "Telefono", company: "Azienda", tipo: "Tipo di applicazione" },
    contact: (site) =>
      `Per qualsiasi necessità puoi chiamarci al ${site.phone} o scriverci a ${site.email}: basta rispondere a questa email.`,
    closing: "Cordiali saluti,",
    vat: "P.IVA",
    why: "Hai ricevuto questa email perché il tuo indirizzo è stato inserito nel modulo di contatto del nostro sito. Se non hai inviato tu la richiesta, ignora questo messaggio.",
  },
  en: {
    subject: (company) => `We have received your request - ${company}`,
    greeting: (name) => `Dear ${name},`,
    thanks: (company) =>
      `thank you for contacting ${company}. We have received your request and will get back to you within 24 hours.`,
    hours: (openingHours) => `Our office hours (Italian time): ${openingHours}.`,
    summaryIntro: "Here is a summary of what you sent us:",
    labels: { name: "Name", email: "Email", phone: "Phone", company: "Company", tipo: "Application type" },
    contact: (site) => `If you need anything, call us on ${site.phone} or write to ${site.email}: simply reply to this email.`,
    closing: "Kind regards,",
    vat: "VAT no.",
    why: "You are receiving this email because your address was entered in the contact form on our website. If you did not send this request, please ignore this message.",
  },
};

/** The application type as the visitor's language names it. */
export function tipoLabelIn(language: LanguageCode, tipo: string | null): string {
  const messages = contactMessages(language);
  return isContactTipo(tipo) ? messages.tipoLabels[tipo] : messages.request.noTipo;
}
