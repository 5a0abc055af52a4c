import type { Database } from "bun:sqlite";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listSnapshots, snapshotEntries, snapshotPath } from "../../backups/catalog";
import type { BackupJobs } from "../../backups/jobs";
import { listReplaced } from "../../backups/replaced";
import { offsiteView } from "../../backups/offsite-config";
import type { AppContext } from "../../context";
import { BACKUPS, PENDING_RESTORE, TEMP_PREFIX } from "../../backups/layout";
import { readPolicy, savePolicy } from "../../backups/policy";
import type { RestoreActor } from "../../backups/restore-database";
import type { BackupPolicy } from "../../backups/retention";
import { pruneSnapshots } from "../../backups/scheduler";
import { tarSize, tarStream } from "../../backups/tar";
import type { BackupOverview } from "../../shared/backups";

function pendingRestore(dataDir: string): string | null {
  const path = join(dataDir, PENDING_RESTORE);
  if (!existsSync(path)) return null;
  try {
    return (JSON.parse(readFileSync(path, "utf8")) as { snapshot?: string }).snapshot ?? null;
  } catch {
    return null;
  }
}

export function overview(ctx: AppContext, jobs: BackupJobs): BackupOverview {
  const dataDir = ctx.config.dataDir;
  return {
    snapshots: listSnapshots(dataDir),
    policy: readPolicy(ctx.db.$client, jobs.fallbackPolicy),
    job: jobs.latest(),
    pending_restore: pendingRestore(dataDir),
    restore: ctx.restore?.latest() ?? null,
    replaced: listReplaced(dataDir),
    offsite: offsiteView(ctx.db.$client),
  };
}

/** A snapshot as one tar stream, read file by file as the client downloads it. */
export function snapshotDownload(dataDir: string, name: string): { stream: ReadableStream<Uint8Array>; size: number } | null {
  const path = snapshotPath(dataDir, name);
  if (!path) return null;
  const entries = snapshotEntries(path);
  return { stream: tarStream(entries), size: tarSize(entries) };
}

/** Chooses the snapshot the server restores at its next start (the database is never swapped under running requests). */
export function scheduleRestore(dataDir: string, name: string, actor: RestoreActor | null): boolean {
  if (!snapshotPath(dataDir, name)) return false;
  writeFileSync(join(dataDir, PENDING_RESTORE), JSON.stringify({ snapshot: name, actor, chosen_at: new Date().toISOString() }));
  return true;
}

/** Cancels the restore chosen for the next start; answers the snapshot it would have restored (null: none was chosen). */
export function cancelRestore(dataDir: string): string | null {
  const pending = pendingRestore(dataDir);
  rmSync(join(dataDir, PENDING_RESTORE), { force: true });
  return pending;
}

/** Saves the policy and prunes at once what it no longer keeps. */
export async function updatePolicy(dataDir: string, sqlite: Database, policy: BackupPolicy): Promise<string[]> {
  savePolicy(sqlite, policy);
  return pruneSnapshots(dataDir, policy);
}

/** Where an uploaded archive is written while it arrives (a temporary name: a crash leaves a leftover the sweep removes). */
export function uploadPath(dataDir: string, id: string): string {
  return join(dataDir, BACKUPS, `${TEMP_PREFIX}upload-${id}.tar`);
}
