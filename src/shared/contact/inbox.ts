/*
 * What the staff inbox reads and writes (GET/PATCH/DELETE /api/contact/requests…): types and
 * labels shared by the server and the admin pages.
 */
import type { LanguageCode } from "../languages";
import type { ContactTipo } from "./contact-options";
import type { ContactRequestStatus, EmailDeliveryStatus, EmailKind } from "./request-states";
import type { RequestEmailState } from "./contact-answers";

export {
  contactRequestStatuses,
  type ContactRequestStatus,
  type EmailDeliveryStatus,
  type EmailKind,
} from "./request-states";
export type {
  Assignee,
  ContactInboxPage,
  ContactRequestDetail,
  ContactRequestSummary,
  EmailDelivery,
  EmailStatus,
  RequestEmailState,
  RequestFollowUp,
  RequestNote,
  SmtpSource,
} from "./contact-answers";

export const contactStatusLabels: Record<ContactRequestStatus, string> = {
  nuova: "Nuova",
  "in lavorazione": "In lavorazione",
  chiusa: "Chiusa",
};

export const emailKindLabels: Record<EmailKind, string> = {
  notification: "Notifica all'azienda",
  confirmation: "Conferma al richiedente",
};

export const emailStatusLabels: Record<EmailDeliveryStatus, string> = {
  pending: "In coda",
  sent: "Inviata",
  failed: "Non riuscita",
};

export const requestEmailStateLabels: Record<RequestEmailState, string> = {
  pending: "Email in coda",
  sent: "Email inviate",
  failed: "Invio email non riuscito",
  none: "Nessuna email (invio non configurato)",
};

export interface ContactInboxFilters {
  q?: string;
  tipo?: ContactTipo;
  /** The language of the page the requests were sent from. */
  language?: LanguageCode;
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
  if (filters.language) params.set("language", filters.language);
  if (filters.status) params.set("status", filters.status);
  if (filters.assignee) params.set("assignee", String(filters.assignee));
  if (filters.spam) params.set("spam", "1");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}
