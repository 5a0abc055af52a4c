import type { Db } from "../db/client";
import type { EmailStatus } from "../shared/contact/inbox";
import type { SmtpView } from "../shared/schemas/settings-answers";
import { scopeOfSettings } from "../system/endpoint-guard";
import { smtpTransport, type MailTransport, type OutgoingMail, type SmtpConnection } from "./mail-transport";
import { outboxCounts } from "./outbox.service";
import { OutboxWorker } from "./outbox-worker";
import { effectiveSmtp, smtpView, type SmtpConfig } from "./smtp-config";

export interface MailServiceOptions {
  /** SMTP from the environment; it wins over the admin's settings when present. */
  smtpEnv?: SmtpConfig | null;
  /** The admin's SMTP server may be on this machine or its network (--allow-private-endpoints). */
  allowPrivateEndpoints?: boolean;
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
  private readonly allowPrivateEndpoints: boolean;

  constructor(
    private readonly db: Db,
    options: MailServiceOptions = {},
  ) {
    this.smtpEnv = options.smtpEnv ?? null;
    this.transport = options.transport ?? smtpTransport;
    this.fromName = options.fromName ?? (() => "");
    this.allowPrivateEndpoints = options.allowPrivateEndpoints ?? false;
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

  /**
   * The SMTP configuration in force, or null when e-mail is off. The environment's server (the
   * operator's) may be anywhere; the admin page's is checked before each connection.
   */
  smtp(): SmtpConnection | null {
    const { config, source } = effectiveSmtp(this.db, this.smtpEnv);
    if (!config) return null;
    return { ...config, scope: source === "env" ? "any" : scopeOfSettings(this.allowPrivateEndpoints) };
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
