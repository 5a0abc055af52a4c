import type { Db } from "../db/client";
import { saveStoredSmtp } from "../mail/smtp-config";
import type { SmtpSettingsInput } from "../shared/schemas/smtp";

/** A mail server on this machine that nothing answers at (port 1): e-mails are queued, and sending them fails. */
export const UNREACHABLE_SMTP = {
  host: "127.0.0.1",
  port: 1,
  security: "none",
  user: "",
  password: "",
  from: "sito@parksite.test",
  recipient: "vendite@parksite.test",
} as const satisfies SmtpSettingsInput;

/** The site's e-mail set up (so a request queues its e-mails), towards UNREACHABLE_SMTP. */
export function withUnreachableSmtp(db: Db): void {
  saveStoredSmtp(db, UNREACHABLE_SMTP);
}
