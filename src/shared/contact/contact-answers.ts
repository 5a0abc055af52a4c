import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import { contactTipoValues } from "./contact-options";
import { contactRequestStatuses, EMAIL_DELIVERY_STATUSES, EMAIL_KINDS } from "./request-states";
import type { SpamReason } from "./spam";
import { listPageSchema } from "../schemas/list-page";

// What the staff inbox reads (GET /api/contact/requests…), one schema each with its type beside it;
// read back strictly by src/api/answers.test.ts. The browser imports the types only.

const emailDeliverySchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(EMAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

/** Why a request was set aside as possible spam (src/shared/contact/spam.ts decides). */
const spamReasonSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("honeypot") }),
  z.strictObject({ kind: z.literal("too-fast"), ms: z.number() }),
  z.strictObject({ kind: z.literal("links"), count: z.number().int() }),
]) satisfies z.ZodType<SpamReason>;

/** A request as the inbox lists it. */
const contactRequestSummarySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  tipo: z.enum(contactTipoValues).nullable(),
  status: z.enum(contactRequestStatuses),
  /** The language of the page the form was sent from. */
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
  marketing_consent: z.boolean(),
  /** The start of the visitor's own text. */
  preview: z.string(),
  /** The e-mails of the request, summed up: 'none' when nothing was queued (e-mail not configured then). */
  email_state: z.enum([...EMAIL_DELIVERY_STATUSES, "none"]),
  /** The person following the lead up, or null. */
  assignee_id: z.number().int().nullable(),
  /** The page the form was sent from. */
  source_page: z.string().nullable(),
  /** Why it looks sent by a program: possible spam, out of the inbox; null for a request in the inbox. */
  spam_reasons: z.array(spamReasonSchema).nullable(),
  /** Where the visitor came from (the statistics' visit source). */
  landing_page: z.string().nullable(),
  referrer_host: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactRequestSummary = z.infer<typeof contactRequestSummarySchema>;
export type RequestEmailState = ContactRequestSummary["email_state"];

/** GET /api/contact/requests/{id}: one request with the visitor's text and its e-mails. */
export const contactRequestDetailSchema = contactRequestSummarySchema.omit({ preview: true }).extend({
  message: z.string(),
  deliveries: z.array(emailDeliverySchema),
});
export type ContactRequestDetail = z.infer<typeof contactRequestDetailSchema>;

/** Whether e-mail leaves, where its settings come from (the admin page, the environment, nowhere yet), and what waits or failed. */
export const emailStatusSchema = z.strictObject({
  configured: z.boolean(),
  source: z.enum(["settings", "env", "none"]),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;
export type SmtpSource = EmailStatus["source"];

/** GET /api/contact/requests?…: one page of the inbox (or of the possible spam). */
export const contactInboxPageSchema = listPageSchema(contactRequestSummarySchema).extend({
  /** Requests per status, over the whole inbox (not just this page); possible spam is not counted. */
  status_counts: z.strictObject({ nuova: z.number().int(), "in lavorazione": z.number().int(), chiusa: z.number().int() }),
  /** Possible spam waiting to be looked at. */
  spam_count: z.number().int(),
  email: emailStatusSchema,
});
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;

/** Someone a request can be assigned to: the people who open the inbox. */
export const assigneeSchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

/** A note staff wrote on a request, newest first in the request page. */
const requestNoteSchema = z.strictObject({
  id: z.number().int(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type RequestNote = z.infer<typeof requestNoteSchema>;

/** What the request page reads about the follow-up: who has it, and the notes. */
export const requestFollowUpSchema = z.strictObject({
  assignee_id: z.number().int().nullable(),
  notes: z.array(requestNoteSchema),
  assignees: z.array(assigneeSchema),
});
export type RequestFollowUp = z.infer<typeof requestFollowUpSchema>;
