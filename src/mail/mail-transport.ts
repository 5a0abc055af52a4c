import type { SmtpConfig } from "./smtp-config";

/** One e-mail, as the outbox stores it. */
export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  /** Display name shown with the sender address. */
  fromName?: string;
}

/** Hands e-mails to an SMTP server; resolves once the server accepted them. */
export type MailTransport = (config: SmtpConfig, mail: OutgoingMail) => Promise<void>;

/** Seconds allowed to connect, to be greeted and for each exchange: a dead server must not hold the worker. */
const CONNECTION_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** Sends with nodemailer, one connection per e-mail (requests are few). */
export const smtpTransport: MailTransport = async (config, mail) => {
  // Loaded when the first e-mail leaves: a site without SMTP never keeps nodemailer in memory.
  const { default: nodemailer } = await import("nodemailer");
  const transporter = nodemailer.createTransport({
    host: config.host.replace(/^\[|\]$/g, ""),
    port: config.port,
    secure: config.security === "tls",
    requireTLS: config.security === "starttls",
    ignoreTLS: config.security === "none",
    auth: config.user ? { user: config.user, pass: config.password } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  try {
    await transporter.sendMail({
      from: mail.fromName ? { name: mail.fromName, address: config.from } : config.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
    });
  } finally {
    transporter.close();
  }
};
