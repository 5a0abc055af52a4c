import type { Db } from "../db/client";
import type { EmailStatus } from "../shared/contact/inbox";
import type { SmtpView } from "../shared/schemas/smtp";
import { smtpTransport, type MailTransport, type OutgoingMail } from "./mail-transport";
import { outboxCounts } from "./outbox.service";
import { OutboxWorker } from "./outbox-worker";
import { effectiveSmtp, smtpView, type SmtpConfig } from "./smtp-config";

export interface MailServiceOptions {
  /** SMTP from the environment; it wins over the admin's settings when present. */
  smtpEnv?: SmtpConfig | null;
  /** Display name of the sender, read when sending (the company name of the settings). */
  fromName?: () => string;
  transport?: MailTransport;
  now?: () => Date;
  retryDelays?: readonly number[];
  log?: (message: string) => void;
}

/** E-mail for the whole server: which SMTP is in force, the outbox worker, and direct sends (the test e-mail). */
export class MailService {
  readonly worker: OutboxWorker;
  private readonly smtpEnv: SmtpConfig | null;
  private readonly transport: MailTransport;
  private readonly fromName: () => string;

  constructor(
    private readonly db: Db,
    options: MailServiceOptions = {},
  ) {
    this.smtpEnv = options.smtpEnv ?? null;
    this.transport = options.transport ?? smtpTransport;
    this.fromName = options.fromName ?? (() => "");
    this.worker = new OutboxWorker({
      db,
      smtp: () => this.smtp(),
      fromName: this.fromName,
      transport: this.transport,
      now: options.now,
      retryDelays: options.retryDelays,
      log: options.log,
    });
  }

  /** The SMTP configuration in force, or null when e-mail is off. */
  smtp(): SmtpConfig | null {
    return effectiveSmtp(this.db, this.smtpEnv).config;
  }

  view(): SmtpView {
    return smtpView(this.db, this.smtpEnv);
  }

  status(): EmailStatus {
    const { config, source } = effectiveSmtp(this.db, this.smtpEnv);
    return { configured: config !== null, source, ...outboxCounts(this.db) };
  }

  /** Sends at once, outside the outbox (the settings page's test e-mail): throws the server's refusal. */
  async sendNow(mail: OutgoingMail): Promise<void> {
    const config = this.smtp();
    if (!config) throw new Error("Invio email non configurato");
    await this.transport(config, { fromName: this.fromName(), ...mail });
  }

  start(): void {
    this.worker.start();
  }

  kick(): void {
    this.worker.kick();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }
}
