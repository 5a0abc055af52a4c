import { isIP } from "node:net";
import { canonicalHost, checkEndpoint, type EndpointScope } from "../system/endpoint-guard";
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

/** An SMTP server to send through, and where it may be (the environment's anywhere, the admin page's as the server was started). */
export interface SmtpConnection extends SmtpConfig {
  scope: EndpointScope;
}

/** Hands e-mails to an SMTP server; resolves once the server accepted them. */
export type MailTransport = (config: SmtpConnection, mail: OutgoingMail) => Promise<void>;

/**
 * Where to connect: the server's name is resolved and checked right before each connection, and
 * the connection goes to the address checked (the name still presented and verified for TLS), so
 * a name whose addresses change in between cannot lead it elsewhere. A refused address throws
 * before any connection is tried.
 */
async function connectionTarget(config: SmtpConnection): Promise<{ host: string; servername?: string }> {
  if (config.scope === "any") return { host: config.host.replace(/^\[|\]$/g, "") };
  const [address = ""] = await checkEndpoint(config.host, config.scope, "mail");
  const name = canonicalHost(config.host);
  return isIP(name) ? { host: address } : { host: address, servername: name };
}

/** Seconds allowed to connect, to be greeted and for each exchange: a dead server must not hold the worker. */
const CONNECTION_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** Sends with nodemailer, one connection per e-mail (requests are few). */
export const smtpTransport: MailTransport = async (config, mail) => {
  const target = await connectionTarget(config);
  // Loaded when the first e-mail leaves: a site without SMTP never keeps nodemailer in memory.
  const { default: nodemailer } = await import("nodemailer");
  const transporter = nodemailer.createTransport({
    ...target,
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
