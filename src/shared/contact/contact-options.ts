/*
 * The contact form's vocabulary, without validation: what the public form needs to render and
 * to build its payload, kept free of zod so that code stays light. What it says in each language
 * is in the message tables (contact-messages.ts).
 */
import type { LanguageCode } from "../languages";

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

export const MIN_PHONE_LENGTH = 10;

/** Decision 24: one simple pattern, something@something.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest accepted inputs (the form's maxLength and the server's limits agree). */
/** Decision 25: the query parameters that prefill the contact form (/contatti?tipo=…&messaggio=…). */
export const CONTACT_PREFILL_PARAMS = ["tipo", "messaggio"] as const;

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
  /** The language of the page the form was sent from: the answer's, and the confirmation e-mail's. */
  language?: LanguageCode;
  /** Honeypot: a field people never see; anything in it marks a robot. */
  website?: string;
  /** Milliseconds between the form appearing and its submission. */
  fill_time_ms?: number;
  /** Landing page, sending page, referrer host and campaign of the visit (session storage of the tab). */
  attribution?: {
    landing_page?: string;
    page?: string;
    referrer_host?: string;
    utm_source?: string;
    utm_medium?: string;
    utm_campaign?: string;
  };
}

/** 201 answer of POST /api/contact. */
export interface ContactAccepted {
  ok: true;
  /** True when the visitor will receive a confirmation e-mail (SMTP is configured). */
  confirmationEmail: boolean;
}
