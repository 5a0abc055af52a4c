import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type ContactRequest, contactRequests, newInboxRequest } from "../../db/schema";
import { queueEmails } from "../../mail/outbox.service";
import type { SmtpConfig } from "../../mail/smtp-config";
import { contactMessages } from "../../shared/contact/contact-messages";
import type { ContactRequestInput } from "../../shared/schemas/contact";
import type { PublicSettings } from "../../shared/schemas/settings";
import type { SpamReason } from "../../shared/contact/spam";
import { confirmationEmail, notificationEmail } from "./contact-emails";

export interface CreateContactOptions {
  /** SMTP in force now: with it the two e-mails are queued, without it nothing is. */
  smtp: SmtpConfig | null;
  site: PublicSettings;
  publicUrl: string | undefined;
  /** Why it looks sent by a program: stored as possible spam, and no e-mail goes out. */
  spamReasons?: SpamReason[];
  /** Whether the statistics count the visits of the browser that sent it (the conversion rate's requests). */
  visitCounted?: boolean;
  now?: Date;
}

/**
 * Stores the request and, in the same transaction, the e-mails announcing it: once this returns
 * the request is on disk and its e-mails will be sent even after a restart. Possible spam is stored
 * without e-mails: neither the company nor the address typed in hears of it until staff look.
 */
export function createContactRequest(db: Db, input: ContactRequestInput, options: CreateContactOptions) {
  const now = options.now ?? new Date();
  const { request } = contactMessages(input.language);
  const left = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company || request.noCompany,
    tipo: input.tipo ?? null,
    message: input.message || request.generalRequest,
    marketing_consent: input.marketing_consent,
    language: input.language,
  };
  return db.transaction((tx) => {
    const row = tx
      .insert(contactRequests)
      .values(
        newInboxRequest(left, {
          attribution: input.attribution,
          spamReasons: options.spamReasons,
          visitCounted: options.visitCounted,
          now,
        }),
      )
      .returning()
      .get();
    const smtp = options.smtp;
    if (smtp && row.spam_reasons === null) {
      const notice = notificationEmail(row, options.site, options.publicUrl);
      const confirmation = confirmationEmail(row, options.site);
      queueEmails(
        tx,
        [
          companyNotice(row, smtp, notice),
          {
            contact_request_id: row.id,
            kind: "confirmation",
            to_address: row.email,
            reply_to: options.site.email,
            ...bodyOf(confirmation),
          },
        ],
        now,
      );
    }
    return { id: row.id, confirmationEmail: smtp !== null };
  });
}

export interface MoveToInboxOptions {
  smtp: SmtpConfig | null;
  site: PublicSettings;
  publicUrl: string | undefined;
  /** Who moved it, named in the company's notification. */
  movedBy: string;
  now?: Date;
}

/**
 * Possible spam a person sent ('Non è spam'): it becomes a request like any other, and the company
 * gets the notification it missed. The visitor gets no confirmation now: it would come late, perhaps
 * days after the form was sent; the company answers them instead. Null when the request is not
 * possible spam (or does not exist).
 */
export function moveToInbox(db: Db, id: number, options: MoveToInboxOptions): ContactRequest | null {
  const now = options.now ?? new Date();
  return db.transaction((tx) => {
    const row = tx
      .update(contactRequests)
      .set({ spam_reasons: null, updated_at: now.toISOString() })
      .where(and(eq(contactRequests.id, id), isNotNull(contactRequests.spam_reasons)))
      .returning()
      .get();
    if (!row) return null;
    const smtp = options.smtp;
    if (smtp) {
      const notice = notificationEmail(row, options.site, options.publicUrl, { movedBy: options.movedBy, at: now });
      queueEmails(tx, [companyNotice(row, smtp, notice)], now);
    }
    return row;
  });
}

const bodyOf = (mail: { subject: string; text: string }) => ({ subject: mail.subject, text_body: mail.text });

/** The company's e-mail about a request, answered by replying to the sender. */
const companyNotice = (row: ContactRequest, smtp: SmtpConfig, notice: { subject: string; text: string }) => ({
  contact_request_id: row.id,
  kind: "notification" as const,
  to_address: smtp.recipient,
  reply_to: row.email,
  ...bodyOf(notice),
});
