/*
 * The contact form's vocabulary, without validation: what the public form needs to render and
 * to build its payload, kept free of zod so that code stays light.
 */

/** Decision 25: the application types of the form, as option value and label. */
export const contactTipoOptions = [
  { value: "aeroporto", label: "Aeroporto" },
  { value: "centro-commerciale", label: "Centro commerciale" },
  { value: "centro-urbano", label: "Centro urbano" },
  { value: "ospedale", label: "Ospedale" },
  { value: "universita", label: "Università" },
  { value: "hotel", label: "Hotel & Resort" },
  { value: "fiere", label: "Fiere & Eventi" },
  { value: "altro", label: "Altro" },
] as const;

export type ContactTipo = (typeof contactTipoOptions)[number]["value"];

export const contactTipoValues = contactTipoOptions.map((o) => o.value) as [ContactTipo, ...ContactTipo[]];

export function isContactTipo(value: unknown): value is ContactTipo {
  return typeof value === "string" && (contactTipoValues as readonly string[]).includes(value);
}

export function contactTipoLabel(value: string | null | undefined): string {
  return contactTipoOptions.find((o) => o.value === value)?.label ?? "Non specificato";
}

/** The three checks of spec §5, in their order, with the toast title and description of each. */
export const contactChecks = {
  required: { title: "Campi obbligatori mancanti", description: "Compila tutti i campi obbligatori per procedere" },
  email: { title: "Email non valida", description: "Inserisci un indirizzo email valido" },
  phone: { title: "Numero di telefono non valido", description: "Inserisci un numero di telefono valido" },
} as const;

export const MIN_PHONE_LENGTH = 10;

/** Decision 24: one simple pattern, something@something.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest accepted inputs (the form's maxLength and the server's limits agree). */
export const contactLimits = {
  nome: 80,
  cognome: 80,
  email: 254,
  telefono: 40,
  azienda: 160,
  messaggio: 5000,
} as const;

/** What spec §3 calls the contact form state, plus the optional marketing consent. */
export interface ContactFormValues {
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
  azienda: string;
  tipo: string;
  messaggio: string;
  marketing: boolean;
}

export const emptyContactForm: ContactFormValues = {
  nome: "",
  cognome: "",
  email: "",
  telefono: "",
  azienda: "",
  tipo: "",
  messaggio: "",
  marketing: false,
};

/** POST /api/contact: spec §7's fields, plus what the form adds (decision 24, abuse protection). */
export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  tipo?: ContactTipo;
  marketing_consent?: boolean;
  /** Honeypot: a field people never see; anything in it marks a robot. */
  website?: string;
  /** Milliseconds between the form appearing and its submission. */
  fill_time_ms?: number;
}

/** 201 answer of POST /api/contact. */
export interface ContactAccepted {
  ok: true;
  /** True when the visitor will receive a confirmation e-mail (SMTP is configured). */
  confirmationEmail: boolean;
}

export const NO_COMPANY = "Non specificata";
const NO_TIPO = "Non specificato";
export const GENERAL_REQUEST = "Richiesta informazioni generali";

/** Spec §7: the request body built from the form's state. */
export function buildContactPayload(form: ContactFormValues): ContactPayload {
  const tipo = form.tipo.trim();
  const text = form.messaggio.trim();
  const payload: ContactPayload = {
    name: `${form.nome.trim()} ${form.cognome.trim()}`,
    email: form.email.trim(),
    phone: form.telefono.trim(),
    company: form.azienda.trim() || NO_COMPANY,
    message: `Tipo di applicazione: ${tipo || NO_TIPO}\n\n${text ? `Messaggio: ${text}` : GENERAL_REQUEST}`,
    marketing_consent: form.marketing,
  };
  if (isContactTipo(tipo)) payload.tipo = tipo;
  return payload;
}

/** Spec §8: the success toast; without e-mail the site promises no confirmation (decision 26). */
export function contactSuccessToast(confirmationEmail: boolean) {
  return {
    title: "Richiesta inviata con successo!",
    description: confirmationEmail
      ? "Ti contatteremo entro 24 ore. Controlla la tua email per la conferma."
      : "Ti contatteremo entro 24 ore.",
  };
}

export const CONTACT_ERROR_TITLE = "Errore invio richiesta";
export const CONTACT_ERROR_FALLBACK = "Errore durante l'invio";
export const CONTACT_ERROR_DESCRIPTION_FALLBACK = "Si è verificato un errore. Riprova o contattaci telefonicamente.";
