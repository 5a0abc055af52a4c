import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SMTPServer } from "smtp-server";
import { type SmtpConnection, smtpTransport } from "./mail-transport";
import { explainSendError } from "./send-error";
import { UNREACHABLE_SMTP } from "../test-support/unreachable-smtp";

const mail = { to: "commerciale@parksite.test", subject: "Prova", text: "Prova" };
/** The test servers listen on this machine: checked as with --allow-private-endpoints. */
const base: SmtpConnection = { ...UNREACHABLE_SMTP, recipient: "commerciale@parksite.test", scope: "private" };

async function failureOf(config: SmtpConnection) {
  try {
    await smtpTransport(config, mail);
  } catch (error) {
    return explainSendError(error, config);
  }
  throw new Error("the send was expected to fail");
}

/** A server that refuses every login, as one does with a wrong password. */
let strict: SMTPServer;
let strictPort = 0;
let strictConnections = 0;

beforeAll(async () => {
  strict = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      strictConnections += 1;
      callback();
    },
    onAuth(_auth, _session, callback) {
      callback(new Error("Invalid username or password"));
    },
  });
  await new Promise<void>((resolve) => strict.listen(0, "127.0.0.1", () => resolve()));
  const address = strict.server.address();
  strictPort = typeof address === "object" && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => strict.close(() => resolve()));
});

describe("a failed send reads as an Italian sentence that says what to check", () => {
  test("a server name that does not exist", async () => {
    const failure = await failureOf({ ...base, host: "smtp.invalid.example", port: 587, security: "starttls" });
    expect(failure.kind).toBe("host-not-found");
    expect(failure.message).toBe(
      'Il server di posta "smtp.invalid.example" non esiste o non si trova: controlla il nome del server SMTP in Impostazioni (es. smtp.tuodominio.it) e che questo server raggiunga Internet.',
    );
    expect(failure.message).not.toContain("getaddrinfo");
    expect(failure.raw).toMatch(/ENOTFOUND|EAI_AGAIN|getaddrinfo/);
  });

  test("a port where nobody listens", async () => {
    const closed = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    const port = closed.port;
    closed.stop(true);
    const failure = await failureOf({ ...base, port });
    expect(failure.kind).toBe("connection-refused");
    expect(failure.message).toStartWith(`Il server di posta 127.0.0.1:${port} ha rifiutato la connessione: controlla la porta`);
    expect(failure.raw).toContain("ECONNREFUSED");
  });

  test("SSL/TLS asked of a server that speaks plain SMTP", async () => {
    const failure = await failureOf({ ...base, port: strictPort, security: "tls" });
    expect(failure.kind).toBe("tls");
    expect(failure.message).toContain("La connessione cifrata con 127.0.0.1");
    expect(failure.message).toContain("controlla il tipo di connessione");
  });

  test("a wrong user name or password", async () => {
    const failure = await failureOf({ ...base, port: strictPort, user: "sito", password: "sbagliata" });
    expect(failure.kind).toBe("authentication");
    expect(failure.message).toBe(
      `Il server di posta 127.0.0.1:${strictPort} non ha accettato nome utente e password: controlla le credenziali SMTP in Impostazioni (alcuni fornitori chiedono una password per le app).`,
    );
  });

  test("a server saved from the admin page on the server's own network, without --allow-private-endpoints: refused before any connection", async () => {
    const before = strictConnections;
    const failure = await failureOf({ ...base, port: strictPort, scope: "public" });
    expect(failure.kind).toBe("refused");
    expect(failure.message).toBe(
      "L'indirizzo 127.0.0.1 punta alla rete interna del server: non è consentito. Avvia il server con --allow-private-endpoints per usare un server di posta nella rete aziendale.",
    );
    expect(strictConnections).toBe(before);
    // The same server is reached when allowed (the login is what it refuses).
    expect((await failureOf({ ...base, port: strictPort, user: "sito", password: "x" })).kind).toBe("authentication");
    expect(strictConnections).toBe(before + 1);
  });

  test("a server that never answers", () => {
    // nodemailer's own error after its greeting timeout (15 s in production: not waited for here).
    const error = Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT", command: "CONN" });
    const failure = explainSendError(error, { host: "smtp.example.it", port: 587 });
    expect(failure.kind).toBe("timeout");
    expect(failure.message).toStartWith("Il server di posta smtp.example.it:587 non ha risposto in tempo");
    expect(failure.raw).toBe("Greeting never received");
  });

  test("a message the server refuses keeps its code", () => {
    const error = Object.assign(new Error("Message failed: 451 Servizio temporaneamente non disponibile"), {
      code: "EMESSAGE",
      responseCode: 451,
    });
    const failure = explainSendError(error);
    expect(failure.kind).toBe("rejected");
    expect(failure.message).toStartWith("Il server di posta ha rifiutato il messaggio (codice 451)");
  });
});
