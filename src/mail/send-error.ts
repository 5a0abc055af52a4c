import { EndpointRefusedError } from "../system/endpoint-guard";

/** Where the e-mail was going: named in the sentences staff read. */
export interface SmtpTarget {
  host: string;
  port: number;
}

/** The kinds of failure staff can act on, each with its own sentence. */
type SendFailureKind =
  | "not-configured"
  | "refused"
  | "host-not-found"
  | "connection-refused"
  | "tls"
  | "authentication"
  | "timeout"
  | "rejected"
  | "unknown";

export interface SendFailure {
  kind: SendFailureKind;
  /** An Italian sentence saying what happened and what to check: shown in the admin. */
  message: string;
  /** The library's own text, single line: for the server's log only. */
  raw: string;
}

interface ErrorFields {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
}

const TLS_PATTERN = /\b(tls|ssl|certificate|cert_|self[- ]signed|wrong version number|handshake|unable to verify|starttls)\b/i;

function classify(error: unknown, raw: string): SendFailureKind {
  const fields: ErrorFields = typeof error === "object" && error !== null ? (error as ErrorFields) : {};
  const code = typeof fields.code === "string" ? fields.code : "";
  const responseCode = typeof fields.responseCode === "number" ? fields.responseCode : 0;
  if (/Invio email non configurato/.test(raw)) return "not-configured";
  if (error instanceof EndpointRefusedError) return "refused";
  if (
    code === "EAUTH" ||
    responseCode === 535 ||
    responseCode === 534 ||
    /\bauth(entication)?\b.*fail|invalid login/i.test(raw)
  ) {
    return "authentication";
  }
  if (code === "EDNS" || /ENOTFOUND|EAI_AGAIN|getaddrinfo/i.test(raw)) return "host-not-found";
  if (/ECONNREFUSED/i.test(raw)) return "connection-refused";
  if (code === "ETLS" || TLS_PATTERN.test(raw)) return "tls";
  if (code === "ETIMEDOUT" || /timed? ?out|ETIMEDOUT/i.test(raw)) return "timeout";
  if (code === "ECONNECTION" || /ECONNRESET|EHOSTUNREACH|ENETUNREACH/i.test(raw)) return "connection-refused";
  if (responseCode >= 400 || code === "EENVELOPE" || code === "EMESSAGE") return "rejected";
  return "unknown";
}

function serverName(target: SmtpTarget | null): string {
  return target ? `${target.host}:${target.port}` : "il server SMTP";
}

function sentence(kind: SendFailureKind, error: unknown, target: SmtpTarget | null): string {
  const server = serverName(target);
  switch (kind) {
    case "not-configured":
      return "Invio email non configurato: imposta il server SMTP in Impostazioni.";
    case "refused":
      return error instanceof Error ? error.message : String(error);
    case "host-not-found":
      return `Il server di posta ${target ? `"${target.host}" ` : ""}non esiste o non si trova: controlla il nome del server SMTP in Impostazioni (es. smtp.tuodominio.it) e che questo server raggiunga Internet.`;
    case "connection-refused":
      return `Il server di posta ${server} ha rifiutato la connessione: controlla la porta (di solito 587 o 465) e che il server SMTP sia acceso e accetti connessioni da questo sito.`;
    case "tls":
      return `La connessione cifrata con ${server} non è riuscita: controlla il tipo di connessione (STARTTLS con la porta 587, SSL/TLS con la 465) e che il certificato del server sia valido.`;
    case "authentication":
      return `Il server di posta ${server} non ha accettato nome utente e password: controlla le credenziali SMTP in Impostazioni (alcuni fornitori chiedono una password per le app).`;
    case "timeout":
      return `Il server di posta ${server} non ha risposto in tempo: controlla nome e porta del server e che un firewall non blocchi la connessione in uscita.`;
    case "rejected": {
      const fields = error as ErrorFields;
      const code = typeof fields.responseCode === "number" ? ` (codice ${fields.responseCode})` : "";
      return `Il server di posta ha rifiutato il messaggio${code}: controlla l'indirizzo mittente e quello del destinatario; se il codice inizia per 4 il server riproverà più tardi.`;
    }
    case "unknown":
      return `Errore inatteso del server di posta ${server}: i dettagli sono nel registro del server.`;
  }
}

/** Turns a failed send into an Italian sentence for staff, keeping the raw text for the log. */
export function explainSendError(error: unknown, target: SmtpTarget | null = null): SendFailure {
  const text = error instanceof Error ? error.message : String(error);
  const raw = text.replace(/\s+/g, " ").trim().slice(0, 500) || "errore sconosciuto";
  const kind = classify(error, raw);
  return { kind, message: sentence(kind, error, target), raw };
}
