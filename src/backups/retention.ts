import type { SnapshotKind } from "../shared/backups";
import type { BackupPolicyInput } from "../shared/schemas/backups";

/** When the daily snapshot runs and how many automatic snapshots stay: the hour is the server's local time. */
export type BackupPolicy = BackupPolicyInput;

export const DEFAULT_POLICY: BackupPolicy = { hour: 3, keep_daily: 7, keep_weekly: 4 };

interface Dated {
  name: string;
  kind: SnapshotKind;
  created_at: string;
}

/** Monday of the (UTC) week a time falls in: snapshots of the same week share it. */
function weekOf(iso: string): string {
  const date = new Date(iso);
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - ((date.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

/**
 * Daily snapshots to delete: the newest `keep_daily` stay, and the newest of each of the
 * `keep_weekly` most recent weeks. Snapshots made by hand, before an upgrade or uploaded are
 * never pruned (whoever made them deletes them).
 */
export function snapshotsToPrune(snapshots: readonly Dated[], policy: BackupPolicy): string[] {
  const daily = snapshots.filter((s) => s.kind === "giornaliero").sort((a, b) => b.created_at.localeCompare(a.created_at));
  const keep = new Set(daily.slice(0, policy.keep_daily).map((s) => s.name));
  const weeks = new Set<string>();
  for (const snapshot of daily) {
    const week = weekOf(snapshot.created_at);
    if (weeks.has(week)) continue;
    if (weeks.size >= policy.keep_weekly) break;
    weeks.add(week);
    keep.add(snapshot.name);
  }
  return daily.filter((s) => !keep.has(s.name)).map((s) => s.name);
}

/** True when the daily snapshot is due: the hour has come today and none was made today (local time). */
export function dailyDue(snapshots: readonly Dated[], policy: BackupPolicy, now: Date): boolean {
  if (now.getHours() < policy.hour) return false;
  const today = now.toDateString();
  return !snapshots.some((s) => s.kind === "giornaliero" && new Date(s.created_at).toDateString() === today);
}
