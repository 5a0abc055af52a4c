import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { writeAudit } from "../audit/audit.service";
import { noteEndedSessions } from "../accounts/session-endings";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { DB_FILE } from "./layout";
import { discardStaged, type RestoreFaults, type StagedRestore, stageRestore, swapIn } from "./restore";
import { prepareRestoredDatabase, type RestoreActor } from "./restore-database";
import { ShownBackupError, shownMessage } from "./shown-error";
import type { RestoreJob } from "../shared/backups";

/** What holds the open database in a running server: stopped and closed before a restore, opened again after. */
export interface DatabaseHolders {
  /** The database in use now. */
  db(): Db;
  /** Stops every worker that uses the database (outbox, schedulers, statistics) and closes it. */
  close(): Promise<void>;
  /** Opens the data folder again (migrations included), starts the workers on it and drops every cache. */
  open(): void;
}

const RESTORE_IN_PROGRESS = "Ripristino di un backup in corso: le modifiche sono sospese per qualche istante, riprova tra poco";
const BUSY = "È già in corso un ripristino: attendi che finisca";
/** How long requests already running may take to finish before the restore gives up (nothing changed). */
const DRAIN_TIMEOUT_MS = 30_000;

class RestoreAbort extends ShownBackupError {}

/**
 * Restores a snapshot inside the running server: stops taking writes (503), lets requests in
 * flight finish while new ones wait, closes the database, swaps in the snapshot (the replaced
 * data kept in replaced/<time>/), opens it again and drops every cache. A failure at any step
 * puts everything back as it was and is recorded in the audit log.
 */
export class LiveRestore {
  private job: RestoreJob | null = null;
  private blockWrites = false;
  private hold: Promise<void> | null = null;
  private inFlight = 0;
  private drained: (() => void) | null = null;
  /** Requests already let through (and the API calls a page render makes inside them) never wait again. */
  private readonly admitted = new AsyncLocalStorage<true>();

  constructor(
    private readonly dataDir: string,
    private readonly holders: DatabaseHolders,
    /** Tests only: makes a chosen step fail. */
    private readonly faults?: RestoreFaults,
  ) {}

  latest(): RestoreJob | null {
    return this.job;
  }

  running(): boolean {
    return this.job?.state === "in_corso";
  }

  /**
   * In front of every request (its method, and what answers it): a write during a restore is
   * answered 503 here, a read waits while the data is swapped.
   */
  async admit(method: string, next: () => Promise<void>): Promise<Response | undefined> {
    if (this.admitted.getStore()) {
      await next();
      return undefined;
    }
    if (this.blockWrites && method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
      return Response.json(
        { message: RESTORE_IN_PROGRESS },
        { status: 503, headers: { "Retry-After": "5", "Cache-Control": "no-store" } },
      );
    }
    for (let held = this.hold; held !== null; held = this.hold) await held;
    this.inFlight += 1;
    try {
      await this.admitted.run(true, () => next());
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.drained?.();
    }
    return undefined;
  }

  /** Starts restoring `source` (a snapshot folder, or set-aside data with `replacedName`); the job runs on its own. */
  start(options: { source: string; label: string; actor: RestoreActor | null; replacedName?: string }): RestoreJob {
    if (this.running()) throw new RestoreBusyError(BUSY);
    const job: RestoreJob = {
      id: randomBytes(8).toString("hex"),
      snapshot: options.label,
      state: "in_corso",
      progress: 0,
      step: "avvio",
      message: null,
      replaced: null,
      started_at: new Date().toISOString(),
      finished_at: null,
    };
    this.job = job;
    this.blockWrites = true;
    void this.run(job, options).finally(() => {
      this.blockWrites = false;
    });
    return job;
  }

  /** Resolves when no request admitted before is still running (the calling request is not counted: it has answered). */
  private waitForRequests(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new RestoreAbort("richieste ancora in corso dopo 30 secondi")), DRAIN_TIMEOUT_MS);
      this.drained = () => {
        clearTimeout(timer);
        this.drained = null;
        resolve();
      };
    });
  }

  private async run(
    job: RestoreJob,
    options: { source: string; label: string; actor: RestoreActor | null; replacedName?: string },
  ): Promise<void> {
    const step = (progress: number, text: string) => {
      job.progress = progress;
      job.step = text;
    };
    const now = new Date();
    let staged: StagedRestore | null = null;
    let release: (() => void) | null = null;
    let closed = false;
    let swap: ReturnType<typeof swapIn> | null = null;
    try {
      step(0.1, "copia e verifica del backup");
      // Let the request that started the restore answer first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      staged = stageRestore(options.source, this.dataDir, now, this.faults, options.replacedName);
      step(0.4, "attesa delle richieste in corso");
      this.hold = new Promise((resolve) => {
        release = resolve;
      });
      await this.waitForRequests();
      step(0.5, "preparazione del database");
      await this.faults?.("preparazione");
      prepareRestoredDatabase(join(staged.stage, DB_FILE), join(this.dataDir, DB_FILE), {
        actor: options.actor,
        snapshot: staged.manifest.name,
        snapshotCreatedAt: staged.manifest.created_at,
        replaced: staged.asideName,
        via: "pagina",
        keepPeople: true,
        at: now,
      });
      step(0.7, "chiusura del database");
      await this.faults?.("chiusura");
      // Every session ends with the restore; their browsers are told why when they next ask.
      const ended = this.holders
        .db()
        .select({ id: sessions.id })
        .from(sessions)
        .all()
        .map((session) => session.id);
      // Everything in the database's main file, so the set-aside copy is complete on its own.
      this.holders.db().$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      await this.holders.close();
      closed = true;
      step(0.8, "sostituzione dei dati");
      swap = swapIn(staged, this.faults);
      step(0.9, "riapertura");
      await this.faults?.("riapertura");
      this.holders.open();
      closed = false;
      swap.finish();
      noteEndedSessions(ended, "restored");
      job.replaced = staged.asideName;
      job.state = "completato";
      job.message = `Backup ${options.label} ripristinato: tutte le sessioni sono state chiuse, accedi di nuovo.`;
      step(1, "completato");
    } catch (error) {
      console.error(`[backup] ripristino di ${options.label} non riuscito, i dati restano quelli di prima:`, error);
      if (swap) swap.undo();
      if (staged) discardStaged(staged);
      if (closed) this.reopenAfterFailure();
      job.state = "errore";
      job.message = `Ripristino non riuscito, i dati sono rimasti quelli di prima. ${shownMessage(error)}`;
      this.recordFailure(options, error);
    } finally {
      job.finished_at = new Date().toISOString();
      this.hold = null;
      (release as (() => void) | null)?.();
    }
  }

  private reopenAfterFailure(): void {
    try {
      this.holders.open();
    } catch (error) {
      console.error("[backup] riapertura dei dati precedenti non riuscita:", error);
    }
  }

  private recordFailure(options: { label: string; actor: RestoreActor | null }, error: unknown): void {
    try {
      writeAudit(this.holders.db(), {
        event: "backup.restore_failed",
        outcome: "failed",
        actor: options.actor ? { id: options.actor.id, email: options.actor.email } : null,
        ip: options.actor?.ip ?? "",
        target: options.label,
        details: { reason: shownMessage(error), via: "pagina" },
      });
    } catch (auditError) {
      console.error("Registro attività: scrittura non riuscita", auditError);
    }
  }
}

export class RestoreBusyError extends Error {}
