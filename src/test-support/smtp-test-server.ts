import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import type { SmtpConfig } from "../mail/smtp-config";

/** A message as the test SMTP server received it, headers and text decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i] ?? "";
    const hex = soft.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(ch));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= words of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return { from, to, headers, subject: headers.subject ?? "", text: text.replace(/\r\n/g, "\n"), raw };
}

/**
 * A real SMTP server on 127.0.0.1 for the tests: it keeps what it receives and can refuse the
 * next messages with a temporary error, as a busy or broken mail server would.
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  let refuseNext = 0;
  const logins: { user: string; password: string }[] = [];
  const addressOf = (a: SMTPServerAddress | false) => (a ? a.address : "");
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          const error = new Error("Servizio temporaneamente non disponibile") as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push(parseMail(raw, addressOf(session.envelope.mailFrom), session.envelope.rcptTo.map(addressOf)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const config = (overrides: Partial<SmtpConfig> = {}): SmtpConfig => ({
    host: "127.0.0.1",
    port,
    security: "none",
    user: "",
    password: "",
    from: "sito@parksite.test",
    recipient: "commerciale@parksite.test",
    ...overrides,
  });

  return {
    port,
    received,
    /** Credentials the clients signed in with. */
    logins,
    config,
    /** The next `n` messages are refused with 451 (a temporary failure). */
    refuseNext(n: number) {
      refuseNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
