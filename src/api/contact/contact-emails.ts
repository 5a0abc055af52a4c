import { formatAddress } from "../../shared/business-facts";
import { contactMessages } from "../../shared/contact/contact-messages";
import { contactTipoLabel } from "../../shared/contact/contact-options";
import { languageByCode } from "../../shared/languages";
import { confirmationTexts, tipoLabelIn } from "./confirmation-texts";
import type { ContactRequest } from "../../db/schema";
import { romeDateTimeNoComma } from "../../shared/rome-date-time";
import type { PublicSettings } from "../../shared/schemas/settings";

/** The stored request, as the e-mails describe it. */
type RequestForEmail = Pick<
  ContactRequest,
  "id" | "name" | "email" | "phone" | "company" | "tipo" | "message" | "marketing_consent" | "created_at" | "language"
>;

/** A header must stay on one line, whatever the visitor typed. */
const oneLine = (value: string, max = 120) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must not reach a header.
  const flat = value.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function summary(r: RequestForEmail): string {
  return [
    `Nome: ${r.name}`,
    `Email: ${r.email}`,
    `Telefono: ${r.phone}`,
    `Azienda: ${r.company}`,
    `Tipo di applicazione: ${contactTipoLabel(r.tipo)}`,
    "",
    r.message || contactMessages(r.language).request.generalRequest,
  ].join("\n");
}

/** The company's notice of a new request; replying to it writes to the visitor. */
export function notificationEmail(
  r: RequestForEmail,
  site: PublicSettings,
  publicUrl: string | undefined,
  /** Set when staff moved the request out of the possible spam: said first, since it arrives late. */
  moved?: { movedBy: string; at: Date },
) {
  const lines = [
    "È arrivata una nuova richiesta dal modulo di contatto del sito.",
    ...(moved
      ? [
          `Era stata messa tra le possibili richieste spam; ${oneLine(moved.movedBy)} l'ha spostata tra le richieste il ${romeDateTimeNoComma(moved.at.toISOString())}.`,
        ]
      : []),
    "",
    summary(r),
    "",
    `Lingua del modulo: ${languageByCode(r.language).name}`,
    `Consenso a comunicazioni commerciali: ${r.marketing_consent ? "sì" : "no"}`,
    `Ricevuta il ${romeDateTimeNoComma(r.created_at)} (richiesta n. ${r.id})`,
    "",
    `Rispondi a questa email per scrivere direttamente a ${oneLine(r.name)}.`,
  ];
  if (publicUrl) lines.push(`Gestisci la richiesta nell'area riservata: ${publicUrl}/admin/richieste/${r.id}`);
  return {
    subject: oneLine(`Nuova richiesta di contatto: ${r.name} (${r.company})`, 160),
    text: `${lines.join("\n")}\n\n-- \n${site.companyName}\n`,
  };
}

/** The visitor's confirmation, the one the success toast promises, in the language of the page they wrote from. */
export function confirmationEmail(r: RequestForEmail, site: PublicSettings) {
  const texts = confirmationTexts[r.language];
  const { labels } = texts;
  const lines = [
    texts.greeting(oneLine(r.name)),
    "",
    texts.thanks(site.companyName),
    texts.hours(site.openingHours),
    "",
    texts.summaryIntro,
    "",
    `${labels.name}: ${r.name}`,
    `${labels.email}: ${r.email}`,
    `${labels.phone}: ${r.phone}`,
    `${labels.company}: ${r.company}`,
    `${labels.tipo}: ${tipoLabelIn(r.language, r.tipo)}`,
    "",
    r.message || contactMessages(r.language).request.generalRequest,
    "",
    texts.contact(site),
    "",
    texts.closing,
    site.companyName,
    "",
    "-- ",
    `${site.legalName} - ${formatAddress(site)} - ${texts.vat} ${site.vatNumber}`,
    texts.why,
  ];
  return { subject: texts.subject(site.companyName), text: `${lines.join("\n")}\n` };
}
