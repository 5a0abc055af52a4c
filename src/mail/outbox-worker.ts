import type { Db } from "../db/client";
import type { MailTransport, SmtpConnection } from "./mail-transport";
import { nextDueEmail, nextWakeAt, recordFailure, recordSent, RETRY_DELAYS_MS } from "./outbox.service";
import { explainSendError } from "./send-error";

/** Even with nothing due, the worker looks at the outbox this often (e-mails queued by another process). */
const IDLE_CHECK_MS = 5 * 60_000;

export interface OutboxWorkerDeps {
  db: Db;
  /** The SMTP configuration in force now (it may change while e-mails wait). */
  smtp: () => SmtpConnection | null;
  /** Display name of the sender (the company name). */
  fromName: () => string;
  transport: MailTransport;
  now?: () => Date;
  retryDelays?: readonly number[];
  log?: (message: string) => void;
}

export interface OutboxPass {
  sent: number;
  failed: number;
}

/**
 * Sends what the outbox holds, one e-mail at a time, after the request that queued it was
 * stored. A failure is recorded and retried later with back-off; everything lives in the
 * database, so a restart resumes where it stopped.
 */
export class OutboxWorker {
  private readonly now: () => Date;
  private readonly delays: readonly number[];
  private readonly log: (message: string) => void;
  private started = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pass: Promise<OutboxPass> | null = null;
  private again = false;
  private stopping = false;

  constructor(private readonly deps: OutboxWorkerDeps) {
    this.now = deps.now ?? (() => new Date());
    this.delays = deps.retryDelays ?? RETRY_DELAYS_MS;
    this.log = deps.log ?? ((message) => console.warn(message));
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.schedule(0);
  }

  /** Something new is due: look at the outbox now rather than at the next timer. */
  kick(): void {
    if (this.started) this.schedule(0);
  }

  /** Stops taking e-mails and waits for the one being sent, if any. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass?.catch(() => undefined);
  }

  /** Sends every e-mail due now (each at most once in a pass). Concurrent calls share one pass. */
  processDue(): Promise<OutboxPass> {
    if (this.pass !== null) {
      this.again = true;
      return this.pass;
    }
    this.pass = this.runPass().finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  private async runPass(): Promise<OutboxPass> {
    const result: OutboxPass = { sent: 0, failed: 0 };
    const handled: number[] = [];
    for (;;) {
      const email = nextDueEmail(this.deps.db, this.now(), handled);
      if (!email) break;
      handled.push(email.id);
      const config = this.deps.smtp();
      try {
        if (!config) throw new Error("Invio email non configurato: imposta il server SMTP in Impostazioni");
        await this.deps.transport(config, {
          to: email.to_address,
          replyTo: email.reply_to,
          subject: email.subject,
          text: email.text_body,
          fromName: this.deps.fromName(),
        });
        recordSent(this.deps.db, email.id, this.now());
        result.sent += 1;
      } catch (error) {
        // Staff read the sentence on the request page; the library's own words go to the log.
        const failure = explainSendError(error, config);
        const status = recordFailure(this.deps.db, email, failure.message, this.now(), this.delays);
        result.failed += 1;
        this.log(
          `[email] invio a ${email.to_address} non riuscito (tentativo ${email.attempts + 1}${status === "failed" ? ", ultimo" : ""}): ${failure.raw}`,
        );
      }
      if (this.stopping) break;
    }
    return result;
  }

  private schedule(delayMs: number): void {
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), Math.max(0, delayMs));
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (!this.started) return;
    await this.processDue().catch((error: unknown) =>
      this.log(`[email] errore della coda di invio: ${explainSendError(error).raw}`),
    );
    if (this.again) {
      this.again = false;
      this.schedule(0);
      return;
    }
    const next = nextWakeAt(this.deps.db);
    const wait = next ? next.getTime() - this.now().getTime() : IDLE_CHECK_MS;
    this.schedule(Math.min(Math.max(wait, 0), IDLE_CHECK_MS));
  }
}
