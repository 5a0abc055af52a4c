import type { Database } from "bun:sqlite";
import { deleteSnapshot, listSnapshots } from "./catalog";
import type { BackupJobs } from "./jobs";
import { readPolicy } from "./policy";
import { type BackupPolicy, dailyDue, snapshotsToPrune } from "./retention";

const CHECK_EVERY_MS = 5 * 60 * 1000;

export interface SchedulerOptions {
  dataDir: string;
  sqlite: Database;
  /** The policy from the command line; one saved from the admin page wins. */
  fallback: BackupPolicy;
  jobs: BackupJobs;
  log: (message: string) => void;
}

/** Deletes the automatic snapshots the policy no longer keeps. */
export async function pruneSnapshots(dataDir: string, policy: BackupPolicy): Promise<string[]> {
  const doomed = snapshotsToPrune(listSnapshots(dataDir), policy);
  for (const name of doomed) await deleteSnapshot(dataDir, name);
  return doomed;
}

/**
 * The daily snapshot: checked every few minutes, made once a day from the configured hour
 * in a child process (which also removes uploads unused for a day), so requests never wait; then pruning.
 */
export function startBackupScheduler(options: SchedulerOptions): { stop: () => void; tick: () => Promise<void> } {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const policy = readPolicy(options.sqlite, options.fallback);
      if (!dailyDue(listSnapshots(options.dataDir), policy, new Date()) || options.jobs.current()) return;
      const job = options.jobs.snapshot("giornaliero");
      await options.jobs.idle();
      if (job.state === "completato") options.log(`Backup giornaliero creato: ${job.snapshot}.`);
      else console.error(`[backup] backup giornaliero non riuscito: ${job.message ?? "errore sconosciuto"}`);
      const pruned = await pruneSnapshots(options.dataDir, policy);
      if (pruned.length > 0) options.log(`Backup non più conservati, eliminati: ${pruned.join(", ")}.`);
    } catch (error) {
      console.error("[backup] controllo del backup giornaliero non riuscito:", error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), CHECK_EVERY_MS);
  timer.unref();
  const first = setTimeout(() => void tick(), 30_000);
  first.unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearTimeout(first);
    },
    tick,
  };
}
