/*
 * The shape of what the contact form says to a visitor in one language (contact-messages-<code>.ts):
 * its labels, spec §5's checks and spec §8's toasts, and what the server answers a request with.
 */
import type { ContactTipo } from "./contact-options";

interface Toast {
  title: string;
  description: string;
}

/** The fields whose length is limited, as the form names them. */
type LimitedField = "nome" | "cognome" | "email" | "telefono" | "azienda" | "messaggio";

export interface ContactMessages {
  /** Spec §5's three checks, in their order: the toast's title and description of each. */
  checks: { required: Toast; email: Toast; phone: Toast };
  /** The toast's title for any other refusal. */
  invalidTitle: string;
  /** Under each required field left empty. */
  requiredField: string;
  tooLong: Record<LimitedField, string>;
  invalidValue: string;
  invalidTipo: string;
  invalidMarketing: string;
  invalidLanguage: string;
  /** Spec §8: the success toast, with and without a confirmation e-mail (decision 26). */
  success: { title: string; withEmail: string; withoutEmail: string };
  /** Spec §8: the failure toast. */
  failure: { title: string; fallback: string; descriptionFallback: string };
  /** What the server answers beyond the checks. */
  server: {
    tooLarge: string;
    tooMany: (minutes: number) => string;
    notStored: string;
  };
  /** Spec §7: how the request's text is put together from the form. */
  request: { tipoLine: string; messageLine: string; noTipo: string; noCompany: string; generalRequest: string };
  tipoLabels: Record<ContactTipo, string>;
  form: {
    requiredNoteBefore: string;
    requiredNoteAfter: string;
    nome: string;
    cognome: string;
    email: string;
    telefono: string;
    azienda: string;
    tipo: string;
    tipoEmpty: string;
    messaggio: string;
    messaggioPlaceholder: string;
    honeypot: string;
    marketing: string;
    send: string;
    sending: string;
    privacyBefore: string;
    privacyLink: string;
    privacyAfter: string;
    privacyPath: string;
  };
}
