import type { ContactMessages } from "./contact-message-table";
import { contactLimits } from "./contact-options";

/** The contact form in English, for the pages under /en/. */
export const englishContactMessages: ContactMessages = {
  checks: {
    required: { title: "Required fields missing", description: "Please fill in all the required fields to continue" },
    email: { title: "Invalid email address", description: "Please enter a valid email address" },
    phone: { title: "Invalid phone number", description: "Please enter a valid phone number" },
  },
  invalidTitle: "Invalid details",
  requiredField: "Required: please fill this in to send your request",
  tooLong: {
    nome: `Your first name can be at most ${contactLimits.nome} characters long`,
    cognome: `Your last name can be at most ${contactLimits.cognome} characters long`,
    email: "This email address is too long",
    telefono: `Your phone number can be at most ${contactLimits.telefono} characters long`,
    azienda: `Your company name can be at most ${contactLimits.azienda} characters long`,
    messaggio: `Your message can be at most ${contactLimits.messaggio} characters long`,
  },
  invalidValue: "Invalid value",
  invalidTipo: "Invalid application type",
  invalidMarketing: "Invalid marketing consent",
  invalidLanguage: "Invalid language",
  success: {
    title: "Request sent successfully!",
    withEmail: "We will get back to you within 24 hours. Please check your inbox for our confirmation.",
    withoutEmail: "We will get back to you within 24 hours.",
  },
  failure: {
    title: "Your request could not be sent",
    fallback: "Something went wrong while sending",
    descriptionFallback: "Something went wrong. Please try again or give us a call.",
  },
  server: {
    tooLarge: "Your request is too long: please shorten the message and try again",
    tooMany: (minutes) =>
      `You have sent too many requests in a short time. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`} or give us a call.`,
    notStored: "We could not record your request. Please try again shortly or give us a call.",
  },
  request: {
    tipoLine: "Application type",
    messageLine: "Message",
    noTipo: "Not specified",
    noCompany: "Not specified",
    generalRequest: "General information request",
  },
  tipoLabels: {
    aeroporto: "Airport",
    "centro-commerciale": "Shopping centre",
    "centro-urbano": "City centre",
    ospedale: "Hospital",
    universita: "University",
    hotel: "Hotels & resorts",
    fiere: "Trade fairs & events",
    altro: "Other",
  },
  form: {
    requiredNoteBefore: "Fields marked with",
    requiredNoteAfter: "are required.",
    nome: "First name",
    cognome: "Last name",
    email: "Email",
    telefono: "Phone",
    azienda: "Company",
    tipo: "Application type",
    tipoEmpty: "Select the application type",
    messaggio: "Message",
    messaggioPlaceholder: "Tell us about your project: type of site, number of spaces, entrances and exits, timeline.",
    honeypot: "Website",
    marketing:
      "I would like to receive news and commercial offers by email. Optional: you can withdraw your consent at any time.",
    send: "Send request",
    sending: "Sending...",
    privacyBefore:
      "We will use your details only to answer this request. To find out how we process them and what your rights are, read our ",
    privacyLink: "privacy notice",
    privacyAfter: "(Art. 13 GDPR).",
    privacyPath: "/en/privacy-policy",
  },
};
