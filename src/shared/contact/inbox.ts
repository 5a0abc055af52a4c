/*
 * What the staff inbox reads and writes (GET/PATCH/DELETE /api/contact/requests…): types and
 * labels shared by the server and the admin pages.
 */
import type { VisitSourceFields } from "../visit-source";
import type { ContactTipo } from "./contact-options";
import type { SpamReason } from "./spam";

export const contactRequestStatuses = ["nuova", "in lavorazione", "chiusa"] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

export const contactStatusLabels: Record<ContactRequestStatus, string> = {
  nuova: "Nuova",
  "in lavorazione": "In lavorazione",
  chiusa: "Chiusa",
};

/** An e-mail of the outbox: the company's notification or the visitor's confirmation. */
export type EmailKind = "notification" | "confirmation";
export type EmailDeliveryStatus = "pending" | "sent" | "failed";

export const emailKindLabels: Record<EmailKind, string> = {
  notification: "Notifica all'azienda",
  confirmation: "Conferma al richiedente",
};

export const emailStatusLabels: Record<EmailDeliveryStatus, string> = {
  pending: "In coda",
  sent: "Inviata",
  failed: "Non riuscita",
};

/** The e-mails of one request, summed up: 'none' when nothing was queued (e-mail not configured then). */
export type RequestEmailState = EmailDeliveryStatus | "none";

export const requestEmailStateLabels: Record<RequestEmailState, string> = {
  pending: "Email in coda",
  sent: "Email inviate",
  failed: "Invio email non riuscito",
  none: "Nessuna email (invio non configurato)",
};

export interface EmailDelivery {
  id: number;
  kind: EmailKind;
  to: string;
  subject: string;
  status: EmailDeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface ContactRequestSummary extends VisitSourceFields {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  tipo: ContactTipo | null;
  status: ContactRequestStatus;
  marketing_consent: boolean;
  /** The start of the visitor's own text. */
  preview: string;
  email_state: RequestEmailState;
  /** The person following the lead up, or null. */
  assignee_id: number | null;
  /** The page the form was sent from. */
  source_page: string | null;
  /** Why it looks sent by a program: possible spam, out of the inbox; null for a request in the inbox. */
  spam_reasons: SpamReason[] | null;
  created_at: string;
  updated_at: string;
}

export interface ContactRequestDetail extends Omit<ContactRequestSummary, "preview"> {
  message: string;
  deliveries: EmailDelivery[];
}

/** Where the SMTP settings come from: the admin page, the environment, or nowhere yet. */
export type SmtpSource = "settings" | "env" | "none";

export interface EmailStatus {
  configured: boolean;
  source: SmtpSource;
  pending: number;
  failed: number;
}

export interface ContactInboxPage {
  items: ContactRequestSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Requests per status, over the whole inbox (not just this page); possible spam is not counted. */
  statusCounts: Record<ContactRequestStatus, number>;
  /** Possible spam waiting to be looked at. */
  spamCount: number;
  email: EmailStatus;
}

export interface ContactInboxFilters {
  q?: string;
  tipo?: ContactTipo;
  status?: ContactRequestStatus;
  /** A person's id, or 'nessuno' for the requests nobody has taken. */
  assignee?: number | "nessuno";
  /** The possible spam instead of the inbox. */
  spam?: boolean;
  page?: number;
}

/** The query string of the list and of the CSV export, same filters for both. */
export function inboxSearchParams(filters: ContactInboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set("q", filters.q.trim());
  if (filters.tipo) params.set("tipo", filters.tipo);
  if (filters.status) params.set("status", filters.status);
  if (filters.assignee) params.set("assignee", String(filters.assignee));
  if (filters.spam) params.set("spam", "1");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** A note staff wrote on a request, newest first in the request page. */
export interface RequestNote {
  id: number;
  author_name: string;
  body: string;
  created_at: string;
}

/** Someone a request can be assigned to: the people who open the inbox. */
export interface Assignee {
  id: number;
  name: string;
}

/** What the request page reads about the follow-up: who has it, and the notes. */
export interface RequestFollowUp {
  assignee_id: number | null;
  notes: RequestNote[];
  assignees: Assignee[];
}
