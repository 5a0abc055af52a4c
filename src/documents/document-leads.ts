import { DEFAULT_LANGUAGE, type LanguageCode } from "../shared/languages";
import type { Db } from "../db/client";
import { contactRequests, type DocumentRow, documentLeads, newInboxRequest } from "../db/schema";
import { queueEmails } from "../mail/outbox.service";
import type { SmtpConfig } from "../mail/smtp-config";
import type { SpamReason } from "../shared/contact/spam";
import { DOWNLOAD_LINK_DAYS } from "../shared/documents";
import type { DocumentGateInput } from "../shared/schemas/documents";
import type { PublicSettings } from "../shared/schemas/settings";
import type { RequestAttribution } from "../shared/schemas/visit";

export interface DocumentLeadOptions {
  attribution: RequestAttribution;
  spamReasons: SpamReason[];
  /** SMTP in force: with it the visitor gets the signed link by e-mail. */
  smtp: SmtpConfig | null;
  site: PublicSettings;
  /** The signed address of the file, valid DOWNLOAD_LINK_DAYS days. */
  link: string;
  /** The language of the page the form was sent from: the inbox shows it, and the e-mail speaks it. */
  language?: LanguageCode;
  /** The document's title as that page showed it. */
  shownTitle?: string;
  now?: Date;
}

/** The e-mail with the signed link, in the visitor's language. */
function linkEmail(language: LanguageCode, name: string, title: string, link: string, companyName: string) {
  if (language === "en") {
    return {
      subject: `${title}: your download link`,
      text: [
        `Dear ${name},`,
        "",
        `thank you for your interest. Here is the link to download “${title}”:`,
        link,
        "",
        `The link is valid for ${DOWNLOAD_LINK_DAYS} days.`,
        "",
        companyName,
      ].join("\n"),
    };
  }
  return {
    subject: `${title}: il link per scaricarlo`,
    text: [
      `Gentile ${name},`,
      "",
      `grazie per l'interesse. Ecco il link per scaricare «${title}»:`,
      link,
      "",
      `Il link è valido ${DOWNLOAD_LINK_DAYS} giorni.`,
      "",
      companyName,
    ].join("\n"),
  };
}

/** The inbox shows a gated download under this title. */
const leadTitle = (document: Pick<DocumentRow, "title">) => `Download: ${document.title}`;

/**
 * Stores the contacts left in front of a gated document as a request of the lead inbox
 * ('Download: <title>', with where the visit came from) and, when SMTP is configured, the e-mail
 * with the signed link, in one transaction. Possible spam is stored without e-mail, as the
 * contact form's is.
 */
export function createDocumentLead(
  db: Db,
  document: DocumentRow,
  input: DocumentGateInput,
  options: DocumentLeadOptions,
): number {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  return db.transaction((tx) => {
    const left = {
      name: input.nome,
      email: input.email,
      phone: "",
      company: input.azienda,
      tipo: null,
      message: leadTitle(document),
      marketing_consent: input.marketing,
      language: options.language ?? DEFAULT_LANGUAGE,
    };
    const row = tx
      .insert(contactRequests)
      .values(newInboxRequest(left, { attribution: options.attribution, spamReasons: options.spamReasons, now }))
      .returning({ id: contactRequests.id })
      .get();
    tx.insert(documentLeads).values({ contact_request_id: row.id, document_id: document.id, created_at: at }).run();
    if (options.smtp && options.spamReasons.length === 0) {
      const email = linkEmail(
        options.language ?? DEFAULT_LANGUAGE,
        input.nome,
        options.shownTitle ?? document.title,
        options.link,
        options.site.companyName,
      );
      queueEmails(
        tx,
        [
          {
            contact_request_id: row.id,
            kind: "confirmation",
            to_address: input.email,
            reply_to: options.site.email,
            subject: email.subject,
            text_body: email.text,
          },
        ],
        now,
      );
    }
    return row.id;
  });
}
