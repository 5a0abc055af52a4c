/*
 * Possible spam: a contact request that looks sent by a program is stored all the same, out of
 * the inbox's default view, with the reasons it was set aside; staff read it and move it to the
 * inbox in one click when a person sent it (an autofilled form is sent in a second).
 */

/** Why a request was set aside: the hidden field filled in, sent too fast, or full of links. */
export type SpamReason = { kind: "honeypot" } | { kind: "too-fast"; ms: number } | { kind: "links"; count: number };

/** Faster than this, from the form appearing to its submission, nobody types: autofill, or a program. */
export const MIN_FILL_TIME_MS = 3000;
/** This many links or more in what the visitor wrote is what advertising robots send. */
export const MIN_SPAM_LINKS = 3;
/** Possible spam nobody moved to the inbox is deleted this many days after it arrived, like the bin. */
export const SPAM_DAYS = 30;

const seconds = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });

/** The reason in words staff read: 'Inviata 1,2 s dopo l'apertura del modulo'. */
export function spamReasonLabel(reason: SpamReason): string {
  switch (reason.kind) {
    case "honeypot":
      return "Campo nascosto compilato";
    case "too-fast":
      return `Inviata ${seconds.format(Math.max(0, reason.ms) / 1000)} s dopo l'apertura del modulo`;
    case "links":
      return `Contiene ${reason.count} link`;
  }
}
