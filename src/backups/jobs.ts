import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import { type BackupPolicy, DEFAULT_POLICY } from "./retention";
import { selfCommand } from "./self-command";
import { HIDDEN_DETAILS, withoutServerPaths } from "./shown-error";
import type { BackupJob } from "../shared/backups";

export class JobBusyError extends Error {
  constructor() {
    super("È già in corso un'operazione sui backup: attendi che finisca");
  }
}

/** The last lines a child wrote on stderr, without terminal colours. */
function plainText(stderr: string): string {
  return stripVTControlCharacters(stderr).trim().split("\n").slice(-3).join(" ");
}

/** A progress line of the child: `error` is for the server's log, `message` for the browser. */
type ProgressLine = { progress?: number; step?: string; done?: boolean; name?: string; error?: string; message?: string };

const actionNames: Record<BackupJob["action"], string> = { crea: "creazione", importa: "caricamento" };

/**
 * One backup operation at a time per data folder, run as a child process of this same program
 * (`parksite backup --json`, `parksite import FILE --json`) whose progress lines feed the job.
 */
export class BackupJobs {
  private jobs: BackupJob[] = [];
  private running: Promise<BackupJob> | null = null;
  /** The policy the command line gave; one saved from the admin page wins over it. */
  fallbackPolicy: BackupPolicy = DEFAULT_POLICY;
  /** Called with each new snapshot's name (the off-site copy starts there). */
  afterSnapshot: ((name: string) => void) | null = null;

  constructor(
    readonly dataDir: string,
    private readonly command: () => string[] = selfCommand,
  ) {}

  get(id: string): BackupJob | undefined {
    return this.jobs.find((j) => j.id === id);
  }

  current(): BackupJob | null {
    return this.jobs.find((j) => j.state === "in_corso") ?? null;
  }

  /** The running job, else the last one. */
  latest(): BackupJob | null {
    return this.jobs[0] ?? null;
  }

  /** Settles when the running job (if any) ends. */
  idle(): Promise<unknown> {
    return this.running ?? Promise.resolve();
  }

  snapshot(kind: "manuale" | "giornaliero", onDone?: (job: BackupJob) => void): BackupJob {
    return this.start("crea", ["backup", "--data", this.dataDir, "--kind", kind, "--json"], onDone);
  }

  /** Imports an uploaded archive (removed afterwards, whatever the outcome). */
  importArchive(file: string, onDone?: (job: BackupJob) => void): BackupJob {
    if (this.current()) {
      rmSync(file, { force: true });
      throw new JobBusyError();
    }
    return this.start("importa", ["import", file, "--data", this.dataDir, "--json"], (job) => {
      rmSync(file, { force: true });
      onDone?.(job);
    });
  }

  private start(action: BackupJob["action"], args: string[], cleanup?: (job: BackupJob) => void): BackupJob {
    if (this.current()) throw new JobBusyError();
    const job: BackupJob = {
      id: randomBytes(8).toString("hex"),
      action,
      state: "in_corso",
      progress: 0,
      step: "avvio",
      snapshot: null,
      message: null,
      started_at: new Date().toISOString(),
      finished_at: null,
    };
    this.jobs = [job, ...this.jobs].slice(0, 20);
    this.running = this.run(job, args).finally(() => {
      try {
        cleanup?.(job);
      } catch (error) {
        console.error("[backup] chiusura dell'operazione non riuscita:", error);
      }
      this.running = null;
    });
    return job;
  }

  private async run(job: BackupJob, args: string[]): Promise<BackupJob> {
    try {
      const proc = Bun.spawn([...this.command(), ...args], { stdout: "pipe", stderr: "pipe", stdin: "ignore" });
      const errText = new Response(proc.stderr).text();
      let buffered = "";
      const decoder = new TextDecoder();
      for await (const chunk of proc.stdout) {
        buffered += decoder.decode(chunk, { stream: true });
        let newline = buffered.indexOf("\n");
        while (newline !== -1) {
          this.apply(job, buffered.slice(0, newline));
          buffered = buffered.slice(newline + 1);
          newline = buffered.indexOf("\n");
        }
      }
      if (buffered.trim()) this.apply(job, buffered);
      const code = await proc.exited;
      if (job.state === "in_corso") {
        job.state = code === 0 && job.snapshot ? "completato" : "errore";
        if (job.state === "errore" && job.message === null)
          this.fail(job, plainText(await errText) || `uscita con codice ${code}`);
      }
    } catch (error) {
      this.fail(job, (error as Error).message);
    }
    job.finished_at = new Date().toISOString();
    if (job.state === "completato") job.progress = 1;
    if (job.state === "completato" && job.action === "crea" && job.snapshot) this.afterSnapshot?.(job.snapshot);
    return job;
  }

  private apply(job: BackupJob, line: string) {
    let parsed: ProgressLine;
    try {
      parsed = JSON.parse(line) as ProgressLine;
    } catch {
      return;
    }
    if (typeof parsed.progress === "number") job.progress = Math.max(0, Math.min(1, parsed.progress));
    if (typeof parsed.step === "string") job.step = parsed.step;
    if (parsed.done && typeof parsed.name === "string") {
      job.snapshot = parsed.name;
      job.state = "completato";
    }
    if (typeof parsed.error === "string") this.fail(job, parsed.error, parsed.message);
  }

  /** The details (server paths included) go to the log; the browser gets an Italian sentence without them. */
  private fail(job: BackupJob, details: string, shown?: string) {
    console.error(`[backup] ${actionNames[job.action]} non riuscito: ${details}`);
    job.state = "errore";
    job.message = withoutServerPaths(typeof shown === "string" && shown ? shown : HIDDEN_DETAILS);
  }
}

const registry = new Map<string, BackupJobs>();

/** The job runner of a data folder (one per folder in this process). */
export function backupJobsFor(dataDir: string): BackupJobs {
  let jobs = registry.get(dataDir);
  if (!jobs) {
    jobs = new BackupJobs(dataDir);
    registry.set(dataDir, jobs);
  }
  return jobs;
}
